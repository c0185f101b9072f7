import type { AccountTasks, BillingSchedule, CodedMessage } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, type AccountRow } from '../../db/schema';
import { countyDate, countyDateTime } from '../../lib/county-time';
import { formatCents, type Cents } from '../../lib/cents';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { writeAudit } from '../audit/repository';
import { charge, recordInvoicedCharge, renewImages, type LedgerActor } from '../ledger/service';
import { accountTasksOf, type BillingFailedDetail } from './billing-failure';
import { countyMonth, dueTasks, monthlyFeeOf } from './repository';
import { findAccountRow } from './service';

/*
 * Account tasks (spec 3 §2.2, §4): once per county month an account is billed (its monthly fee, or a flat-fee
 * account's subscription: the cost of its rate level) and a flat-fee account's images are renewed (reset to its
 * rate level's number). Two guards make a period charge once however often tasks run, on however many
 * instances: last_billed / last_image_renewal say the period is done, and each ledger movement carries the
 * idempotency key `account-tasks:<task>:<account>:<month>`, so even a rerun (Prepare to Rerun clears the dates)
 * replays the first charge instead of charging again.
 *
 * The county's billing schedule (group billingSchedule) governs the hourly run: billing only when automaticBilling,
 * renewal only when automaticImageRenewal, and only once the county month has reached renewalDay at renewalTime;
 * a run that did anything sets its lastRan. Manual runs (an account's Run Account Tasks, the schedule screen's
 * run) do both tasks whatever the switches say. A flat-fee account whose monthly fee cannot be collected (escrow
 * short) is not renewed that month: its renewal stays due until the fee is paid.
 */

export type TasksActor = LedgerActor & { clientAddress: string | null };
export type TasksOutcome = { tasks: AccountTasks; message: CodedMessage };
/** Which tasks a run may do (the schedule's switches; manual runs do both). */
export type TaskSwitches = { billing: boolean; renewal: boolean };
const BOTH: TaskSwitches = { billing: true, renewal: true };
const SYSTEM: TasksActor = { userId: null, username: null, clientAddress: null };

const key = (task: 'billing' | 'renewal', accountId: number, month: string) =>
  `account-tasks:${task}:${accountId}:${month}`;

/** What the account pays per month: the rate level's cost for FLAT_FEE, else its monthly fee. */
async function monthlyCharge(app: FastifyInstance, account: AccountRow): Promise<Cents> {
  return monthlyFeeOf(account, await app.countyConfig.get('flatFee'));
}

/** Runs the tasks one account is due this month; answers the account's tasks as they now stand. */
export async function runAccountTasks(
  app: FastifyInstance,
  accountId: number,
  actor: TasksActor,
  now = new Date(),
  switches: TaskSwitches = BOTH,
): Promise<TasksOutcome> {
  const timeZone = app.config.countyTimeZone;
  const month = countyMonth(now, timeZone);
  const account = await findAccountRow(app.db, accountId);
  const due = dueTasks(account, now, timeZone);
  let message: CodedMessage = USER_ADMIN_MESSAGES.accountTasksRun;
  const done: Record<string, unknown> = { month };
  let paid = true;

  if (due.needsBilling && switches.billing) {
    const amount = await monthlyCharge(app, account);
    const movement = {
      accountId: account.id,
      actor,
      description:
        account.accountType === 'FLAT_FEE'
          ? `Flat fee subscription ${month}`
          : `Monthly fee ${month}`,
      paymentMethod: account.paymentMethod,
      idempotencyKey: key('billing', account.id, month),
    };
    if (amount > 0) {
      if (account.paymentMethod === 'ESCROW') {
        const result = await charge(app.db, { ...movement, amount });
        if (result.status === 'insufficient') {
          paid = false;
          const figures = { balance: formatCents(result.balance), fee: formatCents(amount) };
          // A flat-fee account's images are not renewed for a month whose fee was not collected.
          const imagesNotRenewed = due.needsImageRenewal && switches.renewal;
          // The account's tasks show this failure until a later billing succeeds (billing-failure.ts).
          const failed: BillingFailedDetail = {
            ...figures,
            feeCents: amount,
            balanceCents: result.balance,
            reason: 'ESCROW_SHORT',
            imagesNotRenewed,
          };
          done.billingFailed = failed;
          message = imagesNotRenewed
            ? USER_ADMIN_MESSAGES.accountTasksUnpaidNotRenewed(figures)
            : USER_ADMIN_MESSAGES.accountTasksUnpaid(figures);
        }
      } else {
        // INVOICE and CREDIT_CARD accounts are billed by the county: the charge is recorded, no balance moves.
        await recordInvoicedCharge(app.db, { ...movement, amount });
      }
    }
    if (paid) {
      await app.db.update(accounts).set({ lastBilled: now }).where(eq(accounts.id, account.id));
      done.billed = formatCents(amount);
    }
  }

  if (due.needsImageRenewal && switches.renewal && !paid) {
    done.renewal = 'skipped: the monthly fee was not charged';
  } else if (due.needsImageRenewal && switches.renewal) {
    const plans = await app.countyConfig.get('flatFee');
    const rate = plans.rates[account.flatFeeRateLevel - 1];
    if (rate) {
      const images = rate.unlimitedNumberOfPages ? ('UNLIMITED' as const) : rate.numberOfPages;
      await renewImages(app.db, {
        accountId: account.id,
        actor,
        description: `Flat fee images renewed ${month}`,
        idempotencyKey: key('renewal', account.id, month),
        images,
      });
      done.renewedTo = images;
    }
    await app.db.update(accounts).set({ lastImageRenewal: now }).where(eq(accounts.id, account.id));
  }

  const [updated] = await app.db
    .update(accounts)
    .set({ lastTasks: now })
    .where(eq(accounts.id, account.id))
    .returning();
  await writeAudit(app.db, {
    type: 'ACCOUNT_TASKS',
    userId: actor.userId,
    username: actor.username,
    detail: { accountId: account.id, accountName: account.name, ...done },
    clientAddress: actor.clientAddress,
  });
  return { tasks: await accountTasksOf(app.db, updated, now, timeZone), message };
}

/** Whether the county month has reached the schedule's renewal day and time (county clock). */
export function scheduleReached(
  now: Date,
  schedule: Pick<BillingSchedule, 'renewalDay' | 'renewalTime'>,
  timeZone: string,
): boolean {
  const today = countyDate(now, timeZone);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), schedule.renewalDay));
  const [hours, minutes] = schedule.renewalTime.split(':').map(Number);
  return now.getTime() >= countyDateTime(day, hours * 60 + minutes, timeZone).getTime();
}

/** Runs the tasks of every active account that is due, doing only the switched-on tasks; answers how many ran. */
export async function runDueAccountTasks(
  app: FastifyInstance,
  now = new Date(),
  switches: TaskSwitches = BOTH,
): Promise<number> {
  const rows = await app.db.select().from(accounts).where(eq(accounts.status, 'A'));
  let ran = 0;
  for (const account of rows) {
    const due = dueTasks(account, now, app.config.countyTimeZone);
    if (!(due.needsBilling && switches.billing) && !(due.needsImageRenewal && switches.renewal))
      continue;
    await runAccountTasks(app, account.id, SYSTEM, now, switches);
    ran += 1;
  }
  return ran;
}

/** Sets the billing schedule's Last Ran (the schedule screen shows it). */
async function markLastRan(app: FastifyInstance, now: Date): Promise<void> {
  const schedule = await app.countyConfig.get('billingSchedule');
  await app.countyConfig.put('billingSchedule', { ...schedule, lastRan: now.toISOString() });
}

/**
 * The hourly job: the tasks the billing schedule switches on, once the month reached its renewal day and time;
 * off means off. Sets Last Ran when anything ran.
 */
export async function runScheduledAccountTasks(
  app: FastifyInstance,
  now = new Date(),
): Promise<number> {
  const schedule = await app.countyConfig.get('billingSchedule');
  const switches = { billing: schedule.automaticBilling, renewal: schedule.automaticImageRenewal };
  if (!switches.billing && !switches.renewal) return 0;
  if (!scheduleReached(now, schedule, app.config.countyTimeZone)) return 0;
  const ran = await runDueAccountTasks(app, now, switches);
  if (ran > 0) await markLastRan(app, now);
  return ran;
}

/** The job the schedule screen's Run Account Tasks enqueues (accounts/routes.ts defines it). */
export const RUN_ALL_ACCOUNT_TASKS_JOB = 'accounts.runAll';

/** The schedule screen's Run Account Tasks (a queued job): both tasks of every due account, then Last Ran. */
export async function runAllAccountTasks(app: FastifyInstance, now = new Date()): Promise<number> {
  const ran = await runDueAccountTasks(app, now, BOTH);
  await markLastRan(app, now);
  return ran;
}

/**
 * The schedule screen's Prepare to Rerun: every active account's task dates are cleared, so the next run does
 * this period again (the ledger's idempotency keys keep it from charging or renewing twice). Audited.
 */
export async function prepareAllToRerun(app: FastifyInstance, actor: TasksActor): Promise<number> {
  const cleared = await app.db
    .update(accounts)
    .set({ lastBilled: null, lastImageRenewal: null, lastTasks: null })
    .where(eq(accounts.status, 'A'))
    .returning({ id: accounts.id });
  await writeAudit(app.db, {
    type: 'ACCOUNT_TASKS',
    userId: actor.userId,
    username: actor.username,
    detail: { action: 'prepareToRerunAll', accountIds: cleared.map((r) => r.id) },
    clientAddress: actor.clientAddress,
  });
  return cleared.length;
}

type Marker = 'billedNow' | 'renewedNow' | 'prepareToRerun';

/** Indicate Billed Now, Indicate Renewed Now (nothing charged) and Prepare to Rerun (this period's dates cleared). */
export async function markAccountTasks(
  app: FastifyInstance,
  accountId: number,
  marker: Marker,
  actor: TasksActor,
  now = new Date(),
): Promise<TasksOutcome> {
  const account = await findAccountRow(app.db, accountId);
  const change =
    marker === 'billedNow'
      ? { lastBilled: now }
      : marker === 'renewedNow'
        ? { lastImageRenewal: now }
        : { lastBilled: null, lastImageRenewal: null, lastTasks: null };
  const [updated] = await app.db
    .update(accounts)
    .set(change)
    .where(eq(accounts.id, account.id))
    .returning();
  await writeAudit(app.db, {
    type: 'ACCOUNT_TASKS',
    userId: actor.userId,
    username: actor.username,
    detail: { accountId: account.id, accountName: account.name, action: marker },
    clientAddress: actor.clientAddress,
  });
  const message = {
    billedNow: USER_ADMIN_MESSAGES.billedNow,
    renewedNow: USER_ADMIN_MESSAGES.renewedNow,
    prepareToRerun: USER_ADMIN_MESSAGES.accountTasksPrepared,
  }[marker];
  return {
    tasks: await accountTasksOf(app.db, updated, now, app.config.countyTimeZone),
    message,
  };
}
