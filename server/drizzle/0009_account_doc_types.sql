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
ALTER TABLE "account_doc_types" ADD CONSTRAINT "account_doc_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_doc_types_account_type_idx" ON "account_doc_types" USING btree ("account_id","document_type");