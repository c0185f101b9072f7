-- Images are keyed by the record's kind and id (src/db/imaging-schema.ts): a Torrens certificate, a tract-book
-- entry and a grantor-grantee book number their own rows, and keying pages by the id alone showed and sold the
-- pages of the document that happened to share the id. Expand, not contract: doc_id keeps its name and now holds
-- the record's id of any kind (so its foreign key to documents goes); record_kind is added with the default
-- DOCUMENT, which is what every page and purchase so far is, and what an instance of the previous release writes
-- while old and new run side by side. Purchases so far are flagged as recorded before kinds, for the check that
-- counts the ones that may have been meant for another kind (src/modules/imaging/purchase-check.ts).
ALTER TABLE "page_images" DROP CONSTRAINT "page_images_doc_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "page_images" ADD COLUMN "record_kind" text DEFAULT 'DOCUMENT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "page_images" DROP CONSTRAINT "page_images_doc_id_page_pk";
--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_record_kind_doc_id_page_pk" PRIMARY KEY("record_kind","doc_id","page");
--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_record_kind_check" CHECK ("page_images"."record_kind" in ('DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK'));
--> statement-breakpoint
ALTER TABLE "image_purchases" DROP CONSTRAINT "image_purchases_doc_id_documents_id_fk";
--> statement-breakpoint
ALTER TABLE "image_purchases" ADD COLUMN "record_kind" text DEFAULT 'DOCUMENT' NOT NULL;
--> statement-breakpoint
ALTER TABLE "image_purchases" ADD COLUMN "recorded_before_kinds" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
UPDATE "image_purchases" SET "recorded_before_kinds" = true;
--> statement-breakpoint
ALTER TABLE "image_purchases" DROP CONSTRAINT "image_purchases_user_id_doc_id_page_pk";
--> statement-breakpoint
ALTER TABLE "image_purchases" ADD CONSTRAINT "image_purchases_user_id_record_kind_doc_id_page_pk" PRIMARY KEY("user_id","record_kind","doc_id","page");
--> statement-breakpoint
DROP INDEX "image_purchases_doc_idx";
--> statement-breakpoint
CREATE INDEX "image_purchases_record_idx" ON "image_purchases" USING btree ("record_kind","doc_id");
--> statement-breakpoint
ALTER TABLE "image_purchases" ADD CONSTRAINT "image_purchases_record_kind_check" CHECK ("image_purchases"."record_kind" in ('DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK'));
