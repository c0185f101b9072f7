import { accountTasksSchema, type AccountTasks } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { countyDateTime } from '../../../src/lib/county-time';
import { runScheduledAccountTasks } from '../../../src/modules/accounts/tasks';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Issue 31: a billing run that cannot collect a monthly fee does not renew the account's images, and says so in the
 * account's tasks: GET controlPanel/accountTasks/{id} (and every task call's reply) carries the last failed
 * collection (when, how much, why) until a later billing succeeds.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const NORTH_STAR = 'North Star Abstract';

async function clerk(): Promise<TestClient> {
  const client = t.client();
  expect((await client.login('county.clerk')).status).toBe(200);
  return client;
}
async function northStar() {
  const [row] = await db().select().from(accounts).where(eq(accounts.name, NORTH_STAR));
  return row;
}
const setEscrow = async (balance: string) =>
  db().update(accounts).set({ escrowBalance: balance }).where(eq(accounts.name, NORTH_STAR));

async function tasksShown(client: TestClient, id: number): Promise<AccountTasks> {
  const reply = await client.get<AccountTasks>(`/api/controlPanel/accountTasks/${id}`);
  expect(reply.status).toBe(200);
  return accountTasksSchema.parse(reply.body.content);
}
const run = async (client: TestClient, id: number) => {
  const reply = await client.post<AccountTasks>('/api/controlPanel/runAccountTasks', {
    accountId: id,
  });
  expect(reply.status).toBe(200);
  return { message: reply.body.message, tasks: accountTasksSchema.parse(reply.body.content) };
};

test('an account never refused shows no failed collection', async () => {
  const client = await clerk();
  expect((await tasksShown(client, (await northStar()).id)).lastBillingFailure).toBeNull();
});

test('Run Account Tasks that cannot collect: the tasks show when, the fee, the balance and the images not renewed, until a billing succeeds', async () => {
  const client = await clerk();
  const { id } = await northStar();
  // North Star's $100.00 plan against $75.00 in escrow.
  await setEscrow('75.00');
  const before = Date.now();
  const refused = await run(client, id);
  expect(refused.message).toBe(
    'The monthly fee of $100.00 could not be charged (balance $75.00); images were not renewed.',
  );
  const failure = {
    at: expect.any(String),
    fee: 100,
    balance: 75,
    reason: 'ESCROW_SHORT',
    imagesNotRenewed: true,
  };
  expect(refused.tasks.lastBillingFailure).toEqual(failure);
  expect(new Date(refused.tasks.lastBillingFailure!.at).getTime()).toBeGreaterThanOrEqual(
    before - 1000,
  );
  expect(await tasksShown(client, id)).toMatchObject({
    needsBilling: true,
    lastBillingFailure: failure,
  });
  // POST accountTasks (the screen's refresh) answers the same.
  const refreshed = await client.post<AccountTasks>('/api/controlPanel/accountTasks', {
    accountId: id,
  });
  expect(refreshed.body.content.lastBillingFailure).toEqual(failure);

  // A second refusal at another balance: the newest one shows.
  await setEscrow('20.00');
  expect((await run(client, id)).tasks.lastBillingFailure).toMatchObject({ balance: 20 });

  // Prepare to Rerun leaves the month unpaid: the failure still shows.
  const trimin = t.client();
  await trimin.login('trimin.admin');
  const prepared = await trimin.post<AccountTasks>('/api/controlPanel/prepareToRerunAccountTasks', {
    accountId: id,
  });
  expect(prepared.body.content.lastBillingFailure).toMatchObject({ balance: 20 });

  // The money is there now: the run bills, renews, and the failure is gone.
  await setEscrow('150.00');
  const paid = await run(client, id);
  expect(paid.message).toBe('Account tasks completed.');
  expect(paid.tasks.lastBillingFailure).toBeNull();
  expect((await tasksShown(client, id)).lastBillingFailure).toBeNull();
  expect(await northStar()).toMatchObject({ escrowBalance: '50.00', imagesRemaining: 250 });
});

test('the hourly run that cannot collect shows it too; Indicate Billed Now clears it', async () => {
  const client = await clerk();
  // Through the screen's call, so the app's own settings cache sees it.
  const schedule = await client.post('/api/controlPanel/countyConfig/billingSchedule', {
    ...DEMO_COUNTY_CONFIG.billingSchedule,
    automaticBilling: true,
    automaticImageRenewal: false,
    renewalDay: 15,
    renewalTime: '13:30',
  });
  expect(schedule.status).toBe(200);
  await setEscrow('10.00');
  const due = countyDateTime(
    new Date('2027-03-15T00:00:00Z'),
    13 * 60 + 30,
    t.app.config.countyTimeZone,
  );
  expect(await runScheduledAccountTasks(t.app, due)).toBeGreaterThan(0);

  const { id } = await northStar();
  // Renewal was switched off: the images were not left unrenewed because of the fee.
  expect((await tasksShown(client, id)).lastBillingFailure).toEqual({
    at: expect.any(String),
    fee: 100,
    balance: 10,
    reason: 'ESCROW_SHORT',
    imagesNotRenewed: false,
  });

  const marked = await client.post<AccountTasks>('/api/controlPanel/accountTasksBilledNow', {
    accountId: id,
  });
  expect(marked.status).toBe(200);
  expect(marked.body.content.lastBillingFailure).toBeNull();
  expect((await tasksShown(client, id)).lastBillingFailure).toBeNull();
});
