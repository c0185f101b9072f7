CREATE TABLE "service_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"token_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	"calls" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_credentials_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "service_credentials_scope_check" CHECK ("service_credentials"."scope" in ('records:import'))
);
--> statement-breakpoint
CREATE INDEX "service_credentials_created_at_idx" ON "service_credentials" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reference_documents_pending_idx" ON "reference_documents" USING btree ("ref_document_type","ref_doc_number") WHERE "reference_documents"."ref_doc_id" is null;