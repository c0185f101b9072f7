-- The searches' own indexes, written by hand: drizzle-kit describes neither INCLUDE columns, operator classes
-- on several columns, nor partial pg_trgm indexes. Each one is named after the search it serves; the server
-- test search-plans.test.ts runs EXPLAIN on each search's query and fails if a big table is read in full.
-- pg_trgm is a trusted extension (PostgreSQL 13+): a database owner may create it. PGlite must be opened with
-- the pg_trgm extension once these indexes exist (src/db/client.ts does).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Search by Name: prefix on the normalized last and first names, filters and sort keys carried in the index,
-- so a search is answered from the index alone (an index-only scan) and only the page's documents are read.
CREATE INDEX "document_parties_name_idx" ON "document_parties" ("last_norm" text_pattern_ops, "first_norm" text_pattern_ops)
  INCLUDE ("middle_initial", "is_grantor", "doc_id", "doc_number", "recorded_at", "document_type", "instrument_group", "judicial_protection");
--> statement-breakpoint
-- Search by Parcel ID (prefix of the letters and digits) and the tract index's optional parcel.
CREATE INDEX "document_parcels_parcel_idx" ON "document_parcels" ("parcel_norm" text_pattern_ops) INCLUDE ("doc_id");
--> statement-breakpoint
-- Search by Address: street name prefix, then the house number.
CREATE INDEX "document_addresses_street_idx" ON "document_addresses" ("street_norm" text_pattern_ops, "house_number") INCLUDE ("city_norm", "doc_id");
--> statement-breakpoint
-- Search by Legal Description, Contains: the words of a metes-and-bounds description anywhere in the text.
CREATE INDEX "legal_descriptions_description_trgm_idx" ON "legal_descriptions" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
-- Tract Index (NMI): island, then village prefix; only the legals that have an island.
CREATE INDEX "legal_descriptions_village_idx" ON "legal_descriptions" ("island", "village_norm" text_pattern_ops) INCLUDE ("doc_id") WHERE "island" IS NOT NULL;
--> statement-breakpoint
-- Tax Lien Search by taxpayer name.
CREATE INDEX "tax_lien_taxpayers_name_idx" ON "tax_lien_taxpayers" ("last_norm" text_pattern_ops, "first_norm" text_pattern_ops) INCLUDE ("middle_initial", "lien_id");
--> statement-breakpoint
-- Torrens Text: the certificate's legal description, recital and memorial texts (contains, any case).
CREATE INDEX "torrens_certificates_legal_trgm_idx" ON "torrens_certificates" USING gin ("legal_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "torrens_certificates_recital_trgm_idx" ON "torrens_certificates" USING gin ("recital_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "torrens_memorials_text_trgm_idx" ON "torrens_memorials" USING gin ("memorial_text" gin_trgm_ops);
