/*
 * The LandShark One database, as far as the migration reads it: accounts, their settings, users, and the audit
 * log with its money rows. LandShark One ran on PostgreSQL; this is its schema (tables prefixed `ls_`), used by
 * the generator (npm run legacy:seed) and the tests to build a source database. What each column becomes in
 * ours: docs/landshark-one.md.
 */

/** Account types of LandShark One; ours are a type and a payment method (see mapAccount in legacy-mapping.ts). */
export const LEGACY_ACCOUNT_TYPES = ['ESCROW', 'FLATFEE', 'ALACARTE', 'CARD'] as const;
export type LegacyAccountType = (typeof LEGACY_ACCOUNT_TYPES)[number];

/** User roles of LandShark One: SYSADMIN was the provider's staff, ACCTADMIN an account's administrator. */
export const LEGACY_ROLES = ['SYSADMIN', 'COUNTY', 'ACCTADMIN', 'USER', 'GUEST'] as const;
export type LegacyRole = (typeof LEGACY_ROLES)[number];

/**
 * Money rows of the audit log: DEPOSIT and REFUND add to the escrow balance, CHARGE takes from it; CARD (paid
 * by card) and INVOICE (billed) leave it alone. `amount` is never negative.
 */
export const LEGACY_TRANSACTION_TYPES = ['DEPOSIT', 'REFUND', 'CHARGE', 'CARD', 'INVOICE'] as const;
export type LegacyTransactionType = (typeof LEGACY_TRANSACTION_TYPES)[number];

/** Images remaining of an account with unlimited images. */
export const LEGACY_UNLIMITED_IMAGES = -1;

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The tables the migration needs; a database without them is not a LandShark One database. */
export const LEGACY_TABLES = [
  'ls_accounts',
  'ls_account_settings',
  'ls_users',
  'ls_audit_log',
  'ls_audit_transactions',
] as const;

/** Creates the LandShark One tables in an empty database. */
export const LEGACY_SCHEMA_SQL = `
create table ls_accounts (
  account_id serial primary key,
  account_name varchar(60) not null,
  account_type varchar(10) not null check (account_type in (${list(LEGACY_ACCOUNT_TYPES)})),
  escrow_balance numeric(12,2) not null default 0,
  images_remaining integer not null default 0,
  account_status char(1) not null default 'A' check (account_status in ('A', 'I')),
  created_date timestamp not null default now()
);
create table ls_account_settings (
  account_id integer not null references ls_accounts (account_id),
  setting_name varchar(40) not null,
  setting_value varchar(200) not null default '',
  primary key (account_id, setting_name)
);
create table ls_users (
  user_id serial primary key,
  user_name varchar(30) not null unique,
  password_hash varchar(100) not null,
  user_role varchar(10) not null check (user_role in (${list(LEGACY_ROLES)})),
  account_id integer references ls_accounts (account_id),
  first_name varchar(40) not null default '',
  last_name varchar(40) not null default '',
  email varchar(80),
  phone varchar(30) not null default '',
  address1 varchar(50) not null default '',
  city varchar(50) not null default '',
  state char(2) not null default '',
  zip varchar(10) not null default '',
  user_status char(1) not null default 'A' check (user_status in ('A', 'I', 'L', 'P')),
  created_date timestamp not null default now(),
  last_login timestamp
);
create table ls_audit_log (
  audit_id bigserial primary key,
  audit_ts timestamp not null,
  audit_type varchar(20) not null,
  user_id integer,
  account_id integer,
  description varchar(400) not null default ''
);
create index ls_audit_log_ts_idx on ls_audit_log (audit_ts);
create table ls_audit_transactions (
  trans_id bigserial primary key,
  audit_id bigint not null unique references ls_audit_log (audit_id),
  trans_type varchar(10) not null check (trans_type in (${list(LEGACY_TRANSACTION_TYPES)})),
  amount numeric(12,2) not null check (amount >= 0),
  balance_after numeric(12,2)
);
`;
