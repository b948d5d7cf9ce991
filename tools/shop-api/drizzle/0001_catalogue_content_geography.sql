CREATE TABLE "brand_faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"logo" text NOT NULL,
	"has_corner" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "brands_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "catalogue_search_words" (
	"kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"word" text NOT NULL,
	"rank" smallint NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"sort_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "catalogue_search_words_kind_entity_id_word_pk" PRIMARY KEY("kind","entity_id","word")
);
--> statement-breakpoint
CREATE TABLE "needs" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"parent_id" integer,
	"picto" text NOT NULL,
	"position" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	CONSTRAINT "needs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"product_id" integer NOT NULL,
	"category_slug" text NOT NULL,
	CONSTRAINT "product_categories_product_id_category_slug_pk" PRIMARY KEY("product_id","category_slug")
);
--> statement-breakpoint
CREATE TABLE "product_faqs" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_labels" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_needs" (
	"product_id" integer NOT NULL,
	"need_id" integer NOT NULL,
	CONSTRAINT "product_needs_product_id_need_id_pk" PRIMARY KEY("product_id","need_id")
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"product_id" integer NOT NULL,
	"salesplan_id" integer NOT NULL,
	"price" integer NOT NULL,
	"suggested_price" integer,
	"volume_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "product_prices_product_id_salesplan_id_pk" PRIMARY KEY("product_id","salesplan_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"brand_id" integer NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL,
	"special_offer" boolean DEFAULT false NOT NULL,
	"is_new_from" date,
	"is_new_to" date,
	"is_new_formulae" boolean DEFAULT false NOT NULL,
	"small_image_url" text DEFAULT '' NOT NULL,
	"small_image_alt" text DEFAULT '' NOT NULL,
	"conditioning" text DEFAULT '' NOT NULL,
	"weight" integer,
	"volume" integer,
	"ingredients" text DEFAULT '' NOT NULL,
	"usage" text DEFAULT '' NOT NULL,
	"nutritional_analysis" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"labels" text[] DEFAULT '{}' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"note" smallint NOT NULL,
	"author" text,
	"reviewed_on" date NOT NULL,
	"content" text NOT NULL,
	"answer" text,
	"answered_on" date,
	"published" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"description" text NOT NULL,
	"cost_cents" integer NOT NULL,
	"delay_min" smallint NOT NULL,
	"delay_max" smallint NOT NULL,
	"delay_unit" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"parent_id" integer,
	"position" smallint NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "civilities" (
	"id" integer PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"short" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "civilities_label_unique" UNIQUE("label")
);
--> statement-breakpoint
CREATE TABLE "country_settings" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"pro_url" text NOT NULL,
	"corporate_url" text NOT NULL,
	"contact" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_origins" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "homepage_items" (
	"section_code" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "homepage_items_section_code_entity_type_entity_id_pk" PRIMARY KEY("section_code","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "homepage_sections" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"link_label" text,
	"link_url" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "innovation_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "innovation_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"menu_code" text NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"slug" text,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"code" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_associations" (
	"page_id" integer NOT NULL,
	"associated_page_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "page_associations_page_id_associated_page_id_pk" PRIMARY KEY("page_id","associated_page_id")
);
--> statement-breakpoint
CREATE TABLE "page_products" (
	"page_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "page_products_page_id_product_id_pk" PRIMARY KEY("page_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"parent_id" integer,
	"brand_id" integer,
	"need_id" integer,
	"title_search" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"vertical_image_alt" text,
	"innovation_category_id" integer,
	"download_name" text
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "payment_methods_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL,
	"next_question_id" integer,
	"result_id" integer
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"label" text NOT NULL,
	"help" text DEFAULT '' NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_result_products" (
	"result_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "quiz_result_products_result_id_product_id_pk" PRIMARY KEY("result_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" integer PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"first_question_id" integer,
	"published" boolean DEFAULT true NOT NULL,
	CONSTRAINT "quizzes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "redirections" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"source" text NOT NULL,
	"type" smallint NOT NULL,
	"target" text NOT NULL,
	CONSTRAINT "redirections_shop_source_unique" UNIQUE("shop_id","source")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"code" text PRIMARY KEY NOT NULL,
	"values" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thematic_entries" (
	"thematic_id" integer NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "thematic_entries_thematic_id_entity_type_entity_id_pk" PRIMARY KEY("thematic_id","entity_type","entity_id")
);
--> statement-breakpoint
CREATE TABLE "thematics" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "thematics_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "commune_zipcodes" (
	"zipcode" text NOT NULL,
	"commune_code" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	CONSTRAINT "commune_zipcodes_zipcode_commune_code_pk" PRIMARY KEY("zipcode","commune_code")
);
--> statement-breakpoint
CREATE TABLE "communes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_search" text NOT NULL,
	"departement" text NOT NULL,
	"population" integer NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_of_sale" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"commune_code" text NOT NULL,
	"phone" text NOT NULL,
	"schedules" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"commune_code" text NOT NULL,
	"schedules" jsonb NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_faqs" ADD CONSTRAINT "brand_faqs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_needs" ADD CONSTRAINT "product_needs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_needs" ADD CONSTRAINT "product_needs_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_salesplan_id_salesplans_id_fk" FOREIGN KEY ("salesplan_id") REFERENCES "public"."salesplans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "homepage_items" ADD CONSTRAINT "homepage_items_section_code_homepage_sections_code_fk" FOREIGN KEY ("section_code") REFERENCES "public"."homepage_sections"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_menu_code_menus_code_fk" FOREIGN KEY ("menu_code") REFERENCES "public"."menus"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_associations" ADD CONSTRAINT "page_associations_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_associations" ADD CONSTRAINT "page_associations_associated_page_id_pages_id_fk" FOREIGN KEY ("associated_page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_products" ADD CONSTRAINT "page_products_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_products" ADD CONSTRAINT "page_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_need_id_needs_id_fk" FOREIGN KEY ("need_id") REFERENCES "public"."needs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_innovation_category_id_innovation_categories_id_fk" FOREIGN KEY ("innovation_category_id") REFERENCES "public"."innovation_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_next_question_id_quiz_questions_id_fk" FOREIGN KEY ("next_question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_result_id_quiz_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."quiz_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_products" ADD CONSTRAINT "quiz_result_products_result_id_quiz_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."quiz_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_result_products" ADD CONSTRAINT "quiz_result_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thematic_entries" ADD CONSTRAINT "thematic_entries_thematic_id_thematics_id_fk" FOREIGN KEY ("thematic_id") REFERENCES "public"."thematics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commune_zipcodes" ADD CONSTRAINT "commune_zipcodes_commune_code_communes_code_fk" FOREIGN KEY ("commune_code") REFERENCES "public"."communes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_of_sale" ADD CONSTRAINT "points_of_sale_commune_code_communes_code_fk" FOREIGN KEY ("commune_code") REFERENCES "public"."communes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relay_points" ADD CONSTRAINT "relay_points_commune_code_communes_code_fk" FOREIGN KEY ("commune_code") REFERENCES "public"."communes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_faqs_brand_idx" ON "brand_faqs" USING btree ("brand_id","position");--> statement-breakpoint
CREATE INDEX "catalogue_search_words_word_idx" ON "catalogue_search_words" USING btree ("kind","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "needs_parent_idx" ON "needs" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_categories_category_idx" ON "product_categories" USING btree ("category_slug");--> statement-breakpoint
CREATE INDEX "product_faqs_product_idx" ON "product_faqs" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_needs_need_idx" ON "product_needs" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "product_prices_plan_price_idx" ON "product_prices" USING btree ("salesplan_id","price");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_position_idx" ON "products" USING btree ("position");--> statement-breakpoint
CREATE INDEX "products_search_name_idx" ON "products" USING btree ("search_name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "reviews_product_date_idx" ON "reviews" USING btree ("product_id","reviewed_on");--> statement-breakpoint
CREATE INDEX "reviews_product_note_idx" ON "reviews" USING btree ("product_id","note");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "menu_items_menu_idx" ON "menu_items" USING btree ("menu_code","position");--> statement-breakpoint
CREATE INDEX "page_products_product_idx" ON "page_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "pages_type_slug_idx" ON "pages" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "pages_need_idx" ON "pages" USING btree ("need_id");--> statement-breakpoint
CREATE INDEX "pages_brand_idx" ON "pages" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "pages_type_published_at_idx" ON "pages" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "pages_title_search_idx" ON "pages" USING btree ("title_search");--> statement-breakpoint
CREATE INDEX "quiz_answers_question_idx" ON "quiz_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_idx" ON "quiz_questions" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_results_quiz_idx" ON "quiz_results" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "commune_zipcodes_position_idx" ON "commune_zipcodes" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "communes_name_search_idx" ON "communes" USING btree ("name_search" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "points_of_sale_position_idx" ON "points_of_sale" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "relay_points_position_idx" ON "relay_points" USING btree ("lat","lon");