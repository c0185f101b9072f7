-- Each document's results row (the contract's DocumentResult) as JSON, passed through to the reply; written by
-- the records loader (src/modules/search/document-listing.ts). A database migrated with records already loaded
-- gets its listings written here, by the loader's statement as it stood when this migration was made.
ALTER TABLE "document_listings" ADD COLUMN "result_row" json NOT NULL;--> statement-breakpoint
insert into document_listings (doc_id, result_row)
  select d.id, json_build_object(
    'docId', d.id,
    'documentType', d.document_type,
    'docNumber', d.doc_number,
    'displayDocNumber', d.display_doc_number,
    'instrumentCode', d.instrument_code,
    'instrumentDescription', coalesce(rl.description, d.instrument_code),
    'instrumentGroup', d.instrument_group,
    'recordedDate', to_char(d.recorded_at, 'MM/DD/YYYY'),
    'recordedDateTime', to_char(d.recorded_at, 'MM/DD/YYYY HH12:MI AM'),
    'instrumentDate', coalesce(to_char(d.instrument_date, 'MM/DD/YYYY'), ''),
    'displayBookAndPage', case when coalesce(d.book, '') = '' then ''
      else d.book || '/' || coalesce(d.page, '') || coalesce('/' || nullif(d.book_type, ''), '') end,
    'mortgageAmount', d.mortgage_amount::float8,
    'salePrice', d.sale_price::float8,
    'verifiedStatus', case when d.verified then 'VERIFIED' else 'UNVERIFIED' end,
    'imageAllowed', d.image_allowed,
    'pageCount', d.page_count,
    'judicialProtection', d.judicial_protection,
    'sourcedDocKey', json_build_object('docKeyType', 'DOCUMENT', 'docKeyNumber', d.id::text, 'imageKeyType', d.document_type),
    'grantorSearchResults', coalesce((select json_agg(json_build_object('displayName', p.display_name, 'lastName', p.last_name, 'firstName', p.first_name,
  'middleInitial', p.middle_initial, 'business', p.business) order by p.position)
       from document_parties p where p.doc_id = d.id and p.is_grantor), '[]'),
    'granteeSearchResults', coalesce((select json_agg(json_build_object('displayName', p.display_name, 'lastName', p.last_name, 'firstName', p.first_name,
  'middleInitial', p.middle_initial, 'business', p.business) order by p.position)
       from document_parties p where p.doc_id = d.id and not p.is_grantor), '[]'),
    'legalSearchResults', coalesce((select json_agg(json_build_object('docId', d.id, 'description', l.description, 'comment', l.comment)
       order by l.position) from legal_descriptions l where l.doc_id = d.id), '[]'),
    'torrensSearchResults', coalesce((select json_agg(json_build_object('certificateId', c.id, 'certificateNumber', c.certificate_number,
       'shortStatus', c.status, 'status', case c.status when 'C' then 'Current' when 'X' then 'Cancelled' when 'P' then 'Pending' else c.status end) order by c.certificate_sort)
       from torrens_memorials m join torrens_certificates c on c.id = m.certificate_id where m.doc_id = d.id), '[]'),
    'displayOnlySearchResults', d.display_only,
    'additionalInfoSearchResults', d.additional_info)
  from documents d
  left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code;
