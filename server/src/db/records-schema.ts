import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * The county's records (spec 2 §3): documents with their parties, legal descriptions, parcels, addresses and
 * references; Torrens certificates; tax liens; the historical tract books and grantor-grantee books; plats.
 *
 * Recorded times are the county's wall-clock time (timestamp without time zone): a document recorded at 9:14 on
 * 03/02/1987 in the county stays so whatever zone the server runs in. Names and parcel IDs are also kept
 * normalized (upper case, letters and digits only) for the searches, and the party table carries copies of the
 * document's number, date, type, group and protection so the name search is answered from one covering index
 * (migration 0003 creates those indexes and the pg_trgm ones, which drizzle-kit cannot describe).
 */

/** ABSTRACT, TORRENS or LIEN (the county's documentTypes list); also the image key type of its images. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type').notNull(),
    docNumber: bigint('doc_number', { mode: 'number' }).notNull(),
    displayDocNumber: text('display_doc_number').notNull(),
    instrumentCode: text('instrument_code').notNull(),
    instrumentGroup: text('instrument_group').notNull(),
    recordedAt: timestamp('recorded_at', { mode: 'string' }).notNull(),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    book: text('book'),
    page: text('page'),
    bookType: text('book_type'),
    mortgageAmount: numeric('mortgage_amount', { precision: 14, scale: 2 }),
    salePrice: numeric('sale_price', { precision: 14, scale: 2 }),
    verified: boolean('verified').notNull().default(false),
    imageAllowed: boolean('image_allowed').notNull().default(true),
    /** Pages of the document's image (the imaging module renders them). */
    pageCount: smallint('page_count').notNull().default(1),
    /** Judicially protected: only users allowed to view protected documents find or open it. */
    judicialProtection: boolean('judicial_protection').notNull().default(false),
    additionalInfo: jsonb('additional_info').$type<string[]>().notNull().default([]),
    displayOnly: jsonb('display_only')
      .$type<{ label: string; value: string }[]>()
      .notNull()
      .default([]),
  },
  (t) => [
    uniqueIndex('documents_type_number_idx').on(t.documentType, t.docNumber),
    index('documents_doc_number_idx').on(t.docNumber),
    index('documents_recorded_at_idx').on(t.recordedAt),
    index('documents_book_page_idx').on(t.book, t.page),
    check('documents_page_count_check', sql`${t.pageCount} >= 1`),
  ],
);

/** Grantors and grantees. A business keeps its whole name in last_name. */
export const documentParties = pgTable(
  'document_parties',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    isGrantor: boolean('is_grantor').notNull(),
    position: smallint('position').notNull(),
    displayName: text('display_name').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    middleInitial: text('middle_initial').notNull().default(''),
    business: boolean('business').notNull().default(false),
    lastNorm: text('last_norm').notNull(),
    firstNorm: text('first_norm').notNull().default(''),
    docNumber: bigint('doc_number', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { mode: 'string' }).notNull(),
    documentType: text('document_type').notNull(),
    instrumentGroup: text('instrument_group').notNull(),
    judicialProtection: boolean('judicial_protection').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.docId, t.isGrantor, t.position] })],
);

/** Lots & blocks (LB), metes & bounds (MB) or condominium (CONDO) legal descriptions of a document. */
export const legalDescriptions = pgTable(
  'legal_descriptions',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    legalType: text('legal_type').$type<'LB' | 'MB' | 'CONDO'>().notNull(),
    platId: integer('plat_id'),
    lot: text('lot'),
    block: text('block'),
    sublot: text('sublot'),
    otherLotType: text('other_lot_type'),
    otherLot: text('other_lot'),
    building: text('building'),
    unit: text('unit'),
    garage: text('garage'),
    section: smallint('section'),
    township: smallint('township'),
    range: smallint('range'),
    qqqq: text('qqqq'),
    qqq: text('qqq'),
    qq: text('qq'),
    q: text('q'),
    base: text('base'),
    meridian: text('meridian'),
    municipality: text('municipality'),
    island: text('island'),
    village: text('village'),
    villageNorm: text('village_norm'),
    description: text('description').notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.docId, t.position] }),
    index('legal_descriptions_plat_idx').on(t.platId, t.block, t.lot),
    // Metes & bounds searches (section, township, range and the quarters) read the documents' ids from the index
    // alone: the quarters were a filter on every row of the section before (bench/README.md, "Search", issue 40).
    index('legal_descriptions_str_idx').on(
      t.township,
      t.range,
      t.section,
      t.qq,
      t.q,
      t.legalType,
      t.docId,
    ),
    check('legal_descriptions_type_check', sql`${t.legalType} in ('LB', 'MB', 'CONDO')`),
  ],
);

export const documentParcels = pgTable(
  'document_parcels',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    parcelId: text('parcel_id').notNull(),
    parcelNorm: text('parcel_norm').notNull(),
  },
  (t) => [primaryKey({ columns: [t.docId, t.position] })],
);

export const documentAddresses = pgTable(
  'document_addresses',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    houseNumber: text('house_number').notNull(),
    streetName: text('street_name').notNull(),
    streetNorm: text('street_norm').notNull(),
    city: text('city').notNull(),
    cityNorm: text('city_norm').notNull(),
    zip: text('zip').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.docId, t.position] })],
);

/** Documents a document refers to (a satisfaction to its mortgage ...); refDocId when the portal has it. */
export const referenceDocuments = pgTable(
  'reference_documents',
  {
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    refDocId: integer('ref_doc_id'),
    refDocumentType: text('ref_document_type').notNull(),
    refDocNumber: bigint('ref_doc_number', { mode: 'number' }).notNull(),
    refDisplayDocNumber: text('ref_display_doc_number').notNull(),
    refInstrumentCode: text('ref_instrument_code').notNull(),
    refBook: text('ref_book'),
    refPage: text('ref_page'),
    refRecordedAt: timestamp('ref_recorded_at', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.docId, t.position] }),
    index('reference_documents_ref_idx').on(t.refDocId),
    // References to documents not on file yet: an imported recording completes them (modules/recordings).
    index('reference_documents_pending_idx')
      .on(t.refDocumentType, t.refDocNumber)
      .where(sql`${t.refDocId} is null`),
  ],
);

/** Plats: `code` is what the forms send, `platNumber` and `name` what a person types. */
export const plats = pgTable(
  'plats',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    platNumber: text('plat_number').notNull(),
    name: text('name').notNull(),
    recordedDate: date('recorded_date', { mode: 'string' }),
    docId: integer('doc_id'),
  },
  (t) => [index('plats_name_idx').on(t.name)],
);

/** Torrens certificates of title; status C (current), X (cancelled) or P (pending). */
export const torrensCertificates = pgTable(
  'torrens_certificates',
  {
    id: serial('id').primaryKey(),
    certificateNumber: text('certificate_number').notNull().unique(),
    certificateSort: bigint('certificate_sort', { mode: 'number' }).notNull(),
    fileNumber: text('file_number').notNull().default(''),
    status: text('status').$type<'C' | 'X' | 'P'>().notNull(),
    certifiedDate: date('certified_date', { mode: 'string' }).notNull(),
    book: text('book'),
    page: text('page'),
    legalText: text('legal_text').notNull().default(''),
    recitalText: text('recital_text').notNull().default(''),
    owners: jsonb('owners')
      .$type<
        {
          displayName: string;
          lastName: string;
          firstName: string;
          middleInitial: string;
          business: boolean;
        }[]
      >()
      .notNull()
      .default([]),
    imageAllowed: boolean('image_allowed').notNull().default(true),
    pageCount: smallint('page_count').notNull().default(1),
  },
  (t) => [
    index('torrens_certificates_sort_idx').on(t.certificateSort),
    check('torrens_certificates_status_check', sql`${t.status} in ('C', 'X', 'P')`),
  ],
);

/** A cancelled certificate and the certificate(s) that replaced it. */
export const torrensCancellations = pgTable(
  'torrens_cancellations',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => torrensCertificates.id, { onDelete: 'cascade' }),
    cancelledByCertificateId: integer('cancelled_by_certificate_id')
      .notNull()
      .references(() => torrensCertificates.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.cancelledByCertificateId] }),
    index('torrens_cancellations_by_idx').on(t.cancelledByCertificateId),
  ],
);

/** Documents memorialized on a certificate. */
export const torrensMemorials = pgTable(
  'torrens_memorials',
  {
    certificateId: integer('certificate_id')
      .notNull()
      .references(() => torrensCertificates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    docId: integer('doc_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    memorialText: text('memorial_text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.certificateId, t.position] }),
    index('torrens_memorials_doc_idx').on(t.docId),
  ],
);

/**
 * Each document's results row as JSON (src/modules/search/document-listing.ts). The loader writes it with the
 * records (nothing else writes records), so a page of results reads one row per document instead of aggregating
 * four tables, and the server sends it on without parsing it.
 */
export const documentListings = pgTable('document_listings', {
  docId: integer('doc_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  /** The document's results row (the contract's DocumentResult) as JSON, passed through to the reply. */
  resultRow: json('result_row').notNull(),
});

/** Federal and state tax liens; the lien document is a LIEN document. */
export const taxLiens = pgTable(
  'tax_liens',
  {
    id: serial('id').primaryKey(),
    docId: integer('doc_id')
      .notNull()
      .unique()
      .references(() => documents.id, { onDelete: 'cascade' }),
    lienNumber: text('lien_number').notNull().unique(),
    lienDate: date('lien_date', { mode: 'string' }).notNull(),
    lienType: text('lien_type').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('tax_liens_lien_date_idx').on(t.lienDate)],
);

export const taxLienTaxpayers = pgTable(
  'tax_lien_taxpayers',
  {
    lienId: integer('lien_id')
      .notNull()
      .references(() => taxLiens.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull().default(''),
    middleInitial: text('middle_initial').notNull().default(''),
    lastNorm: text('last_norm').notNull(),
    firstNorm: text('first_norm').notNull().default(''),
    displayAddress: text('display_address').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.lienId, t.position] })],
);

/** A full (F) or partial (P) release of a lien, and its revocation when there was one. */
export const taxLienReleases = pgTable(
  'tax_lien_releases',
  {
    lienId: integer('lien_id')
      .notNull()
      .references(() => taxLiens.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    partialFullFlag: text('partial_full_flag').$type<'P' | 'F'>().notNull(),
    releaseDocumentType: text('release_document_type').notNull(),
    releaseDocNumber: bigint('release_doc_number', { mode: 'number' }).notNull(),
    releaseDisplayDocNumber: text('release_display_doc_number').notNull(),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    revokeDocumentType: text('revoke_document_type'),
    revokeDocNumber: bigint('revoke_doc_number', { mode: 'number' }),
    revokeDisplayDocNumber: text('revoke_display_doc_number'),
    revokeDate: date('revoke_date', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.lienId, t.position] }),
    index('tax_lien_releases_doc_idx').on(t.releaseDocNumber),
    index('tax_lien_releases_revoke_idx').on(t.revokeDocNumber),
  ],
);

/** A revision (amendment) of a lien by another document. */
export const taxLienRevisions = pgTable(
  'tax_lien_revisions',
  {
    lienId: integer('lien_id')
      .notNull()
      .references(() => taxLiens.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    flag: text('flag').notNull(),
    documentType: text('document_type').notNull(),
    docNumber: bigint('doc_number', { mode: 'number' }).notNull(),
    displayDocNumber: text('display_doc_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lienId, t.position] }),
    index('tax_lien_revisions_doc_idx').on(t.docNumber),
  ],
);

/** An entry of the historical tract books (1858-1945), found by its book-page ID or its legal descriptions. */
export const tractBookEntries = pgTable(
  'tract_book_entries',
  {
    id: serial('id').primaryKey(),
    tractBookId: text('tract_book_id').notNull(),
    recordedDate: date('recorded_date', { mode: 'string' }).notNull(),
    instrument: text('instrument').notNull(),
    grantor: text('grantor').notNull(),
    grantee: text('grantee').notNull(),
    book: text('book').notNull(),
    page: text('page').notNull(),
    imageAllowed: boolean('image_allowed').notNull().default(true),
    pageCount: smallint('page_count').notNull().default(1),
  },
  (t) => [
    index('tract_book_entries_book_id_idx').on(t.tractBookId),
    index('tract_book_entries_recorded_idx').on(t.recordedDate),
  ],
);

export const tractBookLegals = pgTable(
  'tract_book_legals',
  {
    entryId: integer('entry_id')
      .notNull()
      .references(() => tractBookEntries.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    legalType: text('legal_type').$type<'LB' | 'MB'>().notNull(),
    platId: integer('plat_id'),
    lot: text('lot'),
    block: text('block'),
    sublot: text('sublot'),
    otherLotType: text('other_lot_type'),
    otherLot: text('other_lot'),
    section: smallint('section'),
    township: smallint('township'),
    range: smallint('range'),
    qqqq: text('qqqq'),
    qqq: text('qqq'),
    qq: text('qq'),
    q: text('q'),
    base: text('base'),
    meridian: text('meridian'),
    municipality: text('municipality'),
    description: text('description').notNull(),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.position] }),
    index('tract_book_legals_plat_idx').on(t.platId, t.block, t.lot),
    index('tract_book_legals_str_idx').on(t.township, t.range, t.section),
  ],
);

/** Volumes of the historical grantor and grantee indexes: the names fromName..toName, fromDate..toDate. */
export const grantorGranteeBooks = pgTable(
  'grantor_grantee_books',
  {
    id: serial('id').primaryKey(),
    bookType: text('book_type').$type<'GRANTOR' | 'GRANTEE'>().notNull(),
    volume: text('volume').notNull(),
    fromName: text('from_name').notNull(),
    toName: text('to_name').notNull(),
    fromNorm: text('from_norm').notNull(),
    toNorm: text('to_norm').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    imageAllowed: boolean('image_allowed').notNull().default(true),
    pageCount: smallint('page_count').notNull().default(1),
  },
  (t) => [index('grantor_grantee_books_names_idx').on(t.fromNorm, t.toNorm)],
);

/** Recent Searches, per user (spec 2 §2): the newest SEARCH_HISTORY_SIZE are kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    searchType: text('search_type').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    criteriaHash: text('criteria_hash').notNull(),
    displayCriteria: jsonb('display_criteria').$type<{ key: string; value: string }[]>().notNull(),
    longDescription: text('long_description').notNull(),
    pageNumber: integer('page_number').notNull().default(1),
    sortKey: text('sort_key').notNull(),
    sortDirection: text('sort_direction').$type<'ASC' | 'DESC'>().notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_history_user_idx').on(t.userId, t.searchedAt)],
);

/**
 * Card preauthorizations the portal accepted (creditcard/authorizationResponse): pay-per-search charges of a
 * card payer are drawn from the newest open one until its amount is used up.
 */
export const cardPreauthorizations = pgTable(
  'card_preauthorizations',
  {
    transactionId: text('transaction_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_preauthorizations_user_idx').on(t.userId, t.createdAt)],
);
