CREATE TABLE "card_gateway_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"surcharge" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_gateway_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"approved" boolean NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"card_last4" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "image_states" (
	"guid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text NOT NULL,
	"body_html" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"delivered" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "tickets_kind_check" CHECK ("tickets"."kind" in ('REGISTRATION', 'PASSWORD_RESET'))
);
--> statement-breakpoint
CREATE TABLE "transaction_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"account_id" integer,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"balance_before" numeric(12, 2),
	"balance_after" numeric(12, 2),
	"images_before" integer,
	"images_after" integer,
	"payment_method" text,
	"reference" text,
	"idempotency_key" text,
	CONSTRAINT "transaction_log_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "transaction_log_amount_check" CHECK ("transaction_log"."amount" >= 0),
	CONSTRAINT "transaction_log_type_check" CHECK ("transaction_log"."type" in ('DEPOSIT', 'SURCHARGE', 'CHARGE', 'REFUND', 'FLAT_FEE_ADD_ON', 'CARD_PAYMENT', 'ADJUSTMENT'))
);
--> statement-breakpoint
ALTER TABLE "card_gateway_tokens" ADD CONSTRAINT "card_gateway_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_gateway_transactions" ADD CONSTRAINT "card_gateway_transactions_token_card_gateway_tokens_token_fk" FOREIGN KEY ("token") REFERENCES "public"."card_gateway_tokens"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_states" ADD CONSTRAINT "image_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_gateway_tokens_user_idx" ON "card_gateway_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "image_states_user_idx" ON "image_states" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tickets_user_id_idx" ON "tickets" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "transaction_log_account_at_idx" ON "transaction_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE INDEX "transaction_log_user_at_idx" ON "transaction_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "transaction_log_at_idx" ON "transaction_log" USING btree ("at");