ALTER TABLE "terms" ADD COLUMN "source" text DEFAULT 'termtap' NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "also_called" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "unlocked_terms" ADD COLUMN "starred" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "unlocked_terms_user_recent" ON "unlocked_terms" USING btree ("user_id","starred","unlocked_at");