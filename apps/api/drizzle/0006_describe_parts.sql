ALTER TABLE "terms" ADD COLUMN "parts" jsonb;
--> statement-breakpoint
-- The content files already carried the parts under the same version: forget it, so the next start loads them.
DELETE FROM "content_meta" WHERE "key" = 'content_version';
