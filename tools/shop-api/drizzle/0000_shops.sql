CREATE TABLE "salesplans" (
	"id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"target" text NOT NULL,
	"currency_symbol" text NOT NULL,
	CONSTRAINT "salesplans_shop_target_unique" UNIQUE("shop_id","target")
);
--> statement-breakpoint
CREATE TABLE "shop_languages" (
	"shop_id" integer NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "shop_languages_shop_id_code_pk" PRIMARY KEY("shop_id","code")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "shops_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "salesplans" ADD CONSTRAINT "salesplans_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_languages" ADD CONSTRAINT "shop_languages_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;