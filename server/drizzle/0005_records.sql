CREATE TABLE "card_preauthorizations" (
	"transaction_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_addresses" (
	"doc_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"house_number" text NOT NULL,
	"street_name" text NOT NULL,
	"street_norm" text NOT NULL,
	"city" text NOT NULL,
	"city_norm" text NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	CONSTRAINT "document_addresses_doc_id_position_pk" PRIMARY KEY("doc_id","position")
);
--> statement-breakpoint
CREATE TABLE "document_parcels" (
	"doc_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"parcel_id" text NOT NULL,
	"parcel_norm" text NOT NULL,
	CONSTRAINT "document_parcels_doc_id_position_pk" PRIMARY KEY("doc_id","position")
);
--> statement-breakpoint
CREATE TABLE "document_parties" (
	"doc_id" integer NOT NULL,
	"is_grantor" boolean NOT NULL,
	"position" smallint NOT NULL,
	"display_name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_initial" text DEFAULT '' NOT NULL,
	"business" boolean DEFAULT false NOT NULL,
	"last_norm" text NOT NULL,
	"first_norm" text DEFAULT '' NOT NULL,
	"doc_number" bigint NOT NULL,
	"recorded_at" timestamp NOT NULL,
	"document_type" text NOT NULL,
	"instrument_group" text NOT NULL,
	"judicial_protection" boolean DEFAULT false NOT NULL,
	CONSTRAINT "document_parties_doc_id_is_grantor_position_pk" PRIMARY KEY("doc_id","is_grantor","position")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_type" text NOT NULL,
	"doc_number" bigint NOT NULL,
	"display_doc_number" text NOT NULL,
	"instrument_code" text NOT NULL,
	"instrument_group" text NOT NULL,
	"recorded_at" timestamp NOT NULL,
	"instrument_date" date,
	"book" text,
	"page" text,
	"book_type" text,
	"mortgage_amount" numeric(14, 2),
	"sale_price" numeric(14, 2),
	"verified" boolean DEFAULT false NOT NULL,
	"image_allowed" boolean DEFAULT true NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL,
	"judicial_protection" boolean DEFAULT false NOT NULL,
	"additional_info" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_only" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "documents_page_count_check" CHECK ("documents"."page_count" >= 1)
);
--> statement-breakpoint
CREATE TABLE "grantor_grantee_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_type" text NOT NULL,
	"volume" text NOT NULL,
	"from_name" text NOT NULL,
	"to_name" text NOT NULL,
	"from_norm" text NOT NULL,
	"to_norm" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"image_allowed" boolean DEFAULT true NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_descriptions" (
	"doc_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"legal_type" text NOT NULL,
	"plat_id" integer,
	"lot" text,
	"block" text,
	"sublot" text,
	"other_lot_type" text,
	"other_lot" text,
	"building" text,
	"unit" text,
	"garage" text,
	"section" smallint,
	"township" smallint,
	"range" smallint,
	"qqqq" text,
	"qqq" text,
	"qq" text,
	"q" text,
	"base" text,
	"meridian" text,
	"municipality" text,
	"island" text,
	"village" text,
	"village_norm" text,
	"description" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "legal_descriptions_doc_id_position_pk" PRIMARY KEY("doc_id","position"),
	CONSTRAINT "legal_descriptions_type_check" CHECK ("legal_descriptions"."legal_type" in ('LB', 'MB', 'CONDO'))
);
--> statement-breakpoint
CREATE TABLE "plats" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"plat_number" text NOT NULL,
	"name" text NOT NULL,
	"recorded_date" date,
	"doc_id" integer,
	CONSTRAINT "plats_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "reference_documents" (
	"doc_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"ref_doc_id" integer,
	"ref_document_type" text NOT NULL,
	"ref_doc_number" bigint NOT NULL,
	"ref_display_doc_number" text NOT NULL,
	"ref_instrument_code" text NOT NULL,
	"ref_book" text,
	"ref_page" text,
	"ref_recorded_at" timestamp,
	CONSTRAINT "reference_documents_doc_id_position_pk" PRIMARY KEY("doc_id","position")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"search_type" text NOT NULL,
	"criteria" jsonb NOT NULL,
	"criteria_hash" text NOT NULL,
	"display_criteria" jsonb NOT NULL,
	"long_description" text NOT NULL,
	"page_number" integer DEFAULT 1 NOT NULL,
	"sort_key" text NOT NULL,
	"sort_direction" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_lien_releases" (
	"lien_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"partial_full_flag" text NOT NULL,
	"release_document_type" text NOT NULL,
	"release_doc_number" bigint NOT NULL,
	"release_display_doc_number" text NOT NULL,
	"release_date" date NOT NULL,
	"revoke_document_type" text,
	"revoke_doc_number" bigint,
	"revoke_display_doc_number" text,
	"revoke_date" date,
	CONSTRAINT "tax_lien_releases_lien_id_position_pk" PRIMARY KEY("lien_id","position")
);
--> statement-breakpoint
CREATE TABLE "tax_lien_revisions" (
	"lien_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"flag" text NOT NULL,
	"document_type" text NOT NULL,
	"doc_number" bigint NOT NULL,
	"display_doc_number" text NOT NULL,
	CONSTRAINT "tax_lien_revisions_lien_id_position_pk" PRIMARY KEY("lien_id","position")
);
--> statement-breakpoint
CREATE TABLE "tax_lien_taxpayers" (
	"lien_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"name" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"middle_initial" text DEFAULT '' NOT NULL,
	"last_norm" text NOT NULL,
	"first_norm" text DEFAULT '' NOT NULL,
	"display_address" text DEFAULT '' NOT NULL,
	CONSTRAINT "tax_lien_taxpayers_lien_id_position_pk" PRIMARY KEY("lien_id","position")
);
--> statement-breakpoint
CREATE TABLE "tax_liens" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"lien_number" text NOT NULL,
	"lien_date" date NOT NULL,
	"lien_type" text NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "tax_liens_doc_id_unique" UNIQUE("doc_id"),
	CONSTRAINT "tax_liens_lien_number_unique" UNIQUE("lien_number")
);
--> statement-breakpoint
CREATE TABLE "torrens_cancellations" (
	"certificate_id" integer NOT NULL,
	"cancelled_by_certificate_id" integer NOT NULL,
	CONSTRAINT "torrens_cancellations_certificate_id_cancelled_by_certificate_id_pk" PRIMARY KEY("certificate_id","cancelled_by_certificate_id")
);
--> statement-breakpoint
CREATE TABLE "torrens_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"certificate_number" text NOT NULL,
	"certificate_sort" bigint NOT NULL,
	"file_number" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"certified_date" date NOT NULL,
	"book" text,
	"page" text,
	"legal_text" text DEFAULT '' NOT NULL,
	"recital_text" text DEFAULT '' NOT NULL,
	"owners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_allowed" boolean DEFAULT true NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "torrens_certificates_certificate_number_unique" UNIQUE("certificate_number"),
	CONSTRAINT "torrens_certificates_status_check" CHECK ("torrens_certificates"."status" in ('C', 'X', 'P'))
);
--> statement-breakpoint
CREATE TABLE "torrens_memorials" (
	"certificate_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"doc_id" integer NOT NULL,
	"memorial_text" text NOT NULL,
	CONSTRAINT "torrens_memorials_certificate_id_position_pk" PRIMARY KEY("certificate_id","position")
);
--> statement-breakpoint
CREATE TABLE "tract_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tract_book_id" text NOT NULL,
	"recorded_date" date NOT NULL,
	"instrument" text NOT NULL,
	"grantor" text NOT NULL,
	"grantee" text NOT NULL,
	"book" text NOT NULL,
	"page" text NOT NULL,
	"image_allowed" boolean DEFAULT true NOT NULL,
	"page_count" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tract_book_legals" (
	"entry_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"legal_type" text NOT NULL,
	"plat_id" integer,
	"lot" text,
	"block" text,
	"sublot" text,
	"other_lot_type" text,
	"other_lot" text,
	"section" smallint,
	"township" smallint,
	"range" smallint,
	"qqqq" text,
	"qqq" text,
	"qq" text,
	"q" text,
	"base" text,
	"meridian" text,
	"municipality" text,
	"description" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	CONSTRAINT "tract_book_legals_entry_id_position_pk" PRIMARY KEY("entry_id","position")
);
--> statement-breakpoint
ALTER TABLE "card_preauthorizations" ADD CONSTRAINT "card_preauthorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_addresses" ADD CONSTRAINT "document_addresses_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parcels" ADD CONSTRAINT "document_parcels_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_parties" ADD CONSTRAINT "document_parties_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_descriptions" ADD CONSTRAINT "legal_descriptions_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_documents" ADD CONSTRAINT "reference_documents_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_lien_releases" ADD CONSTRAINT "tax_lien_releases_lien_id_tax_liens_id_fk" FOREIGN KEY ("lien_id") REFERENCES "public"."tax_liens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_lien_revisions" ADD CONSTRAINT "tax_lien_revisions_lien_id_tax_liens_id_fk" FOREIGN KEY ("lien_id") REFERENCES "public"."tax_liens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_lien_taxpayers" ADD CONSTRAINT "tax_lien_taxpayers_lien_id_tax_liens_id_fk" FOREIGN KEY ("lien_id") REFERENCES "public"."tax_liens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_liens" ADD CONSTRAINT "tax_liens_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torrens_cancellations" ADD CONSTRAINT "torrens_cancellations_certificate_id_torrens_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."torrens_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torrens_cancellations" ADD CONSTRAINT "torrens_cancellations_cancelled_by_certificate_id_torrens_certificates_id_fk" FOREIGN KEY ("cancelled_by_certificate_id") REFERENCES "public"."torrens_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torrens_memorials" ADD CONSTRAINT "torrens_memorials_certificate_id_torrens_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."torrens_certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "torrens_memorials" ADD CONSTRAINT "torrens_memorials_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tract_book_legals" ADD CONSTRAINT "tract_book_legals_entry_id_tract_book_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tract_book_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_preauthorizations_user_idx" ON "card_preauthorizations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_type_number_idx" ON "documents" USING btree ("document_type","doc_number");--> statement-breakpoint
CREATE INDEX "documents_doc_number_idx" ON "documents" USING btree ("doc_number");--> statement-breakpoint
CREATE INDEX "documents_recorded_at_idx" ON "documents" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "documents_book_page_idx" ON "documents" USING btree ("book","page");--> statement-breakpoint
CREATE INDEX "grantor_grantee_books_names_idx" ON "grantor_grantee_books" USING btree ("from_norm","to_norm");--> statement-breakpoint
CREATE INDEX "legal_descriptions_plat_idx" ON "legal_descriptions" USING btree ("plat_id","block","lot");--> statement-breakpoint
CREATE INDEX "legal_descriptions_str_idx" ON "legal_descriptions" USING btree ("township","range","section");--> statement-breakpoint
CREATE INDEX "plats_name_idx" ON "plats" USING btree ("name");--> statement-breakpoint
CREATE INDEX "reference_documents_ref_idx" ON "reference_documents" USING btree ("ref_doc_id");--> statement-breakpoint
CREATE INDEX "search_history_user_idx" ON "search_history" USING btree ("user_id","searched_at");--> statement-breakpoint
CREATE INDEX "tax_lien_releases_doc_idx" ON "tax_lien_releases" USING btree ("release_doc_number");--> statement-breakpoint
CREATE INDEX "tax_lien_releases_revoke_idx" ON "tax_lien_releases" USING btree ("revoke_doc_number");--> statement-breakpoint
CREATE INDEX "tax_lien_revisions_doc_idx" ON "tax_lien_revisions" USING btree ("doc_number");--> statement-breakpoint
CREATE INDEX "tax_liens_lien_date_idx" ON "tax_liens" USING btree ("lien_date");--> statement-breakpoint
CREATE INDEX "torrens_cancellations_by_idx" ON "torrens_cancellations" USING btree ("cancelled_by_certificate_id");--> statement-breakpoint
CREATE INDEX "torrens_certificates_sort_idx" ON "torrens_certificates" USING btree ("certificate_sort");--> statement-breakpoint
CREATE INDEX "torrens_memorials_doc_idx" ON "torrens_memorials" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "tract_book_entries_book_id_idx" ON "tract_book_entries" USING btree ("tract_book_id");--> statement-breakpoint
CREATE INDEX "tract_book_entries_recorded_idx" ON "tract_book_entries" USING btree ("recorded_date");--> statement-breakpoint
CREATE INDEX "tract_book_legals_plat_idx" ON "tract_book_legals" USING btree ("plat_id","block","lot");--> statement-breakpoint
CREATE INDEX "tract_book_legals_str_idx" ON "tract_book_legals" USING btree ("township","range","section");