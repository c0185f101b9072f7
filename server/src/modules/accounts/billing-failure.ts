import type { AccountTasks } from '@lrp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, type AccountRow } from '../../db/schema';
import { centsFromText, centsToNumber, type Cents } from '../../lib/cents';
import { tasksOf } from './repository';

export type BillingFailure = NonNullable<AccountTasks['lastBillingFailure']>;

/** What a billing run that could not collect writes in its ACCOUNT_TASKS audit entry (tasks.ts). */
export type BillingFailedDetail = {
  /** As the answer's message shows them: '$100.00'. */
  fee: string;
  balance: string;
  feeCents: Cents;
  balanceCents: Cents;
  reason: BillingFailure['reason'];
  imagesNotRenewed: boolean;
};

/** Cents from the entry, or from its shown text ('$1,275.63'). */
function centsIn(cents: unknown, shown: unknown): Cents | null {
  if (typeof cents === 'number' && Number.isSafeInteger(cents)) return cents;
  if (typeof shown !== 'string') return null;
  try {
    return centsFromText(shown.replace(/[$,]/g, ''));
  } catch {
    return null;
  }
}

/**
 * The account's last billing that could not collect its monthly fee, while no later billing has succeeded (spec 3
 * §4: a run that cannot collect a fee says so in the account's tasks). Read from the account's ACCOUNT_TASKS audit
 * entries, newest first, the first that billed (`billed`), was marked billed (Indicate Billed Now) or failed
 * (`billingFailed`): a failure shows until a billing after it succeeds. The audit is where every run is already
 * recorded; an audit purge (60 days at the least) could drop a failure only when no billing ran for two months.
 */
export async function lastBillingFailure(
  db: DbOrTx,
  accountId: number,
): Promise<BillingFailure | null> {
  const [latest] = await db
    .select({ at: auditLog.at, detail: auditLog.detail })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.accountId, accountId),
        eq(auditLog.type, 'ACCOUNT_TASKS'),
        sql`(${auditLog.detail} -> 'billingFailed' is not null
          or ${auditLog.detail} -> 'billed' is not null
          or ${auditLog.detail} ->> 'action' = 'billedNow')`,
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  const failed = latest?.detail.billingFailed as Partial<BillingFailedDetail> | undefined;
  if (!latest || !failed || typeof failed !== 'object') return null;
  const fee = centsIn(failed.feeCents, failed.fee);
  const balance = centsIn(failed.balanceCents, failed.balance);
  if (fee === null || balance === null) return null;
  return {
    at: latest.at.toISOString(),
    fee: centsToNumber(fee),
    balance: centsToNumber(balance),
    reason: 'ESCROW_SHORT',
    // Entries written before imagesNotRenewed was kept say so in `renewal`.
    imagesNotRenewed:
      failed.imagesNotRenewed ?? String(latest.detail.renewal ?? '').startsWith('skipped'),
  };
}

/** The account's tasks as the Account Tasks screen shows them: dates, flags and the last failed collection. */
export async function accountTasksOf(
  db: DbOrTx,
  account: AccountRow,
  now: Date,
  timeZone: string,
): Promise<AccountTasks> {
  return {
    ...tasksOf(account, now, timeZone),
    lastBillingFailure: await lastBillingFailure(db, account.id),
  };
}
