import { accountSchema, accountTasksSchema } from '@lrp/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { accounts, auditLog, transactionLog } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { countyDateTime } from '../../../src/lib/county-time';
import { runScheduledAccountTasks } from '../../../src/modules/accounts/tasks';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * The billing schedule (spec 3 §3 "Billing schedule", §4) drives the hourly account-tasks job: its switches, its
 * renewal day and time on the county clock, and Last Ran. A monthly fee that cannot be collected renews nothing.
 * The accounts list and entry show a flat-fee account's plan from the county's flat-fee table.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}
async function account(name: string) {
  const [row] = await db().select().from(accounts).where(eq(accounts.name, name));
  return row;
}
const NORTH_STAR = 'North Star Abstract';

/** 13:30 on 15 March 2027 on the county's clock, and a minute before. */
const at = (minutes: number) =>
  countyDateTime(new Date('2027-03-15T00:00:00Z'), minutes, t.app.config.countyTimeZone);
const DUE = () => at(13 * 60 + 30);
const EARLY = () => at(13 * 60 + 29);

async function schedule(change: Partial<typeof DEMO_COUNTY_CONFIG.billingSchedule>) {
  await countyConfig().put('billingSchedule', {
    ...DEMO_COUNTY_CONFIG.billingSchedule,
    renewalDay: 15,
    renewalTime: '13:30',
    ...change,
  });
}
async function ledgerSince(id: number) {
  return db().select().from(transactionLog).where(gt(transactionLog.id, id));
}
async function lastLedgerId(): Promise<number> {
  const result = await db().execute<{ id: string | null }>(
    sql`select max(id)::text as id from transaction_log`,
  );
  return Number(result.rows[0].id ?? 0);
}

describe('the hourly account-tasks job follows the billing schedule', () => {
  beforeEach(async () => {
    // North Star's $100.00 plan (level 2) can be paid from its escrow; its images are down to 3.
    await db()
      .update(accounts)
      .set({ escrowBalance: '500.00', imagesRemaining: 3 })
      .where(eq(accounts.name, NORTH_STAR));
  });

  test('both switches off: nothing is charged or renewed, and Last Ran stays', async () => {
    await schedule({ automaticBilling: false, automaticImageRenewal: false });
    const since = await lastLedgerId();
    expect(await runScheduledAccountTasks(t.app, DUE())).toBe(0);
    expect(await ledgerSince(since)).toEqual([]);
    expect((await account(NORTH_STAR)).imagesRemaining).toBe(3);
    expect((await countyConfig().get('billingSchedule')).lastRan).toBeNull();
  });

  test('nothing before the renewal day and time; at it, every due account, and Last Ran is set', async () => {
    await schedule({});
    const since = await lastLedgerId();
    expect(await runScheduledAccountTasks(t.app, EARLY())).toBe(0);
    expect(await ledgerSince(since)).toEqual([]);
    expect((await countyConfig().get('billingSchedule')).lastRan).toBeNull();

    expect(await runScheduledAccountTasks(t.app, DUE())).toBeGreaterThan(0);
    const northStar = await account(NORTH_STAR);
    expect(northStar.escrowBalance).toBe('400.00');
    expect(northStar.imagesRemaining).toBe(250);
    expect((await countyConfig().get('billingSchedule')).lastRan).toBe(DUE().toISOString());
    // Later in the month: nothing is due any more, and Last Ran stays.
    const later = new Date(DUE().getTime() + 3_600_000);
    expect(await runScheduledAccountTasks(t.app, later)).toBe(0);
    expect((await countyConfig().get('billingSchedule')).lastRan).toBe(DUE().toISOString());
  });

  test('billing on, renewal off: the fee is charged and the images are left alone', async () => {
    await schedule({ automaticImageRenewal: false });
    await runScheduledAccountTasks(t.app, DUE());
    const northStar = await account(NORTH_STAR);
    expect(northStar.escrowBalance).toBe('400.00');
    expect(northStar.imagesRemaining).toBe(3);
    expect(northStar.lastImageRenewal?.toISOString() ?? null).not.toBe(DUE().toISOString());
  });

  test('renewal on, billing off: the images are renewed and nothing is charged', async () => {
    await schedule({ automaticBilling: false });
    const since = await lastLedgerId();
    await runScheduledAccountTasks(t.app, DUE());
    const northStar = await account(NORTH_STAR);
    expect(northStar.escrowBalance).toBe('500.00');
    expect(northStar.imagesRemaining).toBe(250);
    expect((await ledgerSince(since)).filter((r) => r.type === 'CHARGE')).toEqual([]);
  });
});

describe('a monthly fee that cannot be collected renews nothing', () => {
  test('Run Account Tasks: the fee is refused, the images stay, the answer and the audit say so', async () => {
    const clerk = await as('county.clerk');
    const northStar = await account(NORTH_STAR);
    await db().update(accounts).set({ imagesRemaining: 3 }).where(eq(accounts.id, northStar.id));
    const reply = await clerk.post('/api/controlPanel/runAccountTasks', {
      accountId: northStar.id,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(
      'The monthly fee of $100.00 could not be charged (balance $75.00); images were not renewed.',
    );
    expect(accountTasksSchema.parse(reply.body.content)).toMatchObject({
      needsBilling: true,
      needsImageRenewal: true,
    });
    expect((await account(NORTH_STAR)).imagesRemaining).toBe(3);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'ACCOUNT_TASKS'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.detail).toMatchObject({
      accountId: northStar.id,
      billingFailed: { fee: '$100.00', balance: '$75.00' },
      renewal: 'skipped: the monthly fee was not charged',
    });

    // Once the money is there, the next run bills and renews.
    await db()
      .update(accounts)
      .set({ escrowBalance: '150.00' })
      .where(eq(accounts.id, northStar.id));
    const again = await clerk.post('/api/controlPanel/runAccountTasks', {
      accountId: northStar.id,
    });
    expect(again.body.message).toBe('Account tasks completed.');
    expect(await account(NORTH_STAR)).toMatchObject({
      escrowBalance: '50.00',
      imagesRemaining: 250,
    });
  });
});

describe('a flat-fee account’s plan comes from the county’s flat-fee table', () => {
  const listed = async (clerk: TestClient, name: string) => {
    const reply = await clerk.post<{ accounts: { name: string }[] }>('/api/controlPanel/accounts', {
      filterText: name,
      statusType: 'ALL',
    });
    return reply.body.content.accounts.find((a) => a.name === name);
  };

  test('the accounts list shows the plan’s monthly cost; level 0 shows the stored fee', async () => {
    const clerk = await as('county.clerk');
    expect(await listed(clerk, NORTH_STAR)).toMatchObject({
      monthlyFee: '100.00',
      monthlyFeeDescription: '$100.00',
    });
    const flatFee = await countyConfig().get('flatFee');
    await countyConfig().put('flatFee', {
      ...flatFee,
      rates: flatFee.rates.map((r, i) => (i === 1 ? { ...r, cost: 120 } : r)),
    });
    expect(await listed(clerk, NORTH_STAR)).toMatchObject({ monthlyFeeDescription: '$120.00' });
    await db()
      .update(accounts)
      .set({ flatFeeRateLevel: 0, monthlyFee: '7.00' })
      .where(eq(accounts.name, NORTH_STAR));
    expect(await listed(clerk, NORTH_STAR)).toMatchObject({
      monthlyFee: '7.00',
      monthlyFeeDescription: '$7.00',
    });
  });

  test('the account entry’s Monthly Rate choices are the table’s offered plans', async () => {
    const clerk = await as('county.clerk');
    const northStar = await account(NORTH_STAR);
    const options = async () =>
      accountSchema.parse(
        (await clerk.get(`/api/controlPanel/account/${northStar.id}`)).body.content,
      ).flatFeeRateOptions;
    expect(await options()).toEqual([
      { code: '0', description: 'Free' },
      { code: '1', description: '100 image(s) for $50.00' },
      { code: '2', description: '250 image(s) for $100.00' },
      { code: '3', description: '500 image(s) for $175.00' },
      { code: '4', description: '1000 image(s) for $300.00' },
      { code: '5', description: 'Unlimited images for $500.00' },
    ]);
    const flatFee = await countyConfig().get('flatFee');
    await countyConfig().put('flatFee', {
      ...flatFee,
      rates: flatFee.rates.map((r, i) =>
        i === 0 ? { ...r, numberOfPages: 1, cost: 2.5 } : i === 3 ? { ...r, option: false } : r,
      ),
    });
    expect(await options()).toEqual([
      { code: '0', description: 'Free' },
      { code: '1', description: '1 image(s) for $2.50' },
      { code: '2', description: '250 image(s) for $100.00' },
      { code: '3', description: '500 image(s) for $175.00' },
      { code: '5', description: 'Unlimited images for $500.00' },
    ]);
  });
});
