import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * Record images (spec 1 §4): the rendered pages, what each user has bought, and how an account is charged per
 * document type. A record with images is a recorded document (tax liens are documents too), a Torrens
 * certificate, a tract-book entry or a grantor-grantee book volume: each kind numbers its own rows, so a page is
 * keyed by the record's kind AND id (never the id alone: certificate 7 is not document 7). Page images are
 * rendered once and kept here, so every server instance shares them.
 */

/** The kinds of record that have images: the results' sourcedDocKey.docKeyType. */
export const RECORD_KINDS = [
  'DOCUMENT',
  'TORRENS_CERTIFICATE',
  'TRACT_BOOK',
  'GRANTOR_GRANTEE_BOOK',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

const kindCheck = (name: string, column: unknown) =>
  check(
    name,
    sql`${column} in ('DOCUMENT', 'TORRENS_CERTIFICATE', 'TRACT_BOOK', 'GRANTOR_GRANTEE_BOOK')`,
  );

/** A rendered page of a record: the page at reading size and its thumbnail, both base64 JPEG. */
export const pageImages = pgTable(
  'page_images',
  {
    recordKind: text('record_kind').$type<RecordKind>().notNull().default('DOCUMENT'),
    /** The record's id, whatever its kind (the column kept its first name, from when only documents had images). */
    recordId: integer('doc_id').notNull(),
    page: smallint('page').notNull(),
    image: text('image').notNull(),
    thumbnail: text('thumbnail').notNull(),
    /** The layout version the page was drawn with: a new version draws the pages again on demand. */
    version: smallint('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recordKind, t.recordId, t.page] }),
    kindCheck('page_images_record_kind_check', t.recordKind),
  ],
);

/** Pages a user has paid for: buying them again is free. */
export const imagePurchases = pgTable(
  'image_purchases',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recordKind: text('record_kind').$type<RecordKind>().notNull().default('DOCUMENT'),
    /** The record's id, whatever its kind (see page_images.doc_id). */
    recordId: integer('doc_id').notNull(),
    page: smallint('page').notNull(),
    imageStateGuid: text('image_state_guid').notNull(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bought before images were keyed by record kind (migration 0017): such a purchase was recorded against the
     * document with the record's id, whatever the record's kind. imaging/purchase-check.ts counts the ones that
     * may have been made from a Torrens certificate, a tract-book entry or a grantor-grantee book.
     */
    recordedBeforeKinds: boolean('recorded_before_kinds').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.recordKind, t.recordId, t.page] }),
    index('image_purchases_record_idx').on(t.recordKind, t.recordId),
    kindCheck('image_purchases_record_kind_check', t.recordKind),
  ],
);

/**
 * A county's scanned page in the image store (modules/image-store; brought in by `npm run images:import`): what is
 * known of it, the bytes being under `store_key`. Bilevel pages are single-strip CCITT G4 TIFFs, greyscale and
 * colour pages JPEGs, a PDF's pages one-page PDFs (docs/image-store.md).
 */
export const pageFiles = pgTable(
  'page_files',
  {
    recordKind: text('record_kind').$type<RecordKind>().notNull(),
    recordId: integer('record_id').notNull(),
    page: smallint('page').notNull(),
    format: text('format').$type<'tiff' | 'pdf' | 'jpeg'>().notNull(),
    storeKey: text('store_key').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    /** Pixels for a TIFF or JPEG; points (the MediaBox) for a PDF page. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Dots per inch as the scan records it; null for a PDF page or a scan that does not say. */
    dpi: smallint('dpi'),
    /** The file the page came from, relative to the imported folder. */
    source: text('source').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recordKind, t.recordId, t.page] }),
    kindCheck('page_files_record_kind_check', t.recordKind),
    check('page_files_format_check', sql`${t.format} in ('tiff', 'pdf', 'jpeg')`),
    check('page_files_page_check', sql`${t.page} >= 1`),
  ],
);

/**
 * Every file an import has looked at, by its path relative to the imported folder: a rerun skips a file imported
 * already with the same checksum, and the unmatched and failed ones stay listed with why.
 */
export const imageImportFiles = pgTable(
  'image_import_files',
  {
    source: text('source').primaryKey(),
    sha256: text('sha256').notNull(),
    status: text('status').$type<'imported' | 'unmatched' | 'failed'>().notNull(),
    recordKind: text('record_kind').$type<RecordKind>(),
    recordId: integer('record_id'),
    /** Pages the file gave its record (0 when none). */
    pages: smallint('pages').notNull().default(0),
    message: text('message'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'image_import_files_status_check',
      sql`${t.status} in ('imported', 'unmatched', 'failed')`,
    ),
    kindCheck('image_import_files_record_kind_check', t.recordKind),
  ],
);
