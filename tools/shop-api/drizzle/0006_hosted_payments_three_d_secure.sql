-- Edited by hand after drizzle-kit generate: payments started before keep their order's method.
ALTER TABLE "card_payments" ADD COLUMN "method" text;--> statement-breakpoint
UPDATE "card_payments" SET "method" = "orders"."payment_method" FROM "orders" WHERE "orders"."id" = "card_payments"."order_id";--> statement-breakpoint
ALTER TABLE "card_payments" ALTER COLUMN "method" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "challenge_code" text;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "challenge_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_payments" ADD COLUMN "challenge_attempts" smallint DEFAULT 0 NOT NULL;
