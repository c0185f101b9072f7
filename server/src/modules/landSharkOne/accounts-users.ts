import { and, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { landSharkOneIdMap } from '../../db/landshark-one-schema';
import { accounts, users, type NewUserRow } from '../../db/schema';
import { writeAudit } from '../audit/repository';
import { mapAccount, mapUser, type LegacyAccount, type LegacyUser } from './legacy-mapping';
import type { LegacySource } from './legacy-source';
import { addSkip, emptyReport, updateRun, type RunReport } from './runs';

/*
 * Migrate Accounts & Users (spec 3 §2.3 "LandShark One Accounts Users"): reads every LandShark One account (with
 * its settings) and user, then in ONE transaction wipes our accounts and users (provider staff, TRIMIN, and the
 * person who asked are kept) and copies them, balances to the cent. All or nothing: a failure leaves the portal
 * as it was. The ledger (transaction_log) is never touched: its rows keep the ids and usernames they recorded.
 * Decisions: docs/landshark-one.md.
 */

export type Caller = { userId: number; username: string; clientAddress: string | null };

const CHUNK = 500;

/** LandShark One's accounts with their settings as one object, in id order; times read as county times. */
export async function readLegacyAccounts(source: LegacySource, timeZone: string) {
  const { rows } = await source.query<LegacyAccount>(
    `select a.account_id, a.account_name, a.account_type, a.escrow_balance::text as escrow_balance,
            a.images_remaining, a.account_status, a.created_date at time zone $1 as created_date,
            (select json_object_agg(s.setting_name, s.setting_value) from ls_account_settings s
              where s.account_id = a.account_id) as settings
       from ls_accounts a order by a.account_id`,
    [timeZone],
  );
  return rows.map((r) => ({ ...r, account_id: Number(r.account_id) }));
}

export async function readLegacyUsers(source: LegacySource, timeZone: string) {
  const { rows } = await source.query<LegacyUser>(
    `select user_id, user_name, password_hash, user_role, account_id, first_name, last_name, email, phone,
            address1, city, state, zip, user_status, created_date at time zone $1 as created_date,
            last_login at time zone $1 as last_login
       from ls_users order by user_id`,
    [timeZone],
  );
  return rows.map((r) => ({
    ...r,
    user_id: Number(r.user_id),
    account_id: r.account_id === null ? null : Number(r.account_id),
  }));
}

/** Sum of balances in cents as text, by the database (numeric: exact). */
async function sumBalances(tx: Tx): Promise<string> {
  const result = await tx.execute<{ total: string }>(
    sql`select coalesce(sum(escrow_balance), 0)::text as total from accounts`,
  );
  return result.rows[0].total;
}

/** Wipes ours and copies theirs, in the caller's transaction; answers the report. */
async function copyAll(
  tx: Tx,
  legacyAccounts: Awaited<ReturnType<typeof readLegacyAccounts>>,
  legacyUsers: Awaited<ReturnType<typeof readLegacyUsers>>,
  caller: Caller,
): Promise<RunReport> {
  const report = emptyReport();

  // What the wipe leaves behind, for the report: ledger rows of the accounts and users going away stay as they are.
  const ledger = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from transaction_log t
     where t.account_id is not null
        or t.user_id in (select id from users where role <> 'TRIMIN' and id <> ${caller.userId})`);
  const staff = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from users where role = 'COUNTY'`,
  );
  // Kept users (TRIMIN, the caller) lose their account, which is about to go.
  await tx
    .update(users)
    .set({ accountId: null })
    .where(sql`${users.role} = 'TRIMIN' or ${users.id} = ${caller.userId}`);
  const removedUsers = await tx
    .delete(users)
    .where(and(ne(users.role, 'TRIMIN'), ne(users.id, caller.userId)))
    .returning({ id: users.id });
  const removedAccounts = await tx.delete(accounts).returning({ id: accounts.id });
  await tx.delete(landSharkOneIdMap);
  report.notes.push(
    `Removed ${removedAccounts.length} accounts and ${removedUsers.length} users (${staff.rows[0].n} of them county staff); provider staff and the caller were kept.`,
    `Kept ${ledger.rows[0].n} ledger rows of earlier accounts and users as they were recorded.`,
  );

  // Accounts: a name must be unique here; a repeated LandShark One name gets its legacy number.
  const accountIds = new Map<number, number>();
  const names = new Set<string>();
  const toInsert: { legacyId: number; row: typeof accounts.$inferInsert }[] = [];
  for (const legacy of legacyAccounts) {
    const mapped = mapAccount(legacy);
    if (!mapped.ok) {
      addSkip(report, {
        kind: 'account',
        legacyId: String(legacy.account_id),
        name: legacy.account_name,
        reason: mapped.reason,
      });
      continue;
    }
    let name = mapped.row.name;
    if (!name || names.has(name.toLowerCase())) {
      name = `${name || 'Account'} (LandShark One ${legacy.account_id})`;
      report.notes.push(
        `Account ${legacy.account_id} "${mapped.row.name}" was renamed "${name}" (a repeated name).`,
      );
    }
    names.add(name.toLowerCase());
    toInsert.push({ legacyId: legacy.account_id, row: { ...mapped.row, name } });
  }
  for (let i = 0; i < toInsert.length; i += CHUNK) {
    const chunk = toInsert.slice(i, i + CHUNK);
    const inserted = await tx
      .insert(accounts)
      .values(chunk.map((c) => c.row))
      .returning({ id: accounts.id, name: accounts.name });
    const byName = new Map(inserted.map((r) => [r.name, r.id]));
    for (const c of chunk) accountIds.set(c.legacyId, byName.get(c.row.name!)!);
  }
  await insertMap(tx, 'ACCOUNT', accountIds);

  // Users: usernames and e-mail addresses are unique here regardless of case.
  const kept = await tx
    .select({ usernameLower: users.usernameLower, email: users.email })
    .from(users);
  const takenNames = new Set(kept.map((u) => u.usernameLower));
  const takenEmails = new Set(kept.flatMap((u) => (u.email ? [u.email.toLowerCase()] : [])));
  const userRows: { legacyId: number; row: NewUserRow }[] = [];
  for (const legacy of legacyUsers) {
    const accountId =
      legacy.account_id === null ? null : (accountIds.get(legacy.account_id) ?? null);
    const mapped = mapUser(legacy, accountId);
    const skip = (reason: string) =>
      addSkip(report, {
        kind: 'user',
        legacyId: String(legacy.user_id),
        name: legacy.user_name,
        reason,
      });
    if (!mapped.ok) {
      skip(mapped.reason);
      continue;
    }
    const row = mapped.row;
    if (takenNames.has(row.usernameLower)) {
      skip(
        'the username is taken (a kept provider staff user, or a LandShark One user differing only in case)',
      );
      continue;
    }
    if (legacy.account_id !== null && accountId === null)
      skip('copied without an account: its LandShark One account was not copied');
    if (row.email && takenEmails.has(row.email.toLowerCase())) {
      skip(`copied without its e-mail address ${row.email}: another user has it`);
      row.email = null;
    }
    takenNames.add(row.usernameLower);
    if (row.email) takenEmails.add(row.email.toLowerCase());
    userRows.push({ legacyId: legacy.user_id, row });
  }
  const userIds = new Map<number, number>();
  for (let i = 0; i < userRows.length; i += CHUNK) {
    const chunk = userRows.slice(i, i + CHUNK);
    const inserted = await tx
      .insert(users)
      .values(chunk.map((c) => c.row))
      .returning({ id: users.id, usernameLower: users.usernameLower });
    const byName = new Map(inserted.map((r) => [r.usernameLower, r.id]));
    for (const c of chunk) userIds.set(c.legacyId, byName.get(c.row.usernameLower)!);
  }
  await insertMap(tx, 'USER', userIds);

  report.copied = {
    accounts: accountIds.size,
    users: userIds.size,
    settings: legacyAccounts
      .filter((a) => accountIds.has(a.account_id))
      .reduce((n, a) => n + Object.keys(a.settings ?? {}).length, 0),
  };
  report.notes.push(`Balances copied: $${await sumBalances(tx)} in all.`);
  return report;
}

async function insertMap(tx: Tx, kind: 'ACCOUNT' | 'USER', ids: Map<number, number>) {
  const rows = [...ids].map(([legacyId, newId]) => ({ kind, legacyId, newId }));
  for (let i = 0; i < rows.length; i += CHUNK * 4)
    await tx.insert(landSharkOneIdMap).values(rows.slice(i, i + CHUNK * 4));
}

/**
 * The run of a Migrate Accounts & Users job: reads the source, then wipes and copies in one transaction, which
 * also finishes the run row and writes the LANDSHARK_ONE_MIGRATION audit row.
 */
export async function migrateAccountsUsers(
  app: FastifyInstance,
  source: LegacySource,
  runId: number,
  caller: Caller,
): Promise<RunReport> {
  const timeZone = app.config.countyTimeZone;
  const legacyAccounts = await readLegacyAccounts(source, timeZone);
  const legacyUsers = await readLegacyUsers(source, timeZone);
  const total = legacyAccounts.length + legacyUsers.length;
  await updateRun(app.db, runId, { state: 'running', total, done: 0 });
  return app.db.transaction(async (tx) => {
    const report = await copyAll(tx, legacyAccounts, legacyUsers, caller);
    const skipped = report.skipped.length + report.skippedNotListed;
    await updateRun(tx, runId, {
      state: 'done',
      done: total,
      report,
      finished: true,
    });
    await writeAudit(tx, {
      type: 'LANDSHARK_ONE_MIGRATION',
      userId: caller.userId,
      username: caller.username,
      clientAddress: caller.clientAddress,
      detail: { runId, part: 'accountsUsers', copied: report.copied, skipped },
    });
    return report;
  });
}
