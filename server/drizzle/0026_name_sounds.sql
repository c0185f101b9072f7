-- "Sounds like" for the name search (modules/search/name-variants.ts): surnames that sound alike by Double
-- Metaphone (fuzzystrmatch, a trusted extension since PostgreSQL 13; PGlite is opened with it, src/db/client.ts).
-- The index holds each party row's surname under its sound, so the distinct surnames of a sound are walked one
-- probe each, as the prefix search walks those of a prefix.
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE INDEX "document_parties_sound_idx" ON "document_parties" (dmetaphone("last_norm"), "last_norm");
