ALTER TABLE "orders" ADD COLUMN "stock_held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_stock_held_idx" ON "orders" USING btree ("stock_held_at");