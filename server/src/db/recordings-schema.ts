import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema';

/*
 * The daily flow of new recordings (docs/recordings-import.md): the service credentials the county's recording
 * system signs its calls with. A TRIMIN user creates one (its token is shown once; only its SHA-256 is kept) and
 * revokes it; a revoked credential is kept, so the audit log's entries still name it.
 */
export const serviceCredentials = pgTable(
  'service_credentials',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    scope: text('scope').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    prefix: text('prefix').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
    /** Calls made with it (for the screen's list). */
    calls: integer('calls').notNull().default(0),
  },
  (t) => [
    check('service_credentials_scope_check', sql`${t.scope} in ('records:import')`),
    index('service_credentials_created_at_idx').on(t.createdAt),
  ],
);

/** Saved searches (issue 37): a user's named criteria; saving under a name already used replaces it. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchType: text('search_type').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('saved_searches_user_name_idx').on(t.userId, t.name)],
);

/**
 * Property fraud alerts (issue 37): a subscription to a name or a parcel, a user's (`userId`) or, when the county
 * lets the public subscribe, an e-mail address's (`email`, no user). `unsubscribeToken` is the capability of the
 * one-click unsubscribe link every alert e-mail carries (random; it unsubscribes, nothing more). A public alert
 * matches nothing until its address is confirmed (`confirmedAt`, through the link that carries `confirmToken`);
 * an account's alert is confirmed when made.
 */
export const propertyAlerts = pgTable(
  'property_alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    confirmToken: text('confirm_token').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).defaultNow(),
    kind: text('kind').$type<'NAME' | 'PARCEL'>().notNull(),
    lastName: text('last_name').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastNorm: text('last_norm').notNull().default(''),
    firstNorm: text('first_norm').notNull().default(''),
    parcelId: text('parcel_id').notNull().default(''),
    parcelNorm: text('parcel_norm').notNull().default(''),
    unsubscribeToken: text('unsubscribe_token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('property_alerts_kind_check', sql`${t.kind} in ('NAME', 'PARCEL')`),
    check('property_alerts_owner_check', sql`${t.userId} is not null or ${t.email} is not null`),
    index('property_alerts_user_idx').on(t.userId),
    index('property_alerts_email_idx').on(t.email),
    index('property_alerts_parcel_idx').on(t.parcelNorm),
  ],
);

/** A recording that matched an alert: one row per alert and document, so an e-mail goes out once. */
export const propertyAlertMatches = pgTable(
  'property_alert_matches',
  {
    alertId: integer('alert_id')
      .notNull()
      .references(() => propertyAlerts.id, { onDelete: 'cascade' }),
    docId: integer('doc_id').notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.docId] }),
    index('property_alert_matches_doc_idx').on(t.docId),
  ],
);
