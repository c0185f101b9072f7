import type { AccountTasks, CodedMessage } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, type AccountRow } from '../../db/schema';
import { centsFromText, centsOf, formatCents, type Cents } from '../../lib/cents';
import { USER_ADMIN_MESSAGES } from '../../messages';
import { writeAudit } from '../audit/repository';
import { charge, recordInvoicedCharge, renewImages, type LedgerActor } from '../ledger/service';
import { countyMonth, dueTasks, tasksOf } from './repository';
import { findAccountRow } from './service';

/*
 * Account tasks (spec 3 §2.2, §4): once per county month an account is billed (its monthly fee, or a flat-fee
 * account's subscription: the cost of its rate level) and a flat-fee account's images are renewed (reset to its
 * rate level's number). Two guards make a period charge once however often tasks run, on however many
 * instances: last_billed / last_image_renewal say the period is done, and each ledger movement carries the
 * idempotency key `account-tasks:<task>:<account>:<month>`, so even a rerun (Prepare to Rerun clears the dates)
 * replays the first charge instead of charging again.
 */

export type TasksActor = LedgerActor & { clientAddress: string | null };
export type TasksOutcome = { tasks: AccountTasks; message: CodedMessage };

const key = (task: 'billing' | 'renewal', accountId: number, month: string) =>
  `account-tasks:${task}:${accountId}:${month}`;

/** What the account pays per month: the rate level's cost for FLAT_FEE, else its monthly fee. */
async function monthlyCharge(app: FastifyInstance, account: AccountRow): Promise<Cents> {
  if (account.accountType !== 'FLAT_FEE') return centsFromText(account.monthlyFee);
  const plans = await app.countyConfig.get('flatFee');
  const rate = plans.rates[account.flatFeeRateLevel - 1];
  return rate ? centsOf(rate.cost) : 0;
}

/** Runs the tasks one account is due this month; answers the account's tasks as they now stand. */
export async function runAccountTasks(
  app: FastifyInstance,
  accountId: number,
  actor: TasksActor,
  now = new Date(),
): Promise<TasksOutcome> {
  const timeZone = app.config.countyTimeZone;
  const month = countyMonth(now, timeZone);
  const account = await findAccountRow(app.db, accountId);
  const due = dueTasks(account, now, timeZone);
  let message: CodedMessage = USER_ADMIN_MESSAGES.accountTasksRun;
  const done: Record<string, unknown> = { month };

  if (due.needsBilling) {
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
    let paid = true;
    if (amount > 0) {
      if (account.paymentMethod === 'ESCROW') {
        const result = await charge(app.db, { ...movement, amount });
        if (result.status === 'insufficient') {
          paid = false;
          message = USER_ADMIN_MESSAGES.accountTasksUnpaid({
            balance: formatCents(result.balance),
            fee: formatCents(amount),
          });
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

  if (due.needsImageRenewal) {
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
  return { tasks: tasksOf(updated, now, timeZone), message };
}

/** Runs the tasks of every account that is due (the monthly schedule on the job queue). */
export async function runDueAccountTasks(app: FastifyInstance, now = new Date()): Promise<number> {
  const rows = await app.db.select().from(accounts).where(eq(accounts.status, 'A'));
  let ran = 0;
  for (const account of rows) {
    const due = dueTasks(account, now, app.config.countyTimeZone);
    if (!due.needsBilling && !due.needsImageRenewal) continue;
    await runAccountTasks(
      app,
      account.id,
      { userId: null, username: null, clientAddress: null },
      now,
    );
    ran += 1;
  }
  return ran;
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
  return { tasks: tasksOf(updated, now, app.config.countyTimeZone), message };
}
