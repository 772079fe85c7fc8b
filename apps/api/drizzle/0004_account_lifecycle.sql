ALTER TABLE "orders" ADD COLUMN "period_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "receipt_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminded_for_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_receipt_due" ON "orders" USING btree ("receipt_due_at") WHERE "orders"."receipt_due_at" is not null and "orders"."receipt_sent_at" is null;--> statement-breakpoint
CREATE INDEX "users_paid_until" ON "users" USING btree ("paid_until") WHERE "users"."paid_until" is not null;--> statement-breakpoint
-- Orders paid before this migration did not record where their month began: one calendar month (India's time) before its end, as the grant computes it (31 Mar less a month is 28/29 Feb, a day or so off only at month ends). No receipt is owed for them.
UPDATE "orders" SET "period_start" = (("granted_until" at time zone 'Asia/Kolkata') - interval '1 month') at time zone 'Asia/Kolkata'
WHERE "state" = 'paid' AND "granted_until" IS NOT NULL AND "period_start" IS NULL;
