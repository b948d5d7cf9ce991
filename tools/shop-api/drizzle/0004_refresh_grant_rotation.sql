-- Edited by hand after drizzle-kit generate: grants granted before rotation each start their own family.
ALTER TABLE "refresh_grants" ADD COLUMN "family_id" text;--> statement-breakpoint
UPDATE "refresh_grants" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "refresh_grants" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_grants" ADD COLUMN "replaced_by" text;--> statement-breakpoint
CREATE INDEX "refresh_grants_family_idx" ON "refresh_grants" USING btree ("family_id");
