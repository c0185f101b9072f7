import { formatUsDate } from '@lrp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  accounts,
  auditLog,
  jobs,
  knownDevices,
  searchHistory,
  sessions,
  transactionLog,
  users,
} from '../../../src/db/schema';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import {
  AUDIT_LOG_PURGE_JOB,
  USER_PURGE_JOB,
  USER_PURGE_NOW_JOB,
} from '../../../src/modules/purge/routes';
import {
  purgeAuditLog,
  purgeUsers,
  runScheduledAuditLogPurge,
  runScheduledUserPurge,
} from '../../../src/modules/purge/service';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * The purges of User Admin (spec 3 §2.3, §3, §5, §7; docs/decisions.md "Purges"): who may, the minimums, what a
 * user purge deletes and keeps (never staff, the guest login, active users, nor users with money rows; never the
 * ledger), the audit-log purge, the purges' own audit rows, and the schedules doing nothing while off.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

const YEARS_AGO = new Date(Date.now() - 3 * 365 * 86_400_000);
const DAYS_AGO_10 = new Date(Date.now() - 10 * 86_400_000);

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** A user of the test's own, last changed at `at`. */
async function addUser(
  username: string,
  values: Partial<typeof users.$inferInsert> & { at?: Date } = {},
): Promise<number> {
  const { at = YEARS_AGO, ...rest } = values;
  const [row] = await db()
    .insert(users)
    .values({
      username,
      usernameLower: username.toLowerCase(),
      passwordHash: 'x',
      role: 'USER',
      status: 'I',
      createdAt: at,
      updatedAt: at,
      ...rest,
    })
    .returning({ id: users.id });
  return row.id;
}

const exists = async (username: string) =>
  (await db().select().from(users).where(eq(users.usernameLower, username))).length === 1;

/** Per account, the sum of its ledger amounts by type and its balances: what a purge must leave as it was. */
async function money() {
  const ledger = await db().execute(
    sql`select account_id, user_id, type, sum(amount)::text as total, count(*)::int as n
        from transaction_log group by account_id, user_id, type order by 1, 2, 3`,
  );
  const balances = await db()
    .select({ id: accounts.id, balance: accounts.escrowBalance, images: accounts.imagesRemaining })
    .from(accounts)
    .orderBy(accounts.id);
  return { ledger: ledger.rows, balances };
}

const purgeAudits = (type: 'USER_PURGE' | 'AUDIT_LOG_PURGE') =>
  db().select().from(auditLog).where(eq(auditLog.type, type));

const today = () => formatUsDate(new Date(Date.now()));

describe('who may', () => {
  const calls = (client: TestClient) => [
    client.get('/api/controlPanel/countyConfig/userPurgeNow'),
    client.post('/api/controlPanel/countyConfig/userPurgeNow', { purgeDate: '01/01/2020' }),
    client.get('/api/controlPanel/countyConfig/userPurgeSchedule'),
    client.post('/api/controlPanel/countyConfig/userPurgeSchedule', {
      automaticPurge: false,
      automaticPurgeAfterDays: 730,
    }),
    client.get('/api/controlPanel/countyConfig/auditLogPurgeSchedule'),
    client.post('/api/controlPanel/countyConfig/auditLogPurgeSchedule', {
      automaticPurge: false,
      automaticPurgeAfterDays: 365,
    }),
  ];

  // Nobody signed in is answered as everywhere in the portal: 403 "Your session has expired" (plugins/roles.ts).
  test('COUNTY and TRIMIN may; ACCOUNT, USER and GUEST get 403; nobody signed in 403 session expired', async () => {
    for (const username of ['county.clerk', 'trimin.admin']) {
      const client = await as(username);
      for (const call of calls(client)) expect((await call).status).toBe(200);
    }
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await as(username);
      for (const call of calls(client)) expect((await call).status).toBe(403);
    }
    const anonymous = t.client();
    for (const call of calls(anonymous)) {
      const reply = await call;
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('session.expired');
    }
  });
});

describe('the schedules (county groups)', () => {
  test('start off, 730 days for users and 365 for the audit log', async () => {
    const clerk = await as('county.clerk');
    expect(
      (await clerk.get('/api/controlPanel/countyConfig/userPurgeSchedule')).body.content,
    ).toEqual({ automaticPurge: false, automaticPurgeAfterDays: 730 });
    expect(
      (await clerk.get('/api/controlPanel/countyConfig/auditLogPurgeSchedule')).body.content,
    ).toEqual({ automaticPurge: false, automaticPurgeAfterDays: 365 });
  });

  test.each([
    ['userPurgeSchedule', 364, 'Enter at least 365 days.'],
    ['userPurgeSchedule', null, 'Enter at least 365 days.'],
    ['auditLogPurgeSchedule', 59, 'Enter at least 60 days.'],
    ['auditLogPurgeSchedule', 60.5, 'Enter at least 60 days.'],
    ['auditLogPurgeSchedule', 36_501, 'Enter at most 36500 days.'],
  ])('%s refuses %p days: %s', async (group, days, message) => {
    const clerk = await as('county.clerk');
    const reply = await clerk.post(`/api/controlPanel/countyConfig/${group}`, {
      automaticPurge: true,
      automaticPurgeAfterDays: days,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toMatchObject({
      fieldErrors: { automaticPurgeAfterDays: message },
    });
  });

  test('the minimums are accepted, saved and audited as a county configuration change', async () => {
    const clerk = await as('county.clerk');
    for (const [group, days] of [
      ['userPurgeSchedule', 365],
      ['auditLogPurgeSchedule', 60],
    ] as const) {
      const reply = await clerk.post(`/api/controlPanel/countyConfig/${group}`, {
        automaticPurge: true,
        automaticPurgeAfterDays: days,
      });
      expect(reply.status).toBe(200);
      expect(await countyConfig().get(group)).toEqual({
        automaticPurge: true,
        automaticPurgeAfterDays: days,
      });
    }
    const changes = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'));
    expect(changes.map((c) => c.detail.group)).toEqual(
      expect.arrayContaining(['userPurgeSchedule', 'auditLogPurgeSchedule']),
    );
  });
});

describe('user purge now', () => {
  test("GET answers today less the schedule's days", async () => {
    const clerk = await as('county.clerk');
    await countyConfig().put('userPurgeSchedule', {
      automaticPurge: false,
      automaticPurgeAfterDays: 400,
    });
    const reply = await clerk.get<{ purgeDate: string }>(
      '/api/controlPanel/countyConfig/userPurgeNow',
    );
    const expected = new Date(Date.now() - 400 * 86_400_000);
    // The county's today may be a day off the UTC one.
    expect(
      [-1, 0, 1].map((d) => formatUsDate(new Date(expected.getTime() + d * 86_400_000))),
    ).toContain(reply.body.content.purgeDate);
  });

  test.each([
    ['', 'Required.'],
    ['13/01/2020', 'MM/DD/YYYY'],
    ['01/01/2999', 'Future date entered.'],
  ])('refuses purge date %p: %s, and queues nothing', async (purgeDate, message) => {
    const clerk = await as('county.clerk');
    const reply = await clerk.post('/api/controlPanel/countyConfig/userPurgeNow', { purgeDate });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toMatchObject({ fieldErrors: { purgeDate: message } });
    expect(await db().select().from(jobs).where(eq(jobs.name, USER_PURGE_NOW_JOB))).toEqual([]);
  });

  test('POST queues the purge and answers its coded message; the job purges and audits as the clerk', async () => {
    await addUser('old.inactive');
    const clerk = await as('county.clerk');
    const reply = await clerk.post('/api/controlPanel/countyConfig/userPurgeNow', {
      purgeDate: '01/01/2025',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ok: true,
      message:
        'Users last active before 01/01/2025 are being purged. The audit log records how many when it is done.',
      code: 'purgeServer.userPurgeStarted',
      params: { date: '01/01/2025' },
      content: { purgeDate: '01/01/2025' },
    });
    // Queued, not run yet.
    expect(await exists('old.inactive')).toBe(true);
    const [job] = await db().select().from(jobs).where(eq(jobs.name, USER_PURGE_NOW_JOB));
    expect(await t.app.jobs.runNow(job.id)).toBe('done');
    expect(await exists('old.inactive')).toBe(false);
    // The demo's susan.thao, inactive since June 2023 with no payments, goes too.
    expect(await exists('susan.thao')).toBe(false);
    const [audit] = await purgeAudits('USER_PURGE');
    expect(audit).toMatchObject({
      username: 'county.clerk',
      detail: { purgeDate: '01/01/2025', deleted: 2, kept: 0, cutoff: expect.any(String) },
    });
  });
});

describe('what a user purge deletes and keeps', () => {
  test('deletes exactly the old inactive and pending users, with their sessions, devices and searches', async () => {
    const inactive = await addUser('old.inactive');
    const pending = await addUser('old.pending', { status: 'P' });
    await addUser('old.account.admin', { role: 'ACCOUNT', status: 'I' });
    // Kept: recent, active, locked, staff, guests (the county's guest login among them), money.
    await addUser('recent.inactive', { at: DAYS_AGO_10 });
    await addUser('old.active', { status: 'A' });
    await addUser('old.locked', { status: 'L' });
    await addUser('old.clerk', { role: 'COUNTY' });
    await addUser('old.trimin', { role: 'TRIMIN' });
    await addUser('old.guest', { role: 'GUEST' });
    const withLedger = await addUser('old.payer');
    // Signed in recently (the row itself untouched since long ago): its last activity is recent.
    const signedIn = await addUser('old.but.signed.in');
    await db()
      .insert(auditLog)
      .values({ type: 'LOGIN_SUCCESS', userId: signedIn, at: DAYS_AGO_10 });
    await db()
      .update(users)
      .set({ status: 'I', createdAt: YEARS_AGO, updatedAt: YEARS_AGO })
      .where(eq(users.usernameLower, 'public.guest'));
    const [account] = await db().select().from(accounts).limit(1);
    await db().insert(transactionLog).values({
      userId: withLedger,
      username: 'old.payer',
      accountId: account.id,
      type: 'CHARGE',
      description: 'Search',
      amount: '1.50',
      at: YEARS_AGO,
    });
    await db()
      .insert(sessions)
      .values({ idHash: 'purge-test', userId: inactive, lastSeenAt: YEARS_AGO });
    await db()
      .insert(knownDevices)
      .values({ idHash: 'purge-test-device', userId: pending, lastUsedAt: YEARS_AGO });
    await db().insert(searchHistory).values({
      userId: inactive,
      searchType: 'searchByName',
      criteria: {},
      criteriaHash: 'h',
      displayCriteria: [],
      longDescription: '',
      sortKey: 'recordedDate',
      sortDirection: 'DESC',
      searchedAt: YEARS_AGO,
    });
    await db()
      .insert(auditLog)
      .values({ type: 'USER_CHANGE', userId: inactive, username: 'old.inactive' });
    const before = await money();
    const usersBefore = await db().select({ id: users.id }).from(users);

    const outcome = await purgeUsers(t.app, formatUsDate(new Date(Date.now() - 365 * 86_400_000)), {
      userId: null,
      username: null,
      clientAddress: null,
    });

    // The demo's susan.thao (inactive since June 2023, no payments) is one of them.
    expect(outcome).toMatchObject({ deleted: 4, kept: 1 });
    for (const gone of ['old.inactive', 'old.pending', 'old.account.admin', 'susan.thao'])
      expect(await exists(gone)).toBe(false);
    for (const kept of [
      'recent.inactive',
      'old.active',
      'old.locked',
      'old.clerk',
      'old.trimin',
      'old.guest',
      'public.guest',
      'old.payer',
      'old.but.signed.in',
      'county.clerk',
      'trimin.admin',
    ])
      expect(await exists(kept)).toBe(true);
    expect((await db().select({ id: users.id }).from(users)).length).toBe(usersBefore.length - 4);
    // Their own rows went with them; the audit log's row about them stays, readable by username.
    expect(await db().select().from(sessions).where(eq(sessions.userId, inactive))).toEqual([]);
    expect(await db().select().from(knownDevices).where(eq(knownDevices.userId, pending))).toEqual(
      [],
    );
    expect(
      await db().select().from(searchHistory).where(eq(searchHistory.userId, inactive)),
    ).toEqual([]);
    expect(
      await db()
        .select({ username: auditLog.username })
        .from(auditLog)
        .where(and(eq(auditLog.type, 'USER_CHANGE'), eq(auditLog.userId, inactive))),
    ).toEqual([{ username: 'old.inactive' }]);
    // The ledger and the balances are exactly as they were.
    expect(await money()).toEqual(before);
    const [audit] = await purgeAudits('USER_PURGE');
    expect(audit).toMatchObject({ userId: null, detail: { deleted: 4, kept: 1 } });
  });

  test('the ledger totals per account and the balances are unchanged by a purge of every demo user that may go', async () => {
    // Every demo user made old and inactive: only those without staff role, guest role or money rows may go.
    await db().update(users).set({ status: 'I', createdAt: YEARS_AGO, updatedAt: YEARS_AGO });
    await db().delete(auditLog);
    await db().delete(sessions);
    await db().delete(knownDevices);
    const before = await money();
    const payers = await db()
      .selectDistinct({ userId: transactionLog.userId })
      .from(transactionLog);
    const outcome = await purgeUsers(t.app, today(), {
      userId: null,
      username: null,
      clientAddress: null,
    });
    expect(await money()).toEqual(before);
    const left = await db().select({ id: users.id, role: users.role }).from(users);
    for (const { userId } of payers)
      if (userId !== null) expect(left.map((u) => u.id)).toContain(userId);
    for (const role of ['TRIMIN', 'COUNTY', 'GUEST'] as const)
      expect(left.some((u) => u.role === role)).toBe(true);
    expect(outcome.deleted).toBeGreaterThan(0);
  });
});

describe('the audit-log purge', () => {
  test('deletes only rows older than the cutoff, keeps the money types, and is audited with its counts', async () => {
    await db().delete(auditLog);
    await db()
      .insert(auditLog)
      .values([
        { type: 'LOGIN_SUCCESS', at: YEARS_AGO },
        { type: 'COUNTY_CONFIG_CHANGE', at: YEARS_AGO },
        { type: 'ACCOUNT_TASKS', at: YEARS_AGO },
        { type: 'CARD_PAYMENT_APPLIED', at: YEARS_AGO },
        { type: 'LOGIN_SUCCESS', at: DAYS_AGO_10 },
      ]);
    const ledgerBefore = await money();
    const outcome = await purgeAuditLog(
      t.app,
      formatUsDate(new Date(Date.now() - 60 * 86_400_000)),
      { userId: 7, username: 'someone', clientAddress: null },
    );
    expect(outcome).toMatchObject({ deleted: 2, kept: 2 });
    const left = await db().select({ type: auditLog.type }).from(auditLog).orderBy(auditLog.id);
    expect(left.map((r) => r.type)).toEqual([
      'ACCOUNT_TASKS',
      'CARD_PAYMENT_APPLIED',
      'LOGIN_SUCCESS',
      'AUDIT_LOG_PURGE',
    ]);
    const [audit] = await purgeAudits('AUDIT_LOG_PURGE');
    expect(audit).toMatchObject({ username: 'someone', detail: { deleted: 2, kept: 2 } });
    expect(await money()).toEqual(ledgerBefore);
  });
});

describe('the daily jobs', () => {
  test('are scheduled', () => {
    expect(t.app.jobs.scheduledNames).toEqual(
      expect.arrayContaining([USER_PURGE_JOB, AUDIT_LOG_PURGE_JOB]),
    );
  });

  test('do nothing while automatic purge is off', async () => {
    await addUser('old.inactive');
    await db().insert(auditLog).values({ type: 'LOGIN_SUCCESS', at: YEARS_AGO });
    const auditRows = (await db().select().from(auditLog)).length;
    for (const name of [USER_PURGE_JOB, AUDIT_LOG_PURGE_JOB]) {
      const id = await t.app.jobs.enqueue(name);
      expect(await t.app.jobs.runNow(id!)).toBe('done');
    }
    expect(await runScheduledUserPurge(t.app)).toBeNull();
    expect(await runScheduledAuditLogPurge(t.app)).toBeNull();
    expect(await exists('old.inactive')).toBe(true);
    expect((await db().select().from(auditLog)).length).toBe(auditRows);
  });

  test('purge by their days once on', async () => {
    await addUser('old.inactive');
    await addUser('recent.inactive', { at: DAYS_AGO_10 });
    await db()
      .insert(auditLog)
      .values([
        { type: 'LOGIN_SUCCESS', at: YEARS_AGO },
        { type: 'LOGIN_SUCCESS', at: DAYS_AGO_10 },
      ]);
    await countyConfig().put('userPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 365,
    });
    await countyConfig().put('auditLogPurgeSchedule', {
      automaticPurge: true,
      automaticPurgeAfterDays: 60,
    });
    await t.app.generations.refresh();
    for (const name of [USER_PURGE_JOB, AUDIT_LOG_PURGE_JOB]) {
      const id = await t.app.jobs.enqueue(name);
      expect(await t.app.jobs.runNow(id!)).toBe('done');
    }
    expect(await exists('old.inactive')).toBe(false);
    expect(await exists('recent.inactive')).toBe(true);
    const recentLogins = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'LOGIN_SUCCESS'), inArray(auditLog.at, [DAYS_AGO_10])));
    expect(recentLogins).toHaveLength(1);
    expect(await purgeAudits('USER_PURGE')).toHaveLength(1);
    expect(await purgeAudits('AUDIT_LOG_PURGE')).toHaveLength(1);
  });
});
