import type { EfileFields, EfileFormat, EfileStatus, PaymentMethod } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * E-file (src/modules/efile, docs/efile.md). An upload is a document stored under DATA_DIR/efile and priced,
 * waiting for its payment; a submission is an upload that was paid for, handed to the county's staff. The users
 * and accounts are kept by id without a foreign key, with the names as they were: a submission is a record of
 * money received and outlives a purged user, as the ledger does.
 */
export const efileUploads = pgTable(
  'efile_uploads',
  {
    /** Random: the imageId of the calls. */
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    accountId: integer('account_id'),
    /** The form's fields as they were checked (efileFieldsSchema). */
    fields: jsonb('fields').$type<EfileFields>().notNull(),
    /** The stored file, relative to DATA_DIR/efile (`uploads/<id>.pdf`). */
    filePath: text('file_path').notNull(),
    /** The name the browser gave it (plain text, shown to the county). */
    fileName: text('file_name').notNull(),
    format: text('format').$type<EfileFormat>().notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    pages: integer('pages').notNull(),
    firstPageCharge: numeric('first_page_charge', { precision: 12, scale: 2 }).notNull(),
    additionalPagesCharge: numeric('additional_pages_charge', {
      precision: 12,
      scale: 2,
    }).notNull(),
    surcharge: numeric('surcharge', { precision: 12, scale: 2 }).notNull(),
    totalCharge: numeric('total_charge', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An upload not submitted by then is deleted, file and row, by the clean-up job. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    submitted: boolean('submitted').notNull().default(false),
  },
  (t) => [
    index('efile_uploads_expires_at_idx').on(t.expiresAt),
    check('efile_uploads_format_check', sql`${t.format} in ('application/pdf', 'image/tiff')`),
    check('efile_uploads_pages_check', sql`${t.pages} > 0`),
  ],
);
export type EfileUploadRow = typeof efileUploads.$inferSelect;

/**
 * The card tokens issued for an upload (POST creditcard/efileCapture): the gateway knows a token's user, purpose
 * and amount, this table which upload it pays for, so a payment is applied to its upload whoever settles it.
 */
export const efileCardTokens = pgTable(
  'efile_card_tokens',
  {
    token: text('token').primaryKey(),
    uploadId: uuid('upload_id')
      .notNull()
      .references(() => efileUploads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('efile_card_tokens_upload_idx').on(t.uploadId)],
);

export const efileSubmissions = pgTable(
  'efile_submissions',
  {
    id: serial('id').primaryKey(),
    /** `EF-<county year>-<id, 6 digits>`, what the submitter and the county quote. */
    transactionNumber: text('transaction_number').notNull().unique(),
    /** One submission per upload: what makes a replayed or doubled submission charge once. */
    uploadId: uuid('upload_id')
      .notNull()
      .unique()
      .references(() => efileUploads.id),
    userId: integer('user_id').notNull(),
    username: text('username').notNull(),
    accountId: integer('account_id'),
    accountName: text('account_name'),
    fields: jsonb('fields').$type<EfileFields>().notNull(),
    pages: integer('pages').notNull(),
    firstPageCharge: numeric('first_page_charge', { precision: 12, scale: 2 }).notNull(),
    additionalPagesCharge: numeric('additional_pages_charge', {
      precision: 12,
      scale: 2,
    }).notNull(),
    surcharge: numeric('surcharge', { precision: 12, scale: 2 }).notNull(),
    totalCharge: numeric('total_charge', { precision: 12, scale: 2 }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** The ledger's CHARGE row (the paymentTransactionId of a card payment); null when nothing was charged. */
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }),
    /** The card gateway's transaction that paid it (card payers). */
    cardTransactionId: text('card_transaction_id').unique(),
    status: text('status').$type<EfileStatus>().notNull().default('NEW'),
    /** Why it was rejected (the submitter is e-mailed it). */
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('efile_submissions_status_created_idx').on(t.status, t.createdAt),
    index('efile_submissions_created_idx').on(t.createdAt),
    check(
      'efile_submissions_status_check',
      sql`${t.status} in ('NEW', 'IN_REVIEW', 'ACCEPTED', 'REJECTED')`,
    ),
  ],
);
export type EfileSubmissionRow = typeof efileSubmissions.$inferSelect;
