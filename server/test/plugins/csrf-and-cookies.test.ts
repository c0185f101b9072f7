import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema';
import { verifyPassword } from '../../src/lib/password';
import { sha256Hex } from '../../src/lib/tokens';
import { sessionCsrfToken } from '../../src/plugins/csrf';
import { DEMO_PASSWORD, setupServerTest, type TestClient } from '../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

const CSRF_FAILED = {
  ok: false,
  message: 'Security check failed. Please reload the page and try again.',
  code: 'server.csrf',
  params: null,
  lockout: false,
  content: null,
};
const NEW_PASSWORD = { currentPassword: DEMO_PASSWORD, password: 'Changed#Pass2026' };

async function signedIn(username = 'escrow.user'): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

async function passwordStillDemo(username = 'escrow.user') {
  const [user] = await db().select().from(users).where(eq(users.usernameLower, username));
  return verifyPassword(DEMO_PASSWORD, user.passwordHash);
}

const stillSignedIn = async (client: TestClient) =>
  (await client.get<{ loggedIn: boolean }>('/api/currentUser/loginStatus')).body.content.loggedIn;

describe('CSRF: the check follows the route the router chose', () => {
  test('an encoded path (/%61pi/...) is checked like the plain one', async () => {
    const client = await signedIn();
    const reply = await client.post('/%61pi/currentUser/password', NEW_PASSWORD, { csrf: false });
    expect(reply.status).toBe(403);
    expect(reply.body).toEqual(CSRF_FAILED);
    expect(await passwordStillDemo()).toBe(true);
    // With the token the same encoded path works: it is the same route.
    expect((await client.post('/%61pi/currentUser/password', NEW_PASSWORD)).status).toBe(200);
  });

  test.each(['/%61pi/auth/logout', '/api/auth/%6cogout', '/api/auth/logout'])(
    'GET %s without the token does not end the session',
    async (url) => {
      const client = await signedIn();
      const reply = await client.get(url, { csrf: false });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual(CSRF_FAILED);
      expect(await stillSignedIn(client)).toBe(true);
    },
  );

  test('HEAD on logout ends nothing: there is no such route', async () => {
    const client = await signedIn();
    const reply = await client.send('HEAD', '/api/auth/logout', { csrf: false });
    expect(reply.status).toBe(404);
    expect(await stillSignedIn(client)).toBe(true);
    expect((await client.get('/api/auth/logout')).status).toBe(200);
    expect(await stillSignedIn(client)).toBe(false);
  });

  test('a request a browser marks as coming from another site is refused, token or not', async () => {
    const client = await signedIn();
    for (const site of ['cross-site', 'same-site']) {
      const reply = await client.post('/api/currentUser/password', NEW_PASSWORD, {
        headers: { 'sec-fetch-site': site },
      });
      expect(reply.status).toBe(403);
    }
    expect(await passwordStillDemo()).toBe(true);
    expect(
      (
        await client.post('/api/currentUser/password', NEW_PASSWORD, {
          headers: { 'sec-fetch-site': 'same-origin' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('CSRF: the token is the session’s own', () => {
  test('a planted cookie with a matching header does not pass once signed in', async () => {
    const client = await signedIn();
    client.cookies.set('lrp_csrf', 'evil');
    const reply = await client.post('/api/currentUser/password', NEW_PASSWORD, {
      headers: { 'x-csrf-token': 'evil' },
    });
    expect(reply.status).toBe(403);
    expect(await passwordStillDemo()).toBe(true);
    // The server hands the browser the session's token again.
    expect(client.csrfToken).toBe(sessionCsrfToken(client.cookies.get('lrp_session')!));
  });

  test('is bound to the session and replaced at sign-in and at logout', async () => {
    const client = t.client();
    await client.get('/api/health');
    const before = client.csrfToken!;
    expect(before).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const login = await client.login('escrow.user');
    const session = client.cookies.get('lrp_session')!;
    const token = login.response.cookies.find((c) => c.name === 'lrp_csrf')!;
    expect(token).toMatchObject({
      value: sessionCsrfToken(session),
      path: '/',
      sameSite: 'Strict',
    });
    expect(token.httpOnly).toBeFalsy();
    expect(token.value).not.toBe(before);
    // The token from before sign-in is worth nothing now.
    const stale = await client.post('/api/currentUser/password', NEW_PASSWORD, {
      csrf: false,
      headers: { 'x-csrf-token': before },
    });
    expect(stale.status).toBe(403);

    // Another session's token does not fit this one.
    const other = await signedIn('card.user');
    const crossed = await client.post('/api/currentUser/password', NEW_PASSWORD, {
      csrf: false,
      headers: { 'x-csrf-token': other.csrfToken! },
    });
    expect(crossed.status).toBe(403);

    await client.get('/api/auth/logout');
    expect(client.csrfToken).not.toBe(token.value);
    expect(
      await db()
        .select()
        .from(sessions)
        .where(eq(sessions.idHash, sha256Hex(session))),
    ).toHaveLength(0);
  });
});

describe('cookies', () => {
  test('in production at the root of an https origin: __Host- names, Secure, Path=/', async () => {
    const app = await t.buildApp({
      mode: 'production',
      cookieSecure: true,
      cookiePrefix: '__Host-',
      publicUrl: 'https://records.pineridge.example.gov',
    });
    const client = t.client(app);
    const reply = await client.login('escrow.user');
    expect(reply.status).toBe(200);
    const names = reply.response.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['__Host-lrp_csrf', '__Host-lrp_device', '__Host-lrp_session']);
    for (const cookie of reply.response.cookies)
      expect(cookie).toMatchObject({ secure: true, path: '/' });
    // The browser's script finds the prefixed token, and the session works under its new name.
    expect((await client.post('/api/currentUser/password', NEW_PASSWORD)).status).toBe(200);
    expect(
      (await client.post('/api/currentUser/password', NEW_PASSWORD, { csrf: false })).status,
    ).toBe(403);
  });

  test('under a base path: scoped to it, with the __Secure- prefix', async () => {
    const app = await t.buildApp({
      basePath: '/records/',
      cookieSecure: true,
      cookiePrefix: '__Secure-',
    });
    const client = t.client(app);
    const reply = await client.login('escrow.user');
    for (const cookie of reply.response.cookies) {
      expect(cookie).toMatchObject({ secure: true, path: '/records/' });
    }
    const names = reply.response.cookies.map((c) => c.name).sort();
    expect(names).toEqual(['__Secure-lrp_csrf', '__Secure-lrp_device', '__Secure-lrp_session']);
    expect((await client.post('/api/currentUser/password', NEW_PASSWORD)).status).toBe(200);
  });
});
