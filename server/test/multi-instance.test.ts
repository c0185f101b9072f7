import type { AddOnOptions, LoginStatus } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { transactionLog, users } from '../src/db/schema';
import { accountBalance } from './helpers/card';
import { ALL_DATES } from './helpers/search';
import { setupServerTest, type TestClient } from './helpers/test-app';

/*
 * Two instances of the server on one database, as behind a load balancer: on PostgreSQL (TEST_DATABASE_URL) each
 * has its own connection pool; on PGlite, which has one backend, they share it. Each instance keeps its own
 * caches; nothing one of them knows only in memory may change what the other answers.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const LIMIT = 12;

let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  a = await t.buildApp({ authRateLimitPerMinute: LIMIT });
  b = await t.buildApp(
    { authRateLimitPerMinute: LIMIT },
    { database: t.testDb.anotherConnection() },
  );
});

/** A browser whose requests the load balancer sends to one instance or the other. */
function balanced(): { on: (app: FastifyInstance) => TestClient } {
  const cookies = new Map<string, string>();
  return {
    on: (app) => {
      const client = t.client(app);
      // One browser: the same cookie jar whichever instance answers.
      (client as unknown as { cookies: Map<string, string> }).cookies = cookies;
      return client;
    },
  };
}

const status = async (client: TestClient) =>
  (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content;

describe('two instances on one database', () => {
  test('share one rate limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < LIMIT; i += 1) {
      answers.push(
        (await t.client(i % 2 ? a : b).get('/api/auth/loginPageLinks', { csrf: false })).status,
      );
    }
    expect(answers).toEqual(Array(LIMIT).fill(200));
    for (const instance of [a, b]) {
      const over = await t.client(instance).get('/api/auth/loginPageLinks', { csrf: false });
      expect(over.status).toBe(429);
      expect(over.body).toMatchObject({
        ok: false,
        message: 'Too many requests. Please wait a minute and try again.',
      });
    }
  });

  test('share sessions: signed in on one, known on the other; signed out on one, gone on both', async () => {
    const browser = balanced();
    expect((await browser.on(a).login('escrow.user')).status).toBe(200);
    expect(await status(browser.on(b))).toMatchObject({
      loggedIn: true,
      user: { username: 'escrow.user' },
    });
    expect(await status(browser.on(a))).toMatchObject({ loggedIn: true });
    // Both instances now hold the session in their caches; someone has kept a copy of the cookie.
    const copy = t.client(a);
    copy.cookies.set('lrp_session', browser.on(a).cookies.get('lrp_session')!);
    expect(await status(copy)).toMatchObject({ loggedIn: true });
    expect((await browser.on(b).get('/api/auth/logout')).status).toBe(200);
    expect(await status(browser.on(a))).toMatchObject({ loggedIn: false });
    expect(await status(copy)).toMatchObject({ loggedIn: false });
  });

  test('a status change made through one instance (or in the database) ends the session on both at once', async () => {
    const browser = balanced();
    await browser.on(a).login('card.user');
    expect(await status(browser.on(a))).toMatchObject({ loggedIn: true });
    expect(await status(browser.on(b))).toMatchObject({ loggedIn: true });
    await db().update(users).set({ status: 'L' }).where(eq(users.usernameLower, 'card.user'));
    const copy = t.client(b);
    copy.cookies.set('lrp_session', browser.on(a).cookies.get('lrp_session')!);
    expect(await status(copy)).toMatchObject({ loggedIn: false });
    expect(await status(browser.on(a))).toMatchObject({ loggedIn: false });

    const other = balanced();
    await other.on(b).login('escrow.user');
    expect(await status(other.on(a))).toMatchObject({ user: { fullName: 'Erik Solberg' } });
    expect(await status(other.on(b))).toMatchObject({ user: { fullName: 'Erik Solberg' } });
    const profile = await other.on(a).get<Record<string, string>>('/api/currentUser/profile');
    const saved = await other
      .on(a)
      .post('/api/currentUser/profile', { ...profile.body.content, firstName: 'Eric' });
    expect(saved.status).toBe(200);
    expect(await status(other.on(b))).toMatchObject({ user: { fullName: 'Eric Solberg' } });
  });

  test("an account's page access changed in the database decides the next search on both", async () => {
    const browser = balanced();
    await browser.on(a).login('robert.kowalski');
    const torrensText = (app: FastifyInstance) =>
      browser.on(app).post('/api/search/searchByTorrensText', { text: 'quillfeather' });
    // Lakeside Law Office may not run Torrens Text; both instances now keep its standing.
    expect([(await torrensText(a)).status, (await torrensText(b)).status]).toEqual([403, 403]);
    const lakeside = sql`(select account_id from users where username_lower = 'robert.kowalski')`;
    await db().execute(
      sql`update account_page_access set flags = flags - 'searchByTorrensText' where account_id = ${lakeside}`,
    );
    expect([(await torrensText(b)).status, (await torrensText(a)).status]).toEqual([200, 200]);
    await db().execute(
      sql`update account_page_access set flags = flags || '{"searchByTorrensText": false}' where account_id = ${lakeside}`,
    );
    expect([(await torrensText(a)).status, (await torrensText(b)).status]).toEqual([403, 403]);
  });

  describe('a search, whose statement checks the cached state itself (plugins/cache-check.ts)', () => {
    const historyOf = async (username: string) =>
      (
        await db().execute<{ n: number }>(
          sql`select count(*)::int as n from search_history h join users u on u.id = h.user_id where u.username_lower = ${username}`,
        )
      ).rows[0].n;
    const chargesOf = async (username: string) =>
      (
        await db().execute<{ n: number }>(
          sql`select count(*)::int as n from transaction_log l join users u on u.account_id = l.account_id
            where u.username_lower = ${username} and l.type = 'CHARGE'`,
        )
      ).rows[0].n;
    const byName = (client: TestClient, lastName: string) =>
      client.post('/api/search/searchByName', { ...ALL_DATES, grantorGranteeLastName1: lastName });

    test('runs without reading the counters first', async () => {
      const browser = balanced();
      await browser.on(a).login('flatfee.user');
      expect((await byName(browser.on(b), 'QUILLFEATHER')).status).toBe(200);
      const reads = jest.spyOn(b.generations, 'refresh');
      try {
        expect((await byName(browser.on(b), 'QUILLFEATHER')).status).toBe(200);
        expect(reads).not.toHaveBeenCalled();
      } finally {
        reads.mockRestore();
      }
    });

    test('on a session ended through the other instance is refused, and records nothing', async () => {
      const browser = balanced();
      await browser.on(a).login('flatfee.user');
      // The instance that will search holds the session, the account's standing and the counters.
      expect((await byName(browser.on(b), 'QUILLFEATHER')).status).toBe(200);
      const before = await historyOf('flatfee.user');
      // Someone kept a copy of the browser's cookies.
      const copy = t.client(b);
      for (const name of ['lrp_session', 'lrp_csrf'])
        copy.cookies.set(name, browser.on(a).cookies.get(name)!);
      expect((await browser.on(a).get('/api/auth/logout')).status).toBe(200);
      const refused = await byName(copy, 'SMITH');
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/^Your session has expired/);
      expect(await historyOf('flatfee.user')).toBe(before);
    });

    test('by a user locked meanwhile charges nothing; a search after a change elsewhere answers and charges once', async () => {
      const browser = balanced();
      await browser.on(a).login('escrow.user');
      expect((await byName(browser.on(b), 'QUILLFEATHER')).status).toBe(200);
      const charged = await chargesOf('escrow.user');
      // Another user's change moves the counters: the next search on b finds them moved and runs again.
      await db()
        .update(users)
        .set({ firstName: 'Changed' })
        .where(eq(users.usernameLower, 'card.user'));
      expect((await byName(browser.on(b), 'SMITH')).status).toBe(200);
      expect(await chargesOf('escrow.user')).toBe(charged + 1);
      await db().update(users).set({ status: 'L' }).where(eq(users.usernameLower, 'escrow.user'));
      const refused = await byName(browser.on(b), 'JOHNSON');
      expect(refused.status).toBe(403);
      expect(await chargesOf('escrow.user')).toBe(charged + 1);
    });
  });

  test('a county setting changed through one instance is what the other answers', async () => {
    const admin = balanced();
    await admin.on(a).login('trimin.admin');
    expect((await t.client(b).get('/api/home/all')).body.lockout).toBe(false);
    const current = await admin
      .on(b)
      .get<Record<string, unknown>>('/api/controlPanel/countyConfig/userLockout');
    const changed = await admin.on(a).post('/api/controlPanel/countyConfig/userLockout', {
      ...current.body.content,
      lockoutInPlace: true,
    });
    expect(changed.status).toBe(200);
    expect((await t.client(b).get('/api/home/all')).body.lockout).toBe(true);
    expect((await t.client(a).get('/api/home/all')).body.lockout).toBe(true);
  });

  test('keep one ledger under concurrent charges through both: no balance below zero, every row agreeing', async () => {
    // North Star Abstract: $75.00 in escrow pays for three 50-image add-ons at $25.00; ten are tried at once.
    const buyers = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const client = t.client(i % 2 ? a : b);
        expect((await client.login('ingrid.nystrom')).status).toBe(200);
        const { guid } = (await client.post<AddOnOptions>('/api/flatFee/getAddOnOptions', {})).body
          .content;
        const confirmed = await client.post('/api/flatFee/getUserAddOnConfirmation', {
          option: '1',
          imageStateReference: { imageStateGuid: guid },
        });
        expect(confirmed.status).toBe(200);
        return { client, guid };
      }),
    );
    const before = await accountBalance(t, 'North Star Abstract');
    const results = await Promise.all(
      buyers.map(({ client, guid }) =>
        client.post<{ ok: boolean }>('/api/flatFee/userAddOn', { imageStateGuid: guid }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.content.ok)).toHaveLength(3);

    const after = await accountBalance(t, 'North Star Abstract');
    expect(after.escrowBalance).toBe('0.00');
    expect(after.imagesRemaining).toBe(before.imagesRemaining + 150);
    const charges = await db()
      .select()
      .from(transactionLog)
      .where(
        sql`${transactionLog.accountId} = ${after.id} and ${transactionLog.type} = 'CHARGE' and ${transactionLog.idempotencyKey} like 'flatFee:%'`,
      )
      .orderBy(transactionLog.id);
    expect(charges.map((c) => [c.balanceBefore, c.amount, c.balanceAfter])).toEqual([
      ['75.00', '25.00', '50.00'],
      ['50.00', '25.00', '25.00'],
      ['25.00', '25.00', '0.00'],
    ]);
  });
});
