CREATE TABLE "account_doc_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"document_type" text NOT NULL,
	"image_charge_method" text DEFAULT 'PAGE' NOT NULL,
	"image_retrieval" boolean DEFAULT true NOT NULL,
	"preview_retrieval" boolean DEFAULT true NOT NULL,
	CONSTRAINT "account_doc_types_charge_method_check" CHECK ("account_doc_types"."image_charge_method" in ('PAGE', 'DOCUMENT'))
);
--> statement-breakpoint
CREATE TABLE "image_purchases" (
	"user_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"image_state_guid" text NOT NULL,
	"purchased_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_purchases_user_id_doc_id_page_pk" PRIMARY KEY("user_id","doc_id","page")
);
--> statement-breakpoint
CREATE TABLE "page_images" (
	"doc_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"image" text NOT NULL,
	"thumbnail" text NOT NULL,
	"version" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_images_doc_id_page_pk" PRIMARY KEY("doc_id","page")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "post_to_land_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "user_reload" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_billed" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "last_image_renewal" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_doc_types" ADD CONSTRAINT "account_doc_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_purchases" ADD CONSTRAINT "image_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_purchases" ADD CONSTRAINT "image_purchases_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_doc_types_account_type_idx" ON "account_doc_types" USING btree ("account_id","document_type");--> statement-breakpoint
CREATE INDEX "image_purchases_doc_idx" ON "image_purchases" USING btree ("doc_id");