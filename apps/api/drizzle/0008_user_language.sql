ALTER TABLE "terms" ADD COLUMN "hindi" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
-- The content files already carried the Hindi under the same version: forget it, so the next start loads it.
DELETE FROM "content_meta" WHERE "key" = 'content_version';
