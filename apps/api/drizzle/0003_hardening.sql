CREATE TABLE "free_click_grants" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "free_click_grants" ADD CONSTRAINT "free_click_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Accounts made before this migration already had their free describes: their mailboxes are spent (as mailboxOf in auth/mailbox.ts).
INSERT INTO "free_click_grants" ("mailbox", "user_id")
SELECT DISTINCT ON ("mailbox") "mailbox", "id" FROM (
  SELECT "id", CASE WHEN "domain" IN ('gmail.com', 'googlemail.com')
    THEN replace("local", '.', '') || '@gmail.com' ELSE "local" || '@' || "domain" END AS "mailbox"
  FROM (
    SELECT "id", split_part(substring("email" from '^(.*)@[^@]*$'), '+', 1) AS "local",
      substring("email" from '@([^@]*)$') AS "domain"
    FROM "users" WHERE "email" LIKE '%@%'
  ) AS "parts"
) AS "mailboxes"
ORDER BY "mailbox", "id"
ON CONFLICT DO NOTHING;
