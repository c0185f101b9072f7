/*
 * The records tables in the order they are loaded (parents before children), with the columns the generator
 * writes. The generator's rows are arrays in exactly this column order.
 */
// prettier-ignore
export const RECORD_TABLES = {
  documents: [
    'id', 'document_type', 'doc_number', 'display_doc_number', 'instrument_code', 'instrument_group', 'recorded_at',
    'instrument_date', 'book', 'page', 'book_type', 'mortgage_amount', 'sale_price', 'verified', 'image_allowed',
    'page_count', 'judicial_protection', 'additional_info', 'display_only',
  ],
  document_parties: [
    'doc_id', 'is_grantor', 'position', 'display_name', 'last_name', 'first_name', 'middle_initial', 'business',
    'last_norm', 'first_norm', 'doc_number', 'recorded_at', 'document_type', 'instrument_group', 'judicial_protection',
  ],
  legal_descriptions: [
    'doc_id', 'position', 'legal_type', 'plat_id', 'lot', 'block', 'sublot', 'other_lot_type', 'other_lot', 'building',
    'unit', 'garage', 'section', 'township', 'range', 'qqqq', 'qqq', 'qq', 'q', 'base', 'meridian', 'municipality',
    'island', 'village', 'village_norm', 'description', 'comment',
  ],
  document_parcels: ['doc_id', 'position', 'parcel_id', 'parcel_norm'],
  document_addresses: ['doc_id', 'position', 'house_number', 'street_name', 'street_norm', 'city', 'city_norm', 'zip'],
  reference_documents: [
    'doc_id', 'position', 'ref_doc_id', 'ref_document_type', 'ref_doc_number', 'ref_display_doc_number',
    'ref_instrument_code', 'ref_book', 'ref_page', 'ref_recorded_at',
  ],
  tax_liens: ['id', 'doc_id', 'lien_number', 'lien_date', 'lien_type', 'total_amount'],
  tax_lien_taxpayers: ['lien_id', 'position', 'name', 'last_name', 'first_name', 'middle_initial', 'last_norm', 'first_norm', 'display_address'],
  tax_lien_releases: [
    'lien_id', 'position', 'partial_full_flag', 'release_document_type', 'release_doc_number', 'release_display_doc_number',
    'release_date', 'revoke_document_type', 'revoke_doc_number', 'revoke_display_doc_number', 'revoke_date',
  ],
  tax_lien_revisions: ['lien_id', 'position', 'flag', 'document_type', 'doc_number', 'display_doc_number'],
  plats: ['id', 'code', 'plat_number', 'name', 'recorded_date', 'doc_id'],
  torrens_certificates: [
    'id', 'certificate_number', 'certificate_sort', 'file_number', 'status', 'certified_date', 'book', 'page', 'legal_text',
    'recital_text', 'owners', 'image_allowed', 'page_count',
  ],
  torrens_cancellations: ['certificate_id', 'cancelled_by_certificate_id'],
  torrens_memorials: ['certificate_id', 'position', 'doc_id', 'memorial_text'],
  tract_book_entries: ['id', 'tract_book_id', 'recorded_date', 'instrument', 'grantor', 'grantee', 'book', 'page', 'image_allowed', 'page_count'],
  tract_book_legals: [
    'entry_id', 'position', 'legal_type', 'plat_id', 'lot', 'block', 'sublot', 'other_lot_type', 'other_lot', 'section',
    'township', 'range', 'qqqq', 'qqq', 'qq', 'q', 'base', 'meridian', 'municipality', 'description', 'comment',
  ],
  grantor_grantee_books: [
    'id', 'book_type', 'volume', 'from_name', 'to_name', 'from_norm', 'to_norm', 'from_date', 'to_date', 'image_allowed', 'page_count',
  ],
} as const;

export type RecordTable = keyof typeof RECORD_TABLES;
export const RECORD_TABLE_NAMES = Object.keys(RECORD_TABLES) as RecordTable[];

/** Tables with a serial id whose sequence must follow the ids the generator chose. */
export const SERIAL_TABLES: RecordTable[] = [
  'documents',
  'tax_liens',
  'plats',
  'torrens_certificates',
  'tract_book_entries',
  'grantor_grantee_books',
];

export type Row = readonly unknown[];
