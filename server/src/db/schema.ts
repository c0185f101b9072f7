import type {
  AccountType,
  LanguageCode,
  LedgerTransactionType,
  PaymentMethod,
  Role,
  UserStatus,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/*
 * One pg-core schema for both drivers (PGlite and node-postgres). Keep it to SQL that PostgreSQL 15 runs.
 * Money is numeric(12,2) (drizzle hands it over as a string: never a float).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One JSON document per county configuration group (spec 3 §3), edited by one control-panel screen each. */
export const countySettings = pgTable('county_settings', {
  groupName: text('group_name').primaryKey(),
  content: jsonb('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    accountType: text('account_type').$type<AccountType>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    monthlyFee: numeric('monthly_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    flatFeeRateLevel: integer('flat_fee_rate_level').notNull().default(0),
    escrowBalance: numeric('escrow_balance', { precision: 12, scale: 2 }).notNull().default('0'),
    imagesRemaining: integer('images_remaining').notNull().default(0),
    status: text('status').$type<'A' | 'I'>().notNull().default('A'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    landlinkAccount: text('landlink_account'),
    /** Card payments are posted to LandLink (CREDIT_CARD accounts only). */
    postToLandLink: boolean('post_to_land_link').notNull().default(false),
    /** The account's administrator may reload its flat-fee images (FLAT_FEE with a rate level only). */
    userReload: boolean('user_reload').notNull().default(false),
    lastTasks: timestamp('last_tasks', { withTimezone: true }),
    /** When the monthly fee or flat-fee subscription was last charged (account tasks, once per county month). */
    lastBilled: timestamp('last_billed', { withTimezone: true }),
    /** When the flat-fee images were last reset to the rate level's number (account tasks, once per county month). */
    lastImageRenewal: timestamp('last_image_renewal', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('accounts_account_type_check', sql`${t.accountType} in ('A_LA_CARTE', 'FLAT_FEE')`),
    check(
      'accounts_payment_method_check',
      sql`${t.paymentMethod} in ('ESCROW', 'CREDIT_CARD', 'INVOICE')`,
    ),
    check('accounts_status_check', sql`${t.status} in ('A', 'I')`),
    check('accounts_flat_fee_rate_level_check', sql`${t.flatFeeRateLevel} between 0 and 5`),
    check('accounts_escrow_balance_check', sql`${t.escrowBalance} >= 0`),
    check('accounts_images_remaining_check', sql`${t.imagesRemaining} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    company: text('company').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    email: text('email'),
    phoneFormatType: text('phone_format_type')
      .$type<'STANDARD' | 'INTERNATIONAL'>()
      .notNull()
      .default('STANDARD'),
    phone: text('phone').notNull().default(''),
    status: text('status').$type<UserStatus>().notNull().default('A'),
    language: text('language').$type<LanguageCode>().notNull().default('ENGLISH'),
    viewJudicialProtection: boolean('view_judicial_protection').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_id_idx').on(t.accountId),
    check('users_role_check', sql`${t.role} in ('GUEST', 'USER', 'ACCOUNT', 'COUNTY', 'TRIMIN')`),
    check('users_status_check', sql`${t.status} in ('A', 'I', 'P', 'L')`),
    check(
      'users_phone_format_type_check',
      sql`${t.phoneFormatType} in ('STANDARD', 'INTERNATIONAL')`,
    ),
    check('users_username_lower_check', sql`${t.usernameLower} = lower(${t.username})`),
  ],
);

/** Which search types an account's users may run; a key missing from `flags` counts as allowed. */
export const accountPageAccess = pgTable('account_page_access', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  flags: jsonb('flags').$type<Record<string, boolean>>().notNull().default({}),
});

/**
 * An account's settings per document type (spec 3 §3 "Account document type"): how its images are charged (per
 * page or per document) and whether its users may preview and retrieve them. A type without a row keeps the
 * defaults (PAGE, preview and image allowed).
 */
export const accountDocTypes = pgTable(
  'account_doc_types',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    imageChargeMethod: text('image_charge_method')
      .$type<'PAGE' | 'DOCUMENT'>()
      .notNull()
      .default('PAGE'),
    imageRetrieval: boolean('image_retrieval').notNull().default(true),
    previewRetrieval: boolean('preview_retrieval').notNull().default(true),
  },
  (t) => [
    uniqueIndex('account_doc_types_account_type_idx').on(t.accountId, t.documentType),
    check(
      'account_doc_types_charge_method_check',
      sql`${t.imageChargeMethod} in ('PAGE', 'DOCUMENT')`,
    ),
  ],
);

/** Server-side sessions; the cookie holds a random id, the table only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').$type<LanguageCode>().notNull().default('ENGLISH'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_last_seen_at_idx').on(t.lastSeenAt),
  ],
);

/** Code/description lists served by helperdata (states, account types, instrument codes, plats ...). */
export const referenceLists = pgTable(
  'reference_lists',
  {
    listName: text('list_name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.listName, t.code] }),
    index('reference_lists_order_idx').on(t.listName, t.sortOrder),
  ],
);

/** Ordered heading + content lists: login-page links and news, home-page links and news (spec 3 §3). */
export const paragraphLists = pgTable(
  'paragraph_lists',
  {
    listName: text('list_name').notNull(),
    position: integer('position').notNull(),
    heading: text('heading').notNull(),
    paragraphContent: text('paragraph_content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listName, t.position] })],
);

/**
 * The login page's slides, numbered 1 to 6 in the order the page shows them. `id` names a picture for good (the
 * control panel's thumbnails and reordering); `body` is an SVG's text (the seeded slides) or, when `encoding` is
 * base64, the bytes of the picture the image library made of an upload. `etag` is its checksum for the browsers'
 * caches.
 */
export const loginSlides = pgTable(
  'login_slides',
  {
    n: integer('n').primaryKey(),
    id: uuid('id').notNull().unique().defaultRandom(),
    contentType: text('content_type').notNull(),
    encoding: text('encoding').$type<'utf8' | 'base64'>().notNull().default('utf8'),
    body: text('body').notNull(),
    fileName: text('file_name').notNull().default(''),
    width: integer('width').notNull().default(1200),
    height: integer('height').notNull().default(500),
    bytes: integer('bytes').notNull().default(0),
    etag: text('etag').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [check('login_slides_n_check', sql`${t.n} between 1 and 6`)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    type: text('type').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    clientAddress: text('client_address'),
    /** The account the entry is about (or whose user acted): the Audit Details reports select by it. */
    accountId: integer('account_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_user_id_idx').on(t.userId, t.at),
    index('audit_log_account_at_idx').on(t.accountId, t.at),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type NewAccountRow = typeof accounts.$inferInsert;

/** Single-use e-mailed tickets (registration completion, password reset, sign-in link); only their SHA-256 is kept. */
export const tickets = pgTable(
  'tickets',
  {
    idHash: text('id_hash').primaryKey(),
    kind: text('kind').$type<'REGISTRATION' | 'PASSWORD_RESET' | 'SIGN_IN_LINK'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index('tickets_user_id_idx').on(t.userId, t.kind),
    check(
      'tickets_kind_check',
      sql`${t.kind} in ('REGISTRATION', 'PASSWORD_RESET', 'SIGN_IN_LINK')`,
    ),
  ],
);

/** Every e-mail the portal sends; kept as the outbox when no SMTP server is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: createdAt(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** The sender's display name (the county and the portal), for a delivery made later by the job queue. */
    fromName: text('from_name'),
    links: jsonb('links').$type<string[]>().notNull().default([]),
    /** True once an SMTP server accepted it; false while it is only kept here. */
    delivered: boolean('delivered').notNull().default(false),
  },
  (t) => [index('mail_outbox_created_at_idx').on(t.createdAt)],
);

/** The ledger's movement types: the contract's, which the reports' Transaction Type list offers too. */
export type TransactionType = LedgerTransactionType;

/**
 * The append-only ledger: every movement of money or flat-fee images. Rows are only inserted, in the same
 * database transaction that changes the balance they record (balance before and after).
 */
export const transactionLog = pgTable(
  'transaction_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    accountId: integer('account_id'),
    type: text('type').$type<TransactionType>().notNull(),
    description: text('description').notNull(),
    /** Dollars moved (never negative; the type says which way). */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 12, scale: 2 }),
    balanceAfter: numeric('balance_after', { precision: 12, scale: 2 }),
    imagesBefore: integer('images_before'),
    imagesAfter: integer('images_after'),
    paymentMethod: text('payment_method'),
    /** The gateway transaction, order or image state this movement belongs to. */
    reference: text('reference'),
    /** A retried call with the same key records (and charges) nothing more. */
    idempotencyKey: text('idempotency_key').unique(),
  },
  (t) => [
    index('transaction_log_account_at_idx').on(t.accountId, t.at),
    index('transaction_log_user_at_idx').on(t.userId, t.at),
    index('transaction_log_at_idx').on(t.at),
    check('transaction_log_amount_check', sql`${t.amount} >= 0`),
    check(
      'transaction_log_type_check',
      sql`${t.type} in ('DEPOSIT', 'SURCHARGE', 'CHARGE', 'REFUND', 'FLAT_FEE_ADD_ON', 'CARD_PAYMENT', 'ADJUSTMENT')`,
    ),
  ],
);

/** The embedded test card gateway's own record of the tokens it issued for its hosted page. */
export const cardGatewayTokens = pgTable(
  'card_gateway_tokens',
  {
    token: text('token').primaryKey(),
    purpose: text('purpose').$type<'ESCROW_DEPOSIT' | 'PREAUTHORIZATION' | 'EFILE'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id'),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    surcharge: numeric('surcharge', { precision: 12, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    status: text('status')
      .$type<'ISSUED' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'COMPLETED' | 'VOIDED'>()
      .notNull()
      .default('ISSUED'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('card_gateway_tokens_user_idx').on(t.userId)],
);

/** Transactions the gateway approved or declined; the portal credits money only for an approved one, once. */
export const cardGatewayTransactions = pgTable('card_gateway_transactions', {
  id: text('id').primaryKey(),
  token: text('token')
    .notNull()
    .references(() => cardGatewayTokens.token, { onDelete: 'cascade' }),
  approved: boolean('approved').notNull(),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  cardLast4: text('card_last4').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** When the portal acted on it (credited a deposit, accepted a preauthorization). */
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  /** When the portal had the payment voided instead (the purchase could no longer be made), and why. */
  voidedAt: timestamp('voided_at', { withTimezone: true }),
  voidReason: text('void_reason'),
});

/** Server-side state between the purchase dialogs (spec 1 "Image state": orders and flat-fee add-ons). */
export const imageStates = pgTable(
  'image_states',
  {
    guid: text('guid').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'FLAT_FEE_ADD_ON' | 'IMAGE_ORDER'>().notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').$type<'OPEN' | 'DONE' | 'CANCELLED'>().notNull().default('OPEN'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('image_states_user_idx').on(t.userId)],
);

export type TransactionLogRow = typeof transactionLog.$inferSelect;

export {
  cacheGenerations,
  jobs,
  monitoringSnapshots,
  rateLimitCounters,
} from './operations-schema';
export {
  landSharkOneCopiedAudit,
  landSharkOneIdMap,
  landSharkOneRuns,
} from './landshark-one-schema';
/**
 * Failed sign-ins per username, client address or known browser (`user:<name>`, `address:<ip>`,
 * `device:<hash>`), and until when each must wait: the progressive delays of modules/auth/sign-in-throttle.ts.
 * In the database, so every server instance sees the same counts.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_throttles_last_failure_at_idx').on(t.lastFailureAt)],
);

/** Browsers a user has signed in from (the lrp_device cookie); only the SHA-256 of the cookie's id is kept. */
export const knownDevices = pgTable(
  'known_devices',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('known_devices_user_id_idx').on(t.userId)],
);

/**
 * Fixed-window counters for the caps on mail and sign-ups (`signUp:<ip>`, `usernameMail:<user id>`,
 * `emailChange:<user id>`): how many in the window that started at `windowStart`.
 */
export const actionQuotas = pgTable('action_quotas', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  count: integer('count').notNull(),
});
export {
  cardPreauthorizations,
  documentAddresses,
  documentListings,
  documentParcels,
  documentParties,
  documents,
  grantorGranteeBooks,
  legalDescriptions,
  plats,
  referenceDocuments,
  searchHistory,
  taxLienReleases,
  taxLienRevisions,
  taxLiens,
  taxLienTaxpayers,
  torrensCancellations,
  torrensCertificates,
  torrensMemorials,
  tractBookEntries,
  tractBookLegals,
} from './records-schema';

/**
 * The release of a front-end module this installation's county is pinned to (Control Panel → Technical →
 * Modules). A module without a row follows its newest release that fits the shell (docs/deploying.md).
 */
export const modulePins = pgTable('module_pins', {
  module: text('module').primaryKey(),
  release: text('release').notNull(),
  pinnedBy: text('pinned_by'),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }).notNull().defaultNow(),
});

export { imageImportFiles, imagePurchases, pageFiles, pageImages } from './imaging-schema';
export { reportJobs, type ReportJobRow } from './report-jobs-schema';
export {
  efileCardTokens,
  efileSubmissions,
  efileUploads,
  type EfileSubmissionRow,
  type EfileUploadRow,
} from './efile-schema';
export {
  propertyAlertMatches,
  propertyAlerts,
  savedSearches,
  serviceCredentials,
} from './recordings-schema';
