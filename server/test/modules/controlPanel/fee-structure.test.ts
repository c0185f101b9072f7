import type { SpecialRate } from '@lrp/contract';
import { and, desc, eq, gt, isNotNull, like } from 'drizzle-orm';
import { accounts, auditLog, jobs, transactionLog } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * The fee-structure groups of the control panel (spec 3 §3, §5, §7): the server refuses every §5 rule with its
 * message, normalizes the special rates and resets the credit-card special rates with them, keeps its own Last Ran,
 * and runs or prepares the account tasks of every account from the billing schedule.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const rate = (
  documentType: string,
  instrumentCode: string,
  documentRate = 0,
  firstPageRate = 0,
) => ({
  documentType,
  instrumentCode,
  documentRate,
  firstPageRate,
  additionalPagesRate: 0,
});

const post = (client: TestClient, group: string, body: unknown) =>
  client.post<Record<string, unknown>>(`/api/controlPanel/countyConfig/${group}`, body);

/** The refusal's messages by field ('rates', 'rates.0.unlimitedNumberOfPages'). */
const fieldErrors = (reply: { status: number; body: { content: unknown } }) => {
  expect(reply.status).toBe(400);
  return (reply.body.content as { fieldErrors: Record<string, string> }).fieldErrors;
};

describe('special rates (a la carte and credit card)', () => {
  const specialRates = (rates: SpecialRate[]) => ({ applySpecialRates: true, rates });

  test.each([
    {
      rows: [rate('', 'MTG', 1)],
      message: 'Each special rate must have a document type if an instrument code is provided.',
    },
    {
      rows: [rate('ABSTRACT', 'MTG')],
      message: 'Each special rate must have at least a document or page rate.',
    },
    {
      rows: [rate('0', 'MTG', 1), rate('0', 'mtg', 2)],
      message:
        'Duplicate instrument codes found; a duplicate rate has been defined for All document types.',
    },
    {
      rows: [rate('ABSTRACT', 'MTG', 1), rate('abstract', 'MTG ', 2)],
      message: 'Duplicate document-type instrument-code combinations found.',
    },
  ])('refused with "$message"', async ({ rows, message }) => {
    const clerk = await as('county.clerk');
    expect(fieldErrors(await post(clerk, 'aLaCarteSpecialRates', specialRates(rows)))).toEqual({
      rates: message,
    });
    expect(
      fieldErrors(
        await post(clerk, 'creditCard', { ...DEMO_COUNTY_CONFIG.creditCard, rates: rows }),
      ),
    ).toEqual({ rates: message });
    expect(await countyConfig().get('aLaCarteSpecialRates')).toEqual(
      DEMO_COUNTY_CONFIG.aLaCarteSpecialRates,
    );
  });

  test('at most 100 rows; a rate of 1.005 is not dollars and cents', async () => {
    const clerk = await as('county.clerk');
    const rows = Array.from({ length: 101 }, (_, i) => rate(`T${i}`, '', 1));
    expect(fieldErrors(await post(clerk, 'aLaCarteSpecialRates', specialRates(rows)))).toEqual({
      rates: 'The rate table has a limit of 100 entries.',
    });
    expect(
      fieldErrors(await post(clerk, 'aLaCarteSpecialRates', specialRates([rate('A', '', 1.005)]))),
    ).toEqual({ 'rates.0.documentRate': 'Enter dollars and cents, like 25.00.' });
    expect(
      fieldErrors(
        await post(clerk, 'aLaCarte', { ...DEMO_COUNTY_CONFIG.aLaCarte, imageFirstPage: 1.005 }),
      ),
    ).toEqual({ imageFirstPage: 'Enter dollars and cents, like 25.00.' });
  });

  test('saving the a la carte special rates normalizes them and resets the credit-card special rates, both audited', async () => {
    const clerk = await as('county.clerk');
    await countyConfig().put('creditCard', {
      ...DEMO_COUNTY_CONFIG.creditCard,
      rates: [rate('PLAT', '', 9)],
    });
    const saved = await post(
      clerk,
      'aLaCarteSpecialRates',
      specialRates([
        rate(' torrens ', '', 2),
        rate('', '', 0),
        rate('abstract', ' mtg', 4.5),
        rate('0', 'aff', 0, 1),
      ]),
    );
    expect(saved.status).toBe(200);
    const normalized = [
      rate('0', 'AFF', 0, 1),
      rate('ABSTRACT', 'MTG', 4.5),
      rate('TORRENS', '', 2),
    ];
    expect(saved.body).toMatchObject({
      message: 'Settings updated.',
      content: { applySpecialRates: true, rates: normalized },
    });
    expect((await countyConfig().get('aLaCarteSpecialRates')).rates).toEqual(normalized);
    // The credit-card special rates are now the same rows; the alternate prices are untouched.
    const creditCard = await countyConfig().get('creditCard');
    expect(creditCard).toEqual({ ...DEMO_COUNTY_CONFIG.creditCard, rates: normalized });

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id))
      .limit(2);
    expect(audits.map((a) => (a.detail as { group: string }).group).sort()).toEqual([
      'aLaCarteSpecialRates',
      'creditCard',
    ]);
    const reset = audits.find((a) => (a.detail as { group: string }).group === 'creditCard')!;
    expect(reset.detail).toMatchObject({
      before: { rates: [rate('PLAT', '', 9)] },
      after: { rates: normalized },
    });
  });

  test('a refused a la carte save resets nothing; a credit-card save normalizes its own rows only', async () => {
    const clerk = await as('county.clerk');
    await post(clerk, 'aLaCarteSpecialRates', specialRates([rate('', 'X', 1)]));
    expect((await countyConfig().get('creditCard')).rates).toEqual([]);
    const saved = await post(clerk, 'creditCard', {
      ...DEMO_COUNTY_CONFIG.creditCard,
      rates: [rate('plat', '', 3), rate('', '', 0), rate('abstract', '', 1)],
    });
    expect(saved.status).toBe(200);
    expect((saved.body.content as { rates: SpecialRate[] }).rates).toEqual([
      rate('ABSTRACT', '', 1),
      rate('PLAT', '', 3),
    ]);
    expect(await countyConfig().get('aLaCarteSpecialRates')).toEqual(
      DEMO_COUNTY_CONFIG.aLaCarteSpecialRates,
    );
  });
});

describe('the money groups refuse what §5 refuses', () => {
  test('flat fee: Unlimited first is refused with "Unlimited should be last."', async () => {
    const clerk = await as('county.clerk');
    const rates = [...DEMO_COUNTY_CONFIG.flatFee.rates].reverse();
    expect(
      fieldErrors(await post(clerk, 'flatFee', { ...DEMO_COUNTY_CONFIG.flatFee, rates })),
    ).toMatchObject({ 'rates.0.unlimitedNumberOfPages': 'Unlimited should be last.' });
    expect(
      fieldErrors(
        await post(clerk, 'flatFeeOverride', { ...DEMO_COUNTY_CONFIG.flatFeeOverride, rates }),
      ),
    ).toMatchObject({ 'rates.0.unlimitedNumberOfPages': 'Unlimited should be last.' });
  });

  test('escrow and card extra: a fee code needs its charge code and the other way round', async () => {
    const clerk = await as('county.clerk');
    expect(
      fieldErrors(
        await post(clerk, 'escrow', {
          ...DEMO_COUNTY_CONFIG.escrow,
          feeCode: 'ESC',
          chargeCode: '',
        }),
      ),
    ).toEqual({ chargeCode: 'Required with Fee Code.' });
    expect(
      fieldErrors(
        await post(clerk, 'creditCardExtra', {
          ...DEMO_COUNTY_CONFIG.creditCardExtra,
          surchargeFeeCode: '',
          surchargeChargeCode: 'CC',
        }),
      ),
    ).toEqual({ surchargeFeeCode: 'Required with Charge Code.' });
    expect(
      fieldErrors(
        await post(clerk, 'escrow', {
          ...DEMO_COUNTY_CONFIG.escrow,
          minReloadAmount: 100,
          maxReloadAmount: 50,
        }),
      ),
    ).toEqual({ maxReloadAmount: 'Cannot be less than Min $.' });
  });

  test('billing schedule: the browser cannot set Last Ran', async () => {
    const clerk = await as('county.clerk');
    await countyConfig().put('billingSchedule', {
      ...DEMO_COUNTY_CONFIG.billingSchedule,
      lastRan: '2026-10-01T05:00:00.000Z',
    });
    const saved = await post(clerk, 'billingSchedule', {
      ...DEMO_COUNTY_CONFIG.billingSchedule,
      renewalDay: 5,
      renewalTime: '13:30',
      lastRan: '1999-01-01T00:00:00.000Z',
    });
    expect(saved.body.content).toEqual({
      ...DEMO_COUNTY_CONFIG.billingSchedule,
      renewalDay: 5,
      renewalTime: '13:30',
      lastRan: '2026-10-01T05:00:00.000Z',
    });
    expect(
      fieldErrors(
        await post(clerk, 'billingSchedule', { ...saved.body.content, renewalTime: '25:00' }),
      ),
    ).toEqual({
      renewalTime: 'Enter a time like 0:00 or 13:30.',
    });
  });
});

describe('the billing schedule runs and prepares the account tasks of every account', () => {
  const schedule = DEMO_COUNTY_CONFIG.billingSchedule;
  const run = (client: TestClient) =>
    client.post('/api/controlPanel/countyConfig/runAccountTasks', schedule);
  const prepare = (client: TestClient) =>
    client.post('/api/controlPanel/countyConfig/prepareToRerunAccountTasks', schedule);
  const queuedRuns = () =>
    db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'accounts.runAll'), eq(jobs.status, 'queued')));

  test('who may: run TRIMIN and COUNTY, prepare TRIMIN only; ACCOUNT, USER, GUEST and nobody 403', async () => {
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await as(username);
      expect((await run(client)).status).toBe(403);
      expect((await prepare(client)).status).toBe(403);
    }
    expect((await run(t.client())).status).toBe(403);
    const [clerk, trimin] = [await as('county.clerk'), await as('trimin.admin')];
    expect((await prepare(clerk)).status).toBe(403);
    expect((await run(clerk)).status).toBe(200);
    expect((await run(trimin)).status).toBe(200);
    expect((await prepare(trimin)).status).toBe(200);
    // Two clicks while the first run waits: one run.
    expect(await queuedRuns()).toHaveLength(1);
  }, 90_000);

  test('run answers the schedule and queues the run; the run bills every due account and sets Last Ran', async () => {
    const clerk = await as('county.clerk');
    await db()
      .update(accounts)
      .set({ monthlyFee: '10.00' })
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    const reply = await run(clerk);
    expect(reply.body).toMatchObject({
      ok: true,
      message: 'Account tasks are running. Last Ran changes when they finish.',
      content: schedule,
    });
    const [job] = await queuedRuns();
    const before = new Date();
    expect(await t.app.jobs.runNow(job.id)).toBe('done');
    const fees = await db()
      .select()
      .from(transactionLog)
      .where(like(transactionLog.idempotencyKey, 'account-tasks:billing:%'));
    expect(fees.length).toBeGreaterThan(0);
    const { lastRan } = await countyConfig().get('billingSchedule');
    expect(new Date(lastRan!).getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The next click queues a new run.
    await run(clerk);
    expect(await queuedRuns()).toHaveLength(1);
  });

  test('prepare clears every active account’s task dates (audited); the rerun charges nothing twice', async () => {
    const trimin = await as('trimin.admin');
    const [job] = await (async () => {
      await run(trimin);
      return queuedRuns();
    })();
    await t.app.jobs.runNow(job.id);
    const charged = await db().select().from(transactionLog);
    expect(
      await db()
        .select()
        .from(accounts)
        .where(and(eq(accounts.status, 'A'), isNotNull(accounts.lastTasks))),
    ).not.toHaveLength(0);

    const reply = await prepare(trimin);
    expect(reply.body).toMatchObject({ message: 'Account tasks are ready to rerun.' });
    const active = await db().select().from(accounts).where(eq(accounts.status, 'A'));
    expect(active.every((a) => !a.lastBilled && !a.lastImageRenewal && !a.lastTasks)).toBe(true);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'ACCOUNT_TASKS'), eq(auditLog.username, 'trimin.admin')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit.detail).toMatchObject({
      action: 'prepareToRerunAll',
      accountIds: expect.arrayContaining(active.map((a) => a.id)),
    });

    await run(trimin);
    const [rerun] = await queuedRuns();
    await t.app.jobs.runNow(rerun.id);
    const lastId = charged.reduce((n, r) => Math.max(n, r.id), 0);
    const added = await db().select().from(transactionLog).where(gt(transactionLog.id, lastId));
    expect(added.filter((r) => r.type === 'CHARGE')).toHaveLength(0);
  });
});

describe('POST /api/controlPanel/accountTasks', () => {
  test('answers the account’s tasks as GET accountTasks/{id} does; county staff only', async () => {
    const [pine] = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    for (const username of ['county.clerk', 'trimin.admin']) {
      const client = await as(username);
      const posted = await client.post('/api/controlPanel/accountTasks', { accountId: pine.id });
      expect(posted.status).toBe(200);
      const got = await client.get(`/api/controlPanel/accountTasks/${pine.id}`);
      expect(posted.body.content).toEqual(got.body.content);
      expect(posted.body.content).toMatchObject({ id: pine.id, accountType: 'A_LA_CARTE' });
    }
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await as(username);
      expect(
        (await client.post('/api/controlPanel/accountTasks', { accountId: pine.id })).status,
      ).toBe(403);
    }
    expect(
      (await t.client().post('/api/controlPanel/accountTasks', { accountId: pine.id })).status,
    ).toBe(403);
    const clerk = await as('county.clerk');
    expect(
      (await clerk.post('/api/controlPanel/accountTasks', { accountId: 999_999 })).status,
    ).toBe(404);
  }, 90_000);
});
