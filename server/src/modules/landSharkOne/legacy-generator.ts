import { Random } from '../../db/seed/records/random';
import { legacyHash } from './legacy-password';
import type { LegacyAccountType, LegacyRole, LegacyTransactionType } from './legacy-schema';
import { LEGACY_SCHEMA_SQL, LEGACY_UNLIMITED_IMAGES } from './legacy-schema';
import type { LegacySource } from './legacy-source';

/*
 * A LandShark One county of any size, for the migration's tests, its benchmark and `npm run legacy:seed`:
 * N accounts, about 3 users each, and years of audit rows whose money rows add up to each account's escrow
 * balance to the cent. The same seed gives the same database (a seeded generator; no Math.random).
 * Every generated user's password is LEGACY_DEMO_PASSWORD.
 */

export const LEGACY_DEMO_PASSWORD = 'Shark!One1999';
export const LEGACY_SEED = 'landshark-one';

export type LegacyGenerateOptions = {
  accounts: number;
  /** Audit rows per account besides its money rows (default 6): the benchmark asks for many more. */
  auditRowsPerAccount?: number;
  seed?: string;
  /** Rows per INSERT statement. */
  batchRows?: number;
  /** Told after each flushed batch (rows written so far). */
  onProgress?: (rows: number) => void;
};

export type LegacyGenerateSummary = {
  accounts: number;
  users: number;
  settings: number;
  auditRows: number;
  transactions: number;
  /** Sum of every account's escrow balance, in cents. */
  balanceCents: number;
};

const FIRST = [
  'Ada',
  'Ben',
  'Cora',
  'Dale',
  'Edna',
  'Frank',
  'Gail',
  'Hank',
  'Iris',
  'Jon',
  'Kay',
  'Lou',
];
const LAST = [
  'Olsen',
  'Berg',
  'Lind',
  'Moe',
  'Dahl',
  'Vik',
  'Strand',
  'Holm',
  'Nash',
  'Reyes',
  'Kim',
  'Tran',
];
const FIRMS = ['Title', 'Abstract', 'Land Services', 'Law Office', 'Surveying', 'Realty', 'Bank'];
const PLACES = [
  'Pine Ridge',
  'North Star',
  'Cedar',
  'Lakeside',
  'Prairie',
  'Iron Range',
  'Red River',
];
const CITIES = ['Pine Ridge', 'Lakeside', 'Cedar Falls', 'Grand Marais', 'Two Harbors'];
const EVENTS = ['LOGIN', 'LOGOUT', 'SEARCH', 'PWDCHANGE', 'PROFILE'];
const TYPES: LegacyAccountType[] = ['ESCROW', 'ESCROW', 'FLATFEE', 'ALACARTE', 'CARD'];

const DAY_MS = 86_400_000;
/** The generated history ends here (fixed: the same seed gives the same rows on any day). */
const HISTORY_END = Date.UTC(2025, 11, 31, 17, 0, 0);
const HISTORY_DAYS = 3 * 365;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** LandShark One's timestamps: county local time without a zone. */
const legacyTimestamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${pad(cents % 100, 2)}`;

class Batcher {
  private rows: unknown[][] = [];
  written = 0;
  constructor(
    private readonly source: LegacySource,
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly size: number,
    private readonly onFlush?: (rows: number) => void,
    /** Tables this one's rows name: flushed first, so the foreign keys hold at every statement. */
    private readonly parents: Batcher[] = [],
  ) {}

  async add(row: unknown[]): Promise<void> {
    this.rows.push(row);
    // PostgreSQL takes at most 65535 parameters a statement.
    if (this.rows.length >= Math.min(this.size, Math.floor(65_535 / this.columns.length)))
      await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    for (const parent of this.parents) await parent.flush();
    const width = this.columns.length;
    const values = this.rows
      .map((_, r) => `(${this.columns.map((__, c) => `$${r * width + c + 1}`).join(', ')})`)
      .join(', ');
    await this.source.query(
      `insert into ${this.table} (${this.columns.join(', ')}) values ${values}`,
      this.rows.flat(),
    );
    this.written += this.rows.length;
    this.rows = [];
    this.onFlush?.(this.written);
  }
}

/** Creates the LandShark One tables in an empty database (the source of a test or of legacy:seed). */
export async function createLegacySchema(source: LegacySource): Promise<void> {
  await source.query(LEGACY_SCHEMA_SQL);
}

/**
 * Fills an empty LandShark One database (its tables created) with a generated county. Ids are given
 * explicitly (1..N) and the sequences set after, so the same seed gives the same ids.
 */
export async function generateLegacyCounty(
  source: LegacySource,
  options: LegacyGenerateOptions,
): Promise<LegacyGenerateSummary> {
  const random = new Random(options.seed ?? LEGACY_SEED);
  const extraRows = options.auditRowsPerAccount ?? 6;
  const batch = options.batchRows ?? 2_000;
  const accounts = new Batcher(
    source,
    'ls_accounts',
    [
      'account_id',
      'account_name',
      'account_type',
      'escrow_balance',
      'images_remaining',
      'account_status',
      'created_date',
    ],
    batch,
  );
  const settings = new Batcher(
    source,
    'ls_account_settings',
    ['account_id', 'setting_name', 'setting_value'],
    batch,
    undefined,
    [accounts],
  );
  const users = new Batcher(
    source,
    'ls_users',
    [
      'user_id',
      'user_name',
      'password_hash',
      'user_role',
      'account_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address1',
      'city',
      'state',
      'zip',
      'user_status',
      'created_date',
      'last_login',
    ],
    batch,
    undefined,
    [accounts],
  );
  const audit = new Batcher(
    source,
    'ls_audit_log',
    ['audit_id', 'audit_ts', 'audit_type', 'user_id', 'account_id', 'description'],
    batch,
    options.onProgress,
  );
  const money = new Batcher(
    source,
    'ls_audit_transactions',
    ['trans_id', 'audit_id', 'trans_type', 'amount', 'balance_after'],
    batch,
    undefined,
    [audit],
  );
  // One hash for everyone (hashing is cheap, but a million rows of it is not): a salt per user would be LandShark
  // One's way, and the migration treats each hash on its own either way.
  const hash = legacyHash(LEGACY_DEMO_PASSWORD, Buffer.from('0123abcd', 'hex'));
  let userId = 0;
  let auditId = 0;
  let balanceCents = 0;

  // The county's own staff and its guest login come first, without an account.
  const staff: [string, LegacyRole][] = [
    ['sysadmin', 'SYSADMIN'],
    ['recorder', 'COUNTY'],
    ['deputy.recorder', 'COUNTY'],
    ['public', 'GUEST'],
  ];
  for (const [name, role] of staff) {
    userId += 1;
    // prettier-ignore
    await users.add([userId, name, hash, role, null, '', name, `${name}@county.example`, '', '', '', '', '', 'A',
      legacyTimestamp(HISTORY_END - HISTORY_DAYS * DAY_MS), legacyTimestamp(HISTORY_END - random.int(0, 30) * DAY_MS)]);
  }

  for (let a = 1; a <= options.accounts; a += 1) {
    const type = TYPES[a % TYPES.length];
    const name = `${random.pick(PLACES)} ${random.pick(FIRMS)} ${pad(a, 5)}`;
    const created = HISTORY_END - HISTORY_DAYS * DAY_MS + random.int(0, 30) * DAY_MS;
    const userIds: number[] = [];
    const userRows: unknown[][] = [];
    const auditRows: unknown[][] = [];
    const moneyRows: unknown[][] = [];
    const people = random.int(2, 4);
    for (let u = 0; u < people; u += 1) {
      userId += 1;
      userIds.push(userId);
      const first = random.pick(FIRST);
      const last = random.pick(LAST);
      const status = random.chance(0.85) ? 'A' : random.pick(['I', 'L', 'P']);
      const lastLogin =
        status === 'P' ? null : legacyTimestamp(HISTORY_END - random.int(0, 400) * DAY_MS);
      // prettier-ignore
      userRows.push([userId, `${first}.${last}${userId}`.toLowerCase(), hash, u === 0 ? 'ACCTADMIN' : 'USER', a,
        first, last, `${first}.${last}.${userId}@example.com`.toLowerCase(),
        `(218) 555-${pad(userId % 10_000, 4)}`, `${random.int(1, 9999)} Main St`, random.pick(CITIES), 'MN',
        pad(55_000 + random.int(0, 999), 5), status, legacyTimestamp(created), lastLogin]);
    }

    // The account's history: money rows (escrow accounts' deposits and charges; card and invoice charges for the
    // others) and other events, in time order, each a day or so apart.
    const escrow = type === 'ESCROW' || (type === 'FLATFEE' && a % 2 === 0);
    const rows = extraRows + random.int(2, 6);
    let balance = 0;
    let at = created;
    const step = Math.max(1, Math.floor((HISTORY_DAYS * DAY_MS) / (rows + 1)));
    for (let r = 0; r < rows; r += 1) {
      at += random.int(1, step);
      auditId += 1;
      const user = random.pick(userIds);
      const kind = r % 3;
      let trans: LegacyTransactionType | null = null;
      let cents = 0;
      if (kind !== 0) {
        if (escrow) {
          if (balance < 2_000 || random.chance(0.2)) {
            trans = random.chance(0.05) && balance > 0 ? 'REFUND' : 'DEPOSIT';
            cents = random.int(50, 500) * 100 + random.int(0, 99);
          } else {
            trans = 'CHARGE';
            cents = Math.min(balance, random.int(100, 2_500));
          }
        } else {
          trans = type === 'CARD' ? 'CARD' : 'INVOICE';
          cents = random.int(100, 2_500);
        }
      }
      if (trans === 'DEPOSIT' || trans === 'REFUND') balance += cents;
      if (trans === 'CHARGE') balance -= cents;
      const event = trans ?? random.pick(EVENTS);
      const description = trans
        ? `${trans === 'CHARGE' || trans === 'CARD' || trans === 'INVOICE' ? 'Image purchase, document' : 'Escrow deposit, receipt'} ${random.int(100_000, 999_999)}`
        : `${event.toLowerCase()} from 10.0.${random.int(0, 255)}.${random.int(1, 254)}`;
      auditRows.push([auditId, legacyTimestamp(at), event, user, a, description]);
      if (trans)
        moneyRows.push([auditId, auditId, trans, dollars(cents), escrow ? dollars(balance) : null]);
    }
    balanceCents += balance;
    const images =
      type === 'FLATFEE' ? (a % 7 === 0 ? LEGACY_UNLIMITED_IMAGES : random.int(0, 500)) : 0;
    await accounts.add([
      a,
      name,
      type,
      dollars(balance),
      images,
      random.chance(0.9) ? 'A' : 'I',
      legacyTimestamp(created),
    ]);
    const values: [string, string][] = [
      ['ADDRESS', `${random.int(1, 9999)} ${random.pick(['Lake', 'Oak', 'First', 'Second'])} Ave`],
      ['CITY', random.pick(CITIES)],
      ['STATE', 'MN'],
      ['ZIP', pad(55_000 + random.int(0, 999), 5)],
      ['PHONE', `(218) 555-${pad(a % 10_000, 4)}`],
      ['EMAIL', `office${a}@example.com`],
      ['BILLING', escrow ? 'ESCROW' : 'INVOICE'],
      ['MONTHLY_FEE', type === 'FLATFEE' ? '150.00' : type === 'ALACARTE' ? '25.00' : '0.00'],
      ['FLAT_FEE_LEVEL', type === 'FLATFEE' ? String(1 + (a % 5)) : '0'],
    ];
    if (a % 4 === 0) values.push(['LANDLINK_ACCOUNT', String(100_000 + a)]);
    for (const [setting, value] of values) await settings.add([a, setting, value]);
    for (const row of userRows) await users.add(row);
    for (const row of auditRows) await audit.add(row);
    for (const row of moneyRows) await money.add(row);
  }
  await accounts.flush();
  await settings.flush();
  await users.flush();
  await audit.flush();
  await money.flush();
  for (const [table, column] of [
    ['ls_accounts', 'account_id'],
    ['ls_users', 'user_id'],
    ['ls_audit_log', 'audit_id'],
    ['ls_audit_transactions', 'trans_id'],
  ]) {
    await source.query(
      `select setval(pg_get_serial_sequence('${table}', '${column}'), greatest(1, (select coalesce(max(${column}), 0) from ${table})))`,
    );
  }
  return {
    accounts: accounts.written,
    users: users.written,
    settings: settings.written,
    auditRows: audit.written,
    transactions: money.written,
    balanceCents,
  };
}
