-- Edited by hand after drizzle-kit generate: rows written before the mailer were never composed, so they stay kept.
ALTER TABLE "outbox" ADD COLUMN "html" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "text" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
UPDATE "outbox" SET "status" = 'kept';--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("id") WHERE "outbox"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_dedupe_key_unique" UNIQUE("dedupe_key");