-- Search by Name in document number order (the default): each surname's names in that order, so a page of a
-- common surname reads its first rows only instead of sorting every name (src/modules/search/name-plan.ts).
-- The INCLUDE columns carry the search's filters: the page is answered from the index alone.
CREATE INDEX "document_parties_name_order_idx" ON "document_parties" ("last_norm" text_pattern_ops, "doc_number", "doc_id")
  INCLUDE ("first_norm", "middle_initial", "is_grantor", "recorded_at", "document_type", "instrument_group", "judicial_protection");
