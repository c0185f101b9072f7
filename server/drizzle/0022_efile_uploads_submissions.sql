CREATE TABLE "efile_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"upload_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "efile_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"transaction_number" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"username" text NOT NULL,
	"account_id" integer,
	"account_name" text,
	"fields" jsonb NOT NULL,
	"pages" integer NOT NULL,
	"first_page_charge" numeric(12, 2) NOT NULL,
	"additional_pages_charge" numeric(12, 2) NOT NULL,
	"surcharge" numeric(12, 2) NOT NULL,
	"total_charge" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"ledger_entry_id" bigint,
	"card_transaction_id" text,
	"status" text DEFAULT 'NEW' NOT NULL,
	"reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "efile_submissions_transaction_number_unique" UNIQUE("transaction_number"),
	CONSTRAINT "efile_submissions_upload_id_unique" UNIQUE("upload_id"),
	CONSTRAINT "efile_submissions_card_transaction_id_unique" UNIQUE("card_transaction_id"),
	CONSTRAINT "efile_submissions_status_check" CHECK ("efile_submissions"."status" in ('NEW', 'IN_REVIEW', 'ACCEPTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "efile_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"fields" jsonb NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"pages" integer NOT NULL,
	"first_page_charge" numeric(12, 2) NOT NULL,
	"additional_pages_charge" numeric(12, 2) NOT NULL,
	"surcharge" numeric(12, 2) NOT NULL,
	"total_charge" numeric(12, 2) NOT NULL,
	"payment_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted" boolean DEFAULT false NOT NULL,
	CONSTRAINT "efile_uploads_format_check" CHECK ("efile_uploads"."format" in ('application/pdf', 'image/tiff')),
	CONSTRAINT "efile_uploads_pages_check" CHECK ("efile_uploads"."pages" > 0)
);
--> statement-breakpoint
ALTER TABLE "efile_card_tokens" ADD CONSTRAINT "efile_card_tokens_upload_id_efile_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."efile_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "efile_submissions" ADD CONSTRAINT "efile_submissions_upload_id_efile_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."efile_uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "efile_card_tokens_upload_idx" ON "efile_card_tokens" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "efile_submissions_status_created_idx" ON "efile_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "efile_submissions_created_idx" ON "efile_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "efile_uploads_expires_at_idx" ON "efile_uploads" USING btree ("expires_at");