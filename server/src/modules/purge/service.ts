import { formatUsDate, parseUsDate } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { addDays, countyDate, startOfCountyDay } from '../../lib/county-time';
import { writeAudit, type AuditType } from '../audit/repository';

/*
 * The purges of User Admin (spec 3 §2.3, §3, §5; docs/decisions.md "Purges").
 *
 * A user purge deletes the users that are Inactive (I) or Pending (P: self-registration never completed) and whose
 * last activity is before the cutoff, with the rows that are only theirs and carry no money (sessions, e-mailed
 * tickets, known browsers, recent searches, unfinished purchase dialogs: all ON DELETE CASCADE). It never deletes
 * county or provider staff (COUNTY, TRIMIN), any guest login (role GUEST, the county's guest user among them),
 * active or locked users, nor a user that money rows name: the ledger (transaction_log), card tokens and
 * preauthorizations, and paid pages (image_purchases); such a user is kept and counted as kept. The ledger, the
 * accounts and the audit log are never touched: their rows keep the user's id and username as text.
 *
 * An audit-log purge deletes audit_log rows older than the cutoff, except the money types (billing runs, card
 * payments applied or voided) and the purges' own records. Each run writes one audit row with its counts.
 */

/** Who asked for a purge: a person (purge now) or the schedule (null user). */
export type PurgeActor = {
  userId: number | null;
  username: string | null;
  clientAddress: string | null;
};

export const SCHEDULE: PurgeActor = { userId: null, username: null, clientAddress: null };

export type PurgeOutcome = { cutoff: string; deleted: number; kept: number };

/** Audit types an audit-log purge keeps whatever their age: money, and the purges' own records. */
export const KEPT_AUDIT_TYPES: readonly AuditType[] = [
  'ACCOUNT_TASKS',
  'CARD_PAYMENT_APPLIED',
  'CARD_PAYMENT_VOIDED',
  'USER_PURGE',
  'AUDIT_LOG_PURGE',
];

/** Roles a purge never deletes: staff, and guest logins (shared logins of no one person). */
const PROTECTED_ROLES = ['TRIMIN', 'COUNTY', 'GUEST'] as const;

/** The county's today (a calendar date) and the day `days` before it. */
export function countyToday(app: FastifyInstance, now = new Date()): Date {
  return countyDate(now, app.config.countyTimeZone);
}

/** The purge date a schedule of `days` days means today: the county day `days` before today, as MM/DD/YYYY. */
export function purgeDateFor(app: FastifyInstance, days: number, now = new Date()): string {
  return formatUsDate(addDays(countyToday(app, now), -days));
}

/** The instant a purge date's county day begins: what was last active before it is purged. */
export function cutoffOf(app: FastifyInstance, purgeDate: string): Date {
  const date = parseUsDate(purgeDate);
  if (!date) throw new Error(`not a purge date: ${purgeDate}`);
  return startOfCountyDay(date, app.config.countyTimeZone);
}

/**
 * A user's last activity: the latest of its creation, the last change to its row (a sign-in, a status change,
 * a profile edit all stamp updated_at), its last sign-in in the audit log, the last use of a known browser and
 * its sessions' last request.
 */
const lastActivity = sql`greatest(
  u.created_at,
  u.updated_at,
  (select max(a.at) from audit_log a where a.user_id = u.id and a.type = 'LOGIN_SUCCESS'),
  (select max(d.last_used_at) from known_devices d where d.user_id = u.id),
  (select max(s.last_seen_at) from sessions s where s.user_id = u.id)
)`;

/** Rows with a money meaning that name the user: the user is kept while any exists. */
const hasMoneyRows = sql`(
  exists (select 1 from transaction_log t where t.user_id = u.id)
  or exists (select 1 from card_gateway_tokens c where c.user_id = u.id)
  or exists (select 1 from card_preauthorizations p where p.user_id = u.id)
  or exists (select 1 from image_purchases i where i.user_id = u.id)
)`;

/** Users a purge with this cutoff would delete or keep (eligible by status, role and age). */
function eligible(cutoff: Date, guestUserName: string) {
  return sql`u.status in ('I', 'P')
    and u.role not in (${sql.join(
      PROTECTED_ROLES.map((r) => sql`${r}`),
      sql`, `,
    )})
    and u.username_lower <> ${guestUserName.trim().toLowerCase()}
    and ${lastActivity} < ${cutoff.toISOString()}::timestamptz`;
}

const isForeignKeyViolation = (err: unknown): boolean => {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: string }).code === '23503') return true;
  return false;
};

/**
 * Deletes the users of `ids` that are still eligible, in one statement; should a row of a table added later refuse
 * it (a foreign key without ON DELETE CASCADE), one by one, keeping the users that cannot go.
 */
async function deleteUsers(
  tx: DbOrTx,
  ids: number[],
  cutoff: Date,
  guestUserName: string,
): Promise<number> {
  if (!ids.length) return 0;
  const remove = async (db: DbOrTx, some: number[]) => {
    const result = await db.execute<{ id: number }>(sql`
      delete from users u
      where u.id in (${sql.join(
        some.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${eligible(cutoff, guestUserName)} and not ${hasMoneyRows}
      returning u.id`);
    return result.rows.length;
  };
  try {
    return await tx.transaction((inner) => remove(inner, ids));
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
  }
  let deleted = 0;
  for (const id of ids) {
    try {
      deleted += await tx.transaction((inner) => remove(inner, [id]));
    } catch (err) {
      if (!isForeignKeyViolation(err)) throw err;
    }
  }
  return deleted;
}

/** Purges the users last active before `purgeDate` (MM/DD/YYYY, a county day) and audits the counts. */
export async function purgeUsers(
  app: FastifyInstance,
  purgeDate: string,
  actor: PurgeActor,
): Promise<PurgeOutcome> {
  const cutoff = cutoffOf(app, purgeDate);
  const { guestUserName } = await app.countyConfig.get('userAccess');
  return app.db.transaction(async (tx) => {
    const candidates = await tx.execute<{ id: number; has_money: boolean }>(sql`
      select u.id, ${hasMoneyRows} as has_money
      from users u
      where ${eligible(cutoff, guestUserName)}
      order by u.id`);
    const ids = candidates.rows.filter((r) => !r.has_money).map((r) => Number(r.id));
    const deleted = await deleteUsers(tx, ids, cutoff, guestUserName);
    const outcome = {
      cutoff: cutoff.toISOString(),
      deleted,
      kept: candidates.rows.length - deleted,
    };
    await writeAudit(tx, {
      type: 'USER_PURGE',
      ...actor,
      detail: { purgeDate, ...outcome },
    });
    return outcome;
  });
}

/** Purges the audit log's rows older than `purgeDate`'s county day (but the kept types) and audits the counts. */
export async function purgeAuditLog(
  app: FastifyInstance,
  purgeDate: string,
  actor: PurgeActor,
): Promise<PurgeOutcome> {
  const cutoff = cutoffOf(app, purgeDate);
  const kept = sql.join(
    KEPT_AUDIT_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  return app.db.transaction(async (tx) => {
    const removed = await tx.execute<{ n: number }>(sql`
      with gone as (
        delete from audit_log where at < ${cutoff.toISOString()}::timestamptz and type not in (${kept})
        returning 1
      )
      select count(*)::int as n from gone`);
    const stays = await tx.execute<{ n: number }>(sql`
      select count(*)::int as n from audit_log
      where at < ${cutoff.toISOString()}::timestamptz and type in (${kept})`);
    const outcome = {
      cutoff: cutoff.toISOString(),
      deleted: Number(removed.rows[0].n),
      kept: Number(stays.rows[0].n),
    };
    await writeAudit(tx, {
      type: 'AUDIT_LOG_PURGE',
      ...actor,
      detail: { purgeDate, ...outcome },
    });
    return outcome;
  });
}

/** The daily user purge: nothing while automatic purge is off. */
export async function runScheduledUserPurge(
  app: FastifyInstance,
  now = new Date(),
): Promise<PurgeOutcome | null> {
  const schedule = await app.countyConfig.get('userPurgeSchedule');
  if (!schedule.automaticPurge) return null;
  return purgeUsers(app, purgeDateFor(app, schedule.automaticPurgeAfterDays, now), SCHEDULE);
}

/** The daily audit-log purge: nothing while automatic purge is off. */
export async function runScheduledAuditLogPurge(
  app: FastifyInstance,
  now = new Date(),
): Promise<PurgeOutcome | null> {
  const schedule = await app.countyConfig.get('auditLogPurgeSchedule');
  if (!schedule.automaticPurge) return null;
  return purgeAuditLog(app, purgeDateFor(app, schedule.automaticPurgeAfterDays, now), SCHEDULE);
}
