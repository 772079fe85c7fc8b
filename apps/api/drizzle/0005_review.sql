CREATE TABLE "review_cards" (
	"user_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone NOT NULL,
	CONSTRAINT "review_cards_user_id_term_id_pk" PRIMARY KEY("user_id","term_id"),
	CONSTRAINT "review_cards_state" CHECK ("review_cards"."state" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "review_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"term_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"day" integer NOT NULL,
	"state" smallint NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_log_rating" CHECK ("review_log"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "review_stats" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cards" integer DEFAULT 0 NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_stats" ADD CONSTRAINT "review_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "review_log_user_client_id" ON "review_log" USING btree ("user_id","client_id");--> statement-breakpoint
CREATE INDEX "review_log_user_day" ON "review_log" USING btree ("user_id","day");--> statement-breakpoint
-- review_stats is kept by triggers: every unlock is a card (describe and the star need no change), and a card's
-- first review_cards row makes it reviewed. Existing unlocks are counted once here.
CREATE FUNCTION "review_stats_unlocked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "review_stats" ("user_id", "cards") VALUES (NEW."user_id", 1)
      ON CONFLICT ("user_id") DO UPDATE SET "cards" = "review_stats"."cards" + 1;
  ELSE
    UPDATE "review_stats" SET "cards" = "cards" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "unlocked_terms_review_stats" AFTER INSERT OR DELETE ON "unlocked_terms"
  FOR EACH ROW EXECUTE FUNCTION "review_stats_unlocked"();--> statement-breakpoint
CREATE FUNCTION "review_stats_reviewed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "review_stats" SET "reviewed" = "reviewed" + 1 WHERE "user_id" = NEW."user_id";
  ELSE
    UPDATE "review_stats" SET "reviewed" = "reviewed" - 1 WHERE "user_id" = OLD."user_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "review_cards_review_stats" AFTER INSERT OR DELETE ON "review_cards"
  FOR EACH ROW EXECUTE FUNCTION "review_stats_reviewed"();--> statement-breakpoint
INSERT INTO "review_stats" ("user_id", "cards")
  SELECT "user_id", count(*) FROM "unlocked_terms" GROUP BY "user_id";
