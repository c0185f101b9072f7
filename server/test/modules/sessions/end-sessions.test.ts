import type { LoginStatus } from '@lrp/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog, sessions } from '../../../src/db/schema';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * User Admin's Lockout 1 and Lockout 2 (spec 3 §2.3, §3, §7) and the User Access and Lockout settings' rules,
 * with two instances on one database as behind a load balancer (each keeps its own session cache).
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());
const END = '/api/controlPanel/countyConfig/endUserSessions';
const EXPIRED = 'Your session has expired. Please log in again.';

let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  a = t.app;
  b = await t.buildApp({}, { database: t.testDb.anotherConnection() });
});

/** One browser whose calls go to either instance (one cookie jar). */
type Browser = { on: (app: FastifyInstance) => TestClient };
async function signedIn(username: string, at: FastifyInstance = a): Promise<Browser> {
  const cookies = new Map<string, string>();
  const browser: Browser = {
    on: (app) => {
      const client = t.client(app);
      (client as unknown as { cookies: Map<string, string> }).cookies = cookies;
      return client;
    },
  };
  expect((await browser.on(at).login(username)).status).toBe(200);
  // Both instances now hold the session in their caches.
  for (const app of [a, b]) expect(await loggedIn(browser, app)).toBe(true);
  return browser;
}

const loggedIn = async (browser: Browser, app: FastifyInstance) =>
  (await browser.on(app).get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn;
const sessionCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(sessions)
  )[0].n;

describe('GET /api/controlPanel/countyConfig/endUserSessions (Lockout 2)', () => {
  test("ends every session but the caller's, on both instances, and says how many (audited)", async () => {
    const clerk = await signedIn('county.clerk');
    const others = [
      await signedIn('escrow.user', b),
      await signedIn('account.admin'),
      await signedIn('trimin.admin', b),
    ];
    const reply = await clerk.on(a).get(END);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ok: true,
      message: '3 sessions were ended.',
      code: 'sessionServer.sessionsEnded',
      params: { n: 3 },
      content: null,
    });
    for (const browser of others) {
      expect(await loggedIn(browser, b)).toBe(false);
      expect(await loggedIn(browser, a)).toBe(false);
    }
    expect(await loggedIn(clerk, b)).toBe(true);
    expect(await loggedIn(clerk, a)).toBe(true);
    expect(await sessionCount()).toBe(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'LOGOUT'), eq(auditLog.username, 'county.clerk')));
    expect(audit.detail).toEqual({ endUserSessions: true, ended: 3 });
  });

  test('TRIMIN may end them too; with no other session none are ended', async () => {
    const admin = await signedIn('trimin.admin', b);
    expect((await admin.on(b).get(END)).body.message).toBe('0 sessions were ended.');
    expect(await loggedIn(admin, a)).toBe(true);
  });

  test.each(['account.admin', 'escrow.user', 'public.guest'])(
    '%s is refused (403) and nothing ends',
    async (username) => {
      const browser = await signedIn(username);
      const before = await sessionCount();
      const reply = await browser.on(a).get(END);
      expect(reply.status).toBe(403);
      expect(await sessionCount()).toBe(before);
      expect(await loggedIn(browser, b)).toBe(true);
    },
  );

  test('without a session, or without the CSRF header, nothing ends', async () => {
    const clerk = await signedIn('county.clerk');
    await signedIn('escrow.user');
    expect((await t.client().get(END)).status).toBe(403);
    expect((await clerk.on(a).get(END, { csrf: false })).status).toBe(403);
    expect(await sessionCount()).toBe(2);
  });
});

describe('Lockout 1: a lockout in place', () => {
  test("ends escrow.user's open session at its next call on the other instance; county.clerk keeps working", async () => {
    const user = await signedIn('escrow.user', b);
    const clerk = await signedIn('county.clerk');
    const lockout = (
      await clerk.on(a).get<Record<string, unknown>>('/api/controlPanel/countyConfig/userLockout')
    ).body.content;
    const saved = await clerk
      .on(a)
      .post('/api/controlPanel/countyConfig/userLockout', { ...lockout, lockoutInPlace: true });
    expect(saved.status).toBe(200);

    const next = await user.on(b).get('/api/currentUser/profile');
    expect(next.status).toBe(403);
    expect(next.body).toMatchObject({ ok: false, message: EXPIRED, lockout: true });
    expect(await loggedIn(user, a)).toBe(false);
    expect((await user.on(a).login('escrow.user')).body).toMatchObject({
      ok: false,
      lockout: true,
      message: lockout.messageLogin,
    });

    expect((await clerk.on(b).get('/api/currentUser/profile')).status).toBe(200);
    expect(await loggedIn(clerk, a)).toBe(true);
    expect((await t.client(b).login('trimin.admin')).status).toBe(200);
  });
});

describe('the settings refused with the contract messages', () => {
  const clerk = () => signedIn('county.clerk');

  test.each([
    ['maxloginAttempts', 21, 'Enter 1 to 20 attempts.', 'userAccess.loginAttempts'],
    ['maxloginAttempts', 0, 'Enter 1 to 20 attempts.', 'userAccess.loginAttempts'],
    ['maxloginAttempts', null, 'Required.', null],
    ['inactivityTimeLimitPeriod', 121, 'Enter 1 to 120 minutes.', 'userAccess.inactivityMinutes'],
    ['inactivityTimeLimitPeriod', 2.5, 'Required.', null],
  ])('userAccess %s = %p: %s', async (field, value, message, code) => {
    const browser = await clerk();
    const stored = await countyConfig().get('userAccess');
    const reply = await browser
      .on(a)
      .post('/api/controlPanel/countyConfig/userAccess', { ...stored, [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toMatchObject({
      fieldErrors: { [field]: message },
      // "Required." is one text in several groups: any of their codes translates it.
      fieldMessages: { [field]: { code: code ?? expect.stringMatching(/\.required$/) } },
    });
  });

  test.each([
    ['messageLogin', '  ', 'Required.'],
    ['messageHeadline', '', 'Required.'],
    ['messageHeadline', 'x'.repeat(201), '200 characters max.'],
    ['messageLogin', 'x'.repeat(501), '500 characters max.'],
  ])('userLockout %s %p: %s', async (field, value, message) => {
    const browser = await clerk();
    const stored = await countyConfig().get('userLockout');
    const reply = await browser
      .on(a)
      .post('/api/controlPanel/countyConfig/userLockout', { ...stored, [field]: value });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toMatchObject({ fieldErrors: { [field]: message } });
  });

  test('the limits themselves are saved', async () => {
    const browser = await clerk();
    const stored = await countyConfig().get('userAccess');
    const reply = await browser.on(a).post('/api/controlPanel/countyConfig/userAccess', {
      ...stored,
      maxloginAttempts: 20,
      inactivityTimeLimitPeriod: 120,
    });
    expect(reply.status).toBe(200);
    expect(await countyConfig().get('userAccess')).toMatchObject({
      maxloginAttempts: 20,
      inactivityTimeLimitPeriod: 120,
    });
  });
});
