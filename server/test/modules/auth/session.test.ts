import { loginStatusSchema, type LoginStatus } from '@lrp/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { auditLog, sessions, users } from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/tokens';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

const EXPIRED = 'Your session has expired. Please log in again.';

async function signedIn(username = 'escrow.user'): Promise<{ client: TestClient; idHash: string }> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return { client, idHash: sha256Hex(client.cookies.get('lrp_session')!) };
}

async function idleFor(idHash: string, minutes: number) {
  await db()
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(sessions.idHash, idHash));
}

describe('GET /api/currentUser/loginStatus', () => {
  test('without a session: not logged in, no user', async () => {
    const reply = await t.client().get<LoginStatus>('/api/currentUser/loginStatus');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: { loggedIn: false, user: null, inactivityMinutes: 30 },
    });
  });

  test('with a session: the current user, with the language chosen at sign-in', async () => {
    const client = t.client();
    await client.login('flatfee.user', undefined, 'RUSSIAN');
    const reply = await client.get<LoginStatus>('/api/currentUser/loginStatus');
    const status = loginStatusSchema.parse(reply.body.content);
    expect(status.loggedIn).toBe(true);
    expect(status.user).toMatchObject({
      username: 'flatfee.user',
      language: 'RUSSIAN',
      usageBalance: '120 images remaining',
    });
  });

  test('an unknown session cookie counts as none and is cleared', async () => {
    const client = t.client();
    client.cookies.set('lrp_session', 'made-up');
    const reply = await client.get<LoginStatus>('/api/currentUser/loginStatus');
    expect(reply.body.content.loggedIn).toBe(false);
    expect(client.cookies.has('lrp_session')).toBe(false);
  });

  test('every authenticated request moves last_seen_at forward', async () => {
    const { client, idHash } = await signedIn();
    await idleFor(idHash, 10);
    await client.get('/api/currentUser/loginStatus');
    const [row] = await db()
      .select({ idle: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})::int` })
      .from(sessions)
      .where(eq(sessions.idHash, idHash));
    expect(row.idle).toBeLessThan(5);
  });
});

describe('inactivity limit', () => {
  test('a session idle longer than the county limit (30 minutes) has ended and is deleted', async () => {
    const { client, idHash } = await signedIn();
    await idleFor(idHash, 29);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(true);

    await idleFor(idHash, 31);
    const reply = await client.post('/api/userManager/users', {});
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(EXPIRED);
    expect(await db().select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(false);
  });

  test('with the county limit off, a session lives 12 hours', async () => {
    const countyConfig = new CountyConfigRepository(db());
    await countyConfig.put('userAccess', {
      ...(await countyConfig.get('userAccess')),
      inactivityTimeLimit: false,
    });
    const { client, idHash } = await signedIn();
    await idleFor(idHash, 11 * 60);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(true);
    await idleFor(idHash, 12 * 60 + 1);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(false);
  });

  test('a user deactivated or locked while signed in loses the session', async () => {
    const { client } = await signedIn('card.user');
    await db().update(users).set({ status: 'I' }).where(eq(users.usernameLower, 'card.user'));
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(false);
  });

  test("a county lockout ends a non-staff user's open session at its next call (flagged); staff go on", async () => {
    const user = await signedIn('escrow.user');
    const clerk = await signedIn('county.clerk');
    const countyConfig = new CountyConfigRepository(db());
    await countyConfig.put('userLockout', {
      ...(await countyConfig.get('userLockout')),
      lockoutInPlace: true,
    });
    const userStatus = await user.client.get<LoginStatus>('/api/currentUser/loginStatus');
    expect(userStatus.body).toMatchObject({ lockout: true, content: { loggedIn: false } });
    expect(await db().select().from(sessions).where(eq(sessions.idHash, user.idHash))).toEqual([]);
    const clerkStatus = await clerk.client.get<LoginStatus>('/api/currentUser/loginStatus');
    expect(clerkStatus.body).toMatchObject({ lockout: true, content: { loggedIn: true } });
    expect((await t.client().login('escrow.user')).status).toBe(401);
  });
});

describe('GET /api/auth/logout', () => {
  test('needs the CSRF header: without it the session survives', async () => {
    const { client, idHash } = await signedIn();
    const reply = await client.get('/api/auth/logout', { csrf: false });
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      ok: false,
      message: 'Security check failed. Please reload the page and try again.',
    });
    expect(await db().select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(1);
  });

  test('ends the session, clears the cookie and writes the audit log', async () => {
    const { client, idHash } = await signedIn('account.admin');
    const reply = await client.get('/api/auth/logout');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: null,
    });
    const cleared = reply.response.cookies.find((c) => c.name === 'lrp_session');
    expect(cleared?.value).toBe('');
    expect(await db().select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(false);
    const [last] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(last).toMatchObject({ type: 'LOGOUT', username: 'account.admin' });
  });

  test('without a session answers 403 "session expired"', async () => {
    const reply = await t.client().get('/api/auth/logout');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(EXPIRED);
  });

  test('signing in again replaces the earlier session of the same browser', async () => {
    const { client, idHash } = await signedIn('escrow.user');
    await client.login('escrow.user');
    expect(await db().select().from(sessions).where(eq(sessions.idHash, idHash))).toHaveLength(0);
    expect(
      (await client.get<LoginStatus>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(true);
  });
});
