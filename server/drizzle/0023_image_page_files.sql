CREATE TABLE "image_import_files" (
	"source" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"status" text NOT NULL,
	"record_kind" text,
	"record_id" integer,
	"pages" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_import_files_status_check" CHECK ("image_import_files"."status" in ('imported', 'unmatched', 'failed')),
	CONSTRAINT "image_import_files_record_kind_check" CHECK ("image_import_files"."record_kind" in ('DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK'))
);
--> statement-breakpoint
CREATE TABLE "page_files" (
	"record_kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"page" smallint NOT NULL,
	"format" text NOT NULL,
	"store_key" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dpi" smallint,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_files_record_kind_record_id_page_pk" PRIMARY KEY("record_kind","record_id","page"),
	CONSTRAINT "page_files_record_kind_check" CHECK ("page_files"."record_kind" in ('DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK')),
	CONSTRAINT "page_files_format_check" CHECK ("page_files"."format" in ('tiff', 'pdf', 'jpeg')),
	CONSTRAINT "page_files_page_check" CHECK ("page_files"."page" >= 1)
);
