import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { ReportScope } from './scope';

/*
 * The rows of the reports, read from the database a page at a time (keyset pagination by (at, id)), never all at
 * once: audit_log entries and transaction_log (ledger) rows, each part in its own ordered query, merged here by
 * time. A report runs in chunks (a user, an account, or an account's user): each chunk's rows come from the
 * (user_id, at) or (account_id, at) indexes.
 */

/** Rows per page read from the database. */
export const PAGE_ROWS = 1000;

/** One line of an audit report or a statement. */
export type ReportRow = {
  source: 'A' | 'L';
  id: number;
  /** Microseconds since 1970 (exact, for ordering and the cursor). */
  micros: number;
  at: Date;
  userId: number | null;
  username: string | null;
  accountId: number | null;
  accountName: string | null;
  type: string;
  /** Audit entries: their detail; ledger rows: null. */
  detail: unknown;
  /** Ledger rows: description, amount, balance after and whether it is a credit. */
  description: string | null;
  amount: string | null;
  balanceAfter: string | null;
  credit: boolean;
};

/** Which rows of the scope a chunk covers (undefined: any). */
export type Chunk = {
  accountId?: number | null;
  user?: { userId: number | null; username: string | null };
};

const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::int8::text`;
const instant = (value: string) => sql`${value}::timestamptz`;
const fromMicros = (value: number) =>
  sql`('epoch'::timestamptz + ${String(value)}::int8 * interval '1 microsecond')`;

const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A ledger row that puts money into the account (the rest take it or charge it). */
export const CREDIT_SQL = (t: string) =>
  sql.raw(
    `(${t}.type in ('DEPOSIT', 'REFUND') or (${t}.type = 'ADJUSTMENT' and coalesce(${t}.balance_after > ${t}.balance_before, false)))`,
  );

function chunkConditions(alias: string, chunk: Chunk): SQL[] {
  const a = sql.raw(alias);
  const out: SQL[] = [];
  if (chunk.accountId !== undefined)
    out.push(
      chunk.accountId === null
        ? sql`${a}.account_id is null`
        : sql`${a}.account_id = ${chunk.accountId}`,
    );
  if (chunk.user)
    out.push(
      chunk.user.userId !== null
        ? sql`${a}.user_id = ${chunk.user.userId}`
        : sql`${a}.user_id is null and ${a}.username is not distinct from ${chunk.user.username}`,
    );
  return out;
}

/** The audit part's conditions (null: the scope lists no audit entries). */
export function auditWhere(scope: ReportScope, chunk: Chunk = {}): SQL | null {
  if (scope.auditTypes.length === 0) return null;
  const c: SQL[] = [
    sql`a.at >= ${instant(scope.start)}`,
    sql`a.at < ${instant(scope.end)}`,
    sql`a.type in (${list(scope.auditTypes)})`,
  ];
  if (scope.accountId !== null) c.push(sql`a.account_id = ${scope.accountId}`);
  if (scope.userId !== null) c.push(sql`a.user_id = ${scope.userId}`);
  if (scope.dataSource === 'FIVE') c.push(sql`a.type <> 'LANDSHARK_ONE'`);
  if (scope.dataSource === 'ONE') c.push(sql`a.type = 'LANDSHARK_ONE'`);
  c.push(...chunkConditions('a', chunk));
  return sql.join(c, sql` and `);
}

/** The ledger part's conditions (null: the scope lists no ledger rows). */
export function ledgerWhere(scope: ReportScope, chunk: Chunk = {}): SQL | null {
  if (scope.ledgerTypes.length === 0) return null;
  const c: SQL[] = [
    sql`t.at >= ${instant(scope.start)}`,
    sql`t.at < ${instant(scope.end)}`,
    sql`t.type in (${list(scope.ledgerTypes)})`,
  ];
  if (scope.accountId !== null) c.push(sql`t.account_id = ${scope.accountId}`);
  if (scope.userId !== null) c.push(sql`t.user_id = ${scope.userId}`);
  if (scope.statementId !== null) c.push(sql`t.id = ${scope.statementId}`);
  if (scope.dataSource === 'FIVE')
    c.push(sql`(t.reference is null or t.reference not like 'landshark-one:%')`);
  if (scope.dataSource === 'ONE') c.push(sql`t.reference like 'landshark-one:%'`);
  if (scope.report === 'AccountTypeReport') c.push(sql`t.account_id is not null`);
  c.push(...chunkConditions('t', chunk));
  return sql.join(c, sql` and `);
}

async function countOf(db: DbOrTx, from: SQL, where: SQL | null): Promise<number> {
  if (!where) return 0;
  const result = await db.execute<{ n: string }>(
    sql`select count(*)::int8::text as n from ${from} where ${where}`,
  );
  return Number(result.rows[0].n);
}

/** How many rows the report lists (audit entries and ledger rows). */
export async function countRows(db: DbOrTx, scope: ReportScope): Promise<number> {
  const audited = scope.report === 'UserReport' || scope.report === 'AccountReport';
  const [audit, ledger] = await Promise.all([
    audited ? countOf(db, sql`audit_log a`, auditWhere(scope)) : 0,
    countOf(db, sql`transaction_log t`, ledgerWhere(scope)),
  ]);
  return audit + ledger;
}

type Cursor = { micros: number; id: number } | null;

const toRow = (source: 'A' | 'L', r: Record<string, unknown>): ReportRow => ({
  source,
  id: Number(r.id),
  micros: Number(r.micros),
  at: new Date(Number(r.micros) / 1000),
  userId: r.user_id === null ? null : Number(r.user_id),
  username: (r.username as string | null) ?? null,
  accountId: r.account_id === null ? null : Number(r.account_id),
  accountName: (r.account_name as string | null) ?? null,
  type: String(r.type),
  detail: r.detail ?? null,
  description: (r.description as string | null) ?? null,
  amount: r.amount === null || r.amount === undefined ? null : String(r.amount),
  balanceAfter:
    r.balance_after === null || r.balance_after === undefined ? null : String(r.balance_after),
  credit: r.credit === true,
});

async function auditPage(db: DbOrTx, where: SQL, after: Cursor, limit: number) {
  const keyset = after
    ? sql` and a.at >= ${fromMicros(after.micros)} and (a.at > ${fromMicros(after.micros)} or a.id > ${after.id})`
    : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select a.id, ${micros(sql`a.at`)} as micros, a.user_id, a.username, a.account_id, ac.name as account_name,
           a.type, a.detail
      from audit_log a left join accounts ac on ac.id = a.account_id
     where ${where}${keyset}
     order by a.at, a.id
     limit ${limit}`);
  return result.rows.map((r) => toRow('A', r));
}

async function ledgerPage(db: DbOrTx, where: SQL, after: Cursor, limit: number) {
  const keyset = after
    ? sql` and t.at >= ${fromMicros(after.micros)} and (t.at > ${fromMicros(after.micros)} or t.id > ${after.id})`
    : sql``;
  const result = await db.execute<Record<string, unknown>>(sql`
    select t.id, ${micros(sql`t.at`)} as micros, t.user_id, t.username, t.account_id, ac.name as account_name,
           t.type, t.description, t.amount::text as amount, t.balance_after::text as balance_after,
           ${CREDIT_SQL('t')} as credit
      from transaction_log t left join accounts ac on ac.id = t.account_id
     where ${where}${keyset}
     order by t.at, t.id
     limit ${limit}`);
  return result.rows.map((r) => toRow('L', r));
}

/** One part's rows, page by page. */
async function* pages(
  read: (after: Cursor) => Promise<ReportRow[]>,
  pageRows: number,
): AsyncGenerator<ReportRow> {
  let after: Cursor = null;
  for (;;) {
    const page = await read(after);
    yield* page;
    if (page.length < pageRows) return;
    const last = page[page.length - 1];
    after = { micros: last.micros, id: last.id };
  }
}

const before = (a: ReportRow, b: ReportRow) =>
  a.micros !== b.micros
    ? a.micros < b.micros
    : a.source !== b.source
      ? a.source === 'A'
      : a.id < b.id;

/** A chunk's rows in time order: audit entries and ledger rows merged (an entry first at the same instant). */
export async function* chunkRows(
  db: DbOrTx,
  scope: ReportScope,
  chunk: Chunk,
  pageRows = PAGE_ROWS,
): AsyncGenerator<ReportRow> {
  const audited = scope.report === 'UserReport' || scope.report === 'AccountReport';
  const aw = audited ? auditWhere(scope, chunk) : null;
  const lw = ledgerWhere(scope, chunk);
  const audit = aw ? pages((after) => auditPage(db, aw, after, pageRows), pageRows) : null;
  const ledger = lw ? pages((after) => ledgerPage(db, lw, after, pageRows), pageRows) : null;
  let a = audit ? await audit.next() : null;
  let l = ledger ? await ledger.next() : null;
  for (;;) {
    const hasA = a !== null && !a.done;
    const hasL = l !== null && !l.done;
    if (!hasA && !hasL) return;
    if (hasA && (!hasL || before(a!.value as ReportRow, l!.value as ReportRow))) {
      yield a!.value as ReportRow;
      a = await audit!.next();
    } else {
      yield l!.value as ReportRow;
      l = await ledger!.next();
    }
  }
}

/** A chunk of an audit report or statement with its totals (summary lines, subtotals). */
export type ChunkTotals = {
  chunk: Chunk;
  accountName: string | null;
  username: string | null;
  auditCount: number;
  ledgerCount: number;
  debits: string;
  credits: string;
};

/**
 * The chunks of a report, in order, with their counts and money totals: per user (User report), per account or
 * per account and user when ordered by username (Account report), per account (Statement).
 */
export async function chunksOf(db: DbOrTx, scope: ReportScope): Promise<ChunkTotals[]> {
  const byUser = scope.report === 'UserReport';
  const byAccountUser = scope.report === 'AccountReport' && scope.orderBy === 'username';
  const keys = byUser
    ? ['user_id', 'username']
    : byAccountUser
      ? ['account_id', 'user_id', 'username']
      : ['account_id'];
  const cols = (alias: string) => sql.raw(keys.map((k) => `${alias}.${k}`).join(', '));
  const aw = scope.report === 'StatementReport' ? null : auditWhere(scope);
  const lw = ledgerWhere(scope);
  const parts: SQL[] = [];
  if (aw)
    parts.push(sql`select ${cols('a')}, count(*) as audits, 0 as ledgers, 0::numeric as debits, 0::numeric as credits
                     from audit_log a where ${aw} group by ${cols('a')}`);
  if (lw)
    parts.push(sql`select ${cols('t')}, 0 as audits, count(*) as ledgers,
                          coalesce(sum(t.amount) filter (where not ${CREDIT_SQL('t')}), 0) as debits,
                          coalesce(sum(t.amount) filter (where ${CREDIT_SQL('t')}), 0) as credits
                     from transaction_log t where ${lw} group by ${cols('t')}`);
  if (parts.length === 0) return [];
  const k = sql.raw(keys.map((key) => `x.${key}`).join(', '));
  const order = byUser
    ? sql.raw(`lower(coalesce(g.username, '')), g.user_id`)
    : byAccountUser
      ? sql.raw(
          `lower(ac.name) nulls last, g.account_id, lower(coalesce(g.username, '')), g.user_id`,
        )
      : sql.raw(`lower(ac.name) nulls last, g.account_id`);
  const accountJoin = byUser
    ? sql`left join accounts ac on false`
    : sql`left join accounts ac on ac.id = g.account_id`;
  const result = await db.execute<Record<string, unknown>>(sql`
    select g.*, ac.name as account_name
      from (select ${k}, sum(x.audits)::int8::text as audits, sum(x.ledgers)::int8::text as ledgers,
                   sum(x.debits)::text as debits, sum(x.credits)::text as credits
              from (${sql.join(parts, sql` union all `)}) x
             group by ${k}) g ${accountJoin}
     order by ${order}`);
  return result.rows.map((r) => {
    const user = {
      userId: r.user_id == null ? null : Number(r.user_id),
      username: (r.username as string) ?? null,
    };
    const accountId = r.account_id == null ? null : Number(r.account_id);
    return {
      chunk: byUser ? { user } : byAccountUser ? { accountId, user } : { accountId },
      accountName: (r.account_name as string | null) ?? null,
      username: byUser || byAccountUser ? user.username : null,
      auditCount: Number(r.audits),
      ledgerCount: Number(r.ledgers),
      debits: String(r.debits),
      credits: String(r.credits),
    };
  });
}

/** An account's escrow balance just before an instant, from the ledger (0 before its first balance). */
export async function balanceBefore(db: DbOrTx, accountId: number, at: string): Promise<string> {
  const result = await db.execute<{ balance: string }>(sql`
    select balance_after::text as balance from transaction_log
     where account_id = ${accountId} and at < ${instant(at)} and balance_after is not null
     order by at desc, id desc limit 1`);
  return result.rows[0]?.balance ?? '0.00';
}

/** Count and dollars per ledger type of a statement's account (its Totals by Type). */
export async function totalsByType(
  db: DbOrTx,
  scope: ReportScope,
  chunk: Chunk,
): Promise<{ type: string; count: number; amount: string; credit: string }[]> {
  const lw = ledgerWhere(scope, chunk);
  if (!lw) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    select t.type, count(*)::int8::text as n, sum(t.amount)::text as amount,
           coalesce(sum(t.amount) filter (where ${CREDIT_SQL('t')}), 0)::text as credit
      from transaction_log t where ${lw} group by t.type order by t.type`);
  return result.rows.map((r) => ({
    type: String(r.type),
    count: Number(r.n),
    amount: String(r.amount),
    credit: String(r.credit),
  }));
}

/** One line of the account type summary: an account type and payment method, a ledger type's count and sum. */
export type AccountTypeLine = {
  accountType: string;
  paymentMethod: string;
  accounts: number;
  withActivity: number;
  /** Per ledger type: rows, dollars, and the dollars of those that were credits. */
  byType: { type: string; count: number; amount: string; credit: string }[];
};

/** The Transaction Summary - Account Type's figures (the accounts' current type and payment method). */
export async function accountTypeSummary(
  db: DbOrTx,
  scope: ReportScope,
): Promise<AccountTypeLine[]> {
  const lw = ledgerWhere(scope);
  const accountFilter = scope.accountId !== null ? sql`where id = ${scope.accountId}` : sql``;
  const [kinds, sums] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select account_type, payment_method, count(*)::int as n from accounts ${accountFilter}
       group by 1, 2 order by 1, 2`),
    lw
      ? db.execute<Record<string, unknown>>(sql`
          select ac.account_type, ac.payment_method, t.type, count(*)::int8::text as n,
                 sum(t.amount)::text as amount,
                 coalesce(sum(t.amount) filter (where ${CREDIT_SQL('t')}), 0)::text as credit
            from transaction_log t join accounts ac on ac.id = t.account_id
           where ${lw} group by 1, 2, 3 order by 1, 2, 3`)
      : Promise.resolve({ rows: [] as Record<string, unknown>[] }),
  ]);
  const active = lw
    ? await db.execute<Record<string, unknown>>(sql`
        select ac.account_type, ac.payment_method, count(distinct t.account_id)::int as n
          from transaction_log t join accounts ac on ac.id = t.account_id
         where ${lw} group by 1, 2`)
    : { rows: [] as Record<string, unknown>[] };
  const key = (r: Record<string, unknown>) => `${r.account_type}|${r.payment_method}`;
  const lines = new Map<string, AccountTypeLine>();
  for (const r of kinds.rows)
    lines.set(key(r), {
      accountType: String(r.account_type),
      paymentMethod: String(r.payment_method),
      accounts: Number(r.n),
      withActivity: 0,
      byType: [],
    });
  for (const r of active.rows) {
    const line = lines.get(key(r));
    if (line) line.withActivity = Number(r.n);
  }
  for (const r of sums.rows) {
    const line = lines.get(key(r));
    if (!line) continue;
    line.byType.push({
      type: String(r.type),
      count: Number(r.n),
      amount: String(r.amount),
      credit: String(r.credit),
    });
  }
  return [...lines.values()];
}
