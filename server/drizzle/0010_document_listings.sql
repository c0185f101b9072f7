-- A document's parties, legal descriptions and Torrens certificates as the JSON a results page shows, written by the
-- records loader with the records (src/modules/search/document-listing.ts): a page reads one row per document.
CREATE TABLE "document_listings" (
	"doc_id" integer PRIMARY KEY NOT NULL,
	"parties" json,
	"legals" json,
	"certificates" json
);
--> statement-breakpoint
ALTER TABLE "document_listings" ADD CONSTRAINT "document_listings_doc_id_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;