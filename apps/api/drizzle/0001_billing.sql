CREATE TABLE "local_gateway_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_gateway_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_session_id" text,
	"state" text DEFAULT 'open' NOT NULL,
	"outcome" text DEFAULT 'PENDING' NOT NULL,
	"granted_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_known" CHECK ("orders"."state" in ('open', 'paid', 'failed')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"order_id" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"status" text NOT NULL,
	"is_captured" boolean NOT NULL,
	"amount_paise" integer,
	"currency" text,
	"attempted_at" timestamp with time zone,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_order_id_gateway_payment_id_pk" PRIMARY KEY("order_id","gateway_payment_id")
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "local_gateway_payments" ADD CONSTRAINT "local_gateway_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_gateway_payments_order_id" ON "local_gateway_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_id_state" ON "orders" USING btree ("user_id","state");