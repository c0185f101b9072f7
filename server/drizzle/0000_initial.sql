CREATE TABLE "account_page_access" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"flags" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"payment_method" text NOT NULL,
	"monthly_fee" numeric(12, 2) DEFAULT '0' NOT NULL,
	"flat_fee_rate_level" integer DEFAULT 0 NOT NULL,
	"escrow_balance" numeric(12, 2) DEFAULT '0' NOT NULL,
	"images_remaining" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"landlink_account" text,
	"last_tasks" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_name_unique" UNIQUE("name"),
	CONSTRAINT "accounts_account_type_check" CHECK ("accounts"."account_type" in ('A_LA_CARTE', 'FLAT_FEE')),
	CONSTRAINT "accounts_payment_method_check" CHECK ("accounts"."payment_method" in ('ESCROW', 'CREDIT_CARD', 'INVOICE')),
	CONSTRAINT "accounts_status_check" CHECK ("accounts"."status" in ('A', 'I')),
	CONSTRAINT "accounts_flat_fee_rate_level_check" CHECK ("accounts"."flat_fee_rate_level" between 0 and 5),
	CONSTRAINT "accounts_escrow_balance_check" CHECK ("accounts"."escrow_balance" >= 0),
	CONSTRAINT "accounts_images_remaining_check" CHECK ("accounts"."images_remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"username" text,
	"type" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"client_address" text
);
--> statement-breakpoint
CREATE TABLE "county_settings" (
	"group_name" text PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_slides" (
	"n" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "login_slides_n_check" CHECK ("login_slides"."n" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "paragraph_lists" (
	"list_name" text NOT NULL,
	"position" integer NOT NULL,
	"heading" text NOT NULL,
	"paragraph_content" text NOT NULL,
	CONSTRAINT "paragraph_lists_list_name_position_pk" PRIMARY KEY("list_name","position")
);
--> statement-breakpoint
CREATE TABLE "reference_lists" (
	"list_name" text NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "reference_lists_list_name_code_pk" PRIMARY KEY("list_name","code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"username_lower" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"account_id" integer,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"email" text,
	"phone_format_type" text DEFAULT 'STANDARD' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'A' NOT NULL,
	"language" text DEFAULT 'ENGLISH' NOT NULL,
	"view_judicial_protection" boolean DEFAULT false NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_username_lower_unique" UNIQUE("username_lower"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('GUEST', 'USER', 'ACCOUNT', 'COUNTY', 'TRIMIN')),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('A', 'I', 'P', 'L')),
	CONSTRAINT "users_phone_format_type_check" CHECK ("users"."phone_format_type" in ('STANDARD', 'INTERNATIONAL')),
	CONSTRAINT "users_username_lower_check" CHECK ("users"."username_lower" = lower("users"."username"))
);
--> statement-breakpoint
ALTER TABLE "account_page_access" ADD CONSTRAINT "account_page_access_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_id_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "reference_lists_order_idx" ON "reference_lists" USING btree ("list_name","sort_order");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_id_idx" ON "users" USING btree ("account_id");