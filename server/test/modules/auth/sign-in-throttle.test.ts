import { scryptSync } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  knownDevices,
  mailOutbox,
  signInThrottles,
  tickets,
  users,
} from '../../../src/db/schema';
import { verifyPassword } from '../../../src/lib/password';
import { sha256Hex } from '../../../src/lib/tokens';
import { delaySeconds } from '../../../src/modules/auth/sign-in-throttle';
import { DEMO_PASSWORD, setupServerTest, type Reply } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

const INVALID = 'Invalid username or password.';
const WRONG = 'Wrong!Pass1234';
const LINK =
  "Wrong passwords for this username keep coming from elsewhere, so from a new browser it signs in only through an e-mailed link. If the username and password are right, we have e-mailed a sign-in link to the account's address.";
const waitMessage = (wait: string) =>
  `Too many failed sign-ins. Please wait ${wait} and try again, or use Forgot Password.`;

/** Earlier failures on a key, as if they had happened a moment ago (each real one costs a password check). */
async function earlierFailures(key: string, failures: number) {
  await db().insert(signInThrottles).values({ key, failures });
}

/** Makes every waiting key wait ten minutes more, so a check that follows cannot race the end of a short wait. */
async function holdWaits() {
  await db()
    .update(signInThrottles)
    .set({ blockedUntil: sql`now() + interval '10 minutes'` })
    .where(sql`${signInThrottles.blockedUntil} is not null`);
}

/** The wait a key was given by its last failure, in seconds, and its count. */
async function throttle(key: string) {
  const [row] = await db()
    .select({
      failures: signInThrottles.failures,
      wait: sql<
        number | null
      >`extract(epoch from ${signInThrottles.blockedUntil} - ${signInThrottles.lastFailureAt})::float`,
    })
    .from(signInThrottles)
    .where(eq(signInThrottles.key, key));
  return row ?? null;
}

const answer = (reply: Reply) => [reply.status, reply.body.message];
/** The answer while a username is under attack: the same whatever was sent. */
const linkAnswer = {
  status: 401,
  body: {
    ok: false,
    message: LINK,
    code: 'server.signInLinkMaybeSent',
    params: null,
    lockout: false,
    content: { signInLink: true },
  },
};
const whole = (reply: Reply) => ({ status: reply.status, body: reply.body });

/** The sign-in links mailed so far (after the replies' work is done). */
async function mailedLinks() {
  await t.app.backgroundSettled();
  const mails = await db().select().from(mailOutbox);
  return mails
    .filter((m) => m.subject.endsWith('your sign-in link'))
    .map((m) => ({
      to: m.toAddress,
      ticket: /\/login\/link\/([A-Za-z0-9_-]+)/.exec(m.bodyText)![1],
    }));
}

describe('anonymous guesses cannot lock anyone out', () => {
  test('five wrong passwords from a stranger do not lock a COUNTY user: it signs in with its password', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await t.client().login('county.clerk', WRONG)).body.message).toBe(INVALID);
    const clerk = await t.client().login('county.clerk');
    expect(clerk.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.usernameLower, 'county.clerk'));
    expect(row.status).toBe('A');
  });

  test("past the county's maxloginAttempts the username is under attack: one answer for everything; nobody waits, and staff are not locked", async () => {
    // Staff only (a USER is locked at the limit: lockout-attempts.test.ts).
    const client = t.client();
    for (let i = 0; i < 6; i += 1)
      expect(answer(await client.login('county.clerk', WRONG))).toEqual([401, INVALID]);
    expect(await throttle('user:county.clerk')).toEqual({ failures: 6, wait: null });

    // Wrong and right passwords get the same answer from a new browser; the count goes on, with no wait.
    expect(whole(await client.login('county.clerk', WRONG))).toEqual(linkAnswer);
    expect(whole(await client.login('county.clerk'))).toEqual(linkAnswer);
    expect(await throttle('user:county.clerk')).toEqual({ failures: 7, wait: null });
    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'county.clerk'));
    expect(user.status).toBe('A');
    // Only the right password mailed a link.
    expect((await mailedLinks()).map((m) => m.to)).toEqual([user.email]);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.username, 'county.clerk'),
          sql`${auditLog.detail}->>'reason' = 'sign_in_link'`,
        ),
      );
    expect(audited).toHaveLength(1);
  });

  test("the caller's own keys wait, doubling up to 15 minutes; a quiet hour forgets the count", async () => {
    expect([1, 2, 3, 4, 5, 10, 11, 40].map(delaySeconds)).toEqual([1, 2, 4, 8, 16, 512, 900, 900]);
    await db().insert(signInThrottles).values({ key: 'address:192.0.2.40', failures: 40 });
    const there = t.client(t.app, '192.0.2.40');
    await there.login('card.user', WRONG);
    expect(await throttle('address:192.0.2.40')).toEqual({ failures: 41, wait: 900 });
    expect((await there.login('card.user')).body.message).toBe(waitMessage('15 minutes'));
    // A username's count never waits.
    expect(await throttle('user:card.user')).toEqual({ failures: 1, wait: null });

    await db()
      .update(signInThrottles)
      .set({ lastFailureAt: sql`now() - interval '61 minutes'`, blockedUntil: null });
    await there.login('card.user', WRONG);
    expect(await throttle('address:192.0.2.40')).toEqual({ failures: 1, wait: null });
  });

  test('keys quiet for an hour are forgotten, so guesses at random usernames leave nothing behind', async () => {
    await db()
      .insert(signInThrottles)
      .values(
        ['user:made.up.1', 'user:made.up.2', 'address:203.0.113.77'].map((key) => ({
          key,
          failures: 3,
          lastFailureAt: sql`now() - interval '2 hours'`,
        })),
      );
    await t.client().login('made.up.3', WRONG);
    const keys = (await db().select({ key: signInThrottles.key }).from(signInThrottles))
      .map((r) => r.key)
      .sort();
    expect(keys).toEqual(['address:127.0.0.1', 'attempts:made.up.3', 'user:made.up.3']);
  });

  test('with no county limit the username is under attack after ten failures', async () => {
    await db().execute(
      sql`update county_settings set content = jsonb_set(content, '{limitLoginAttempts}', 'false') where group_name = 'userAccess'`,
    );
    await earlierFailures('user:card.user', 10);
    expect(answer(await t.client().login('card.user', WRONG))).toEqual([401, INVALID]);
    expect(await throttle('user:card.user')).toEqual({ failures: 11, wait: null });
    expect(whole(await t.client().login('card.user', WRONG))).toEqual(linkAnswer);
  });

  test('a browser that signed in before is not made to wait by strangers guessing at its user', async () => {
    const staff = t.client();
    const first = await staff.login('trimin.admin');
    const device = first.response.cookies.find((c) => c.name === 'lrp_device')!;
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 180 * 24 * 60 * 60,
    });
    expect(await db().select().from(knownDevices)).toHaveLength(1);
    await staff.get('/api/auth/logout');

    // Strangers at many addresses guess at the username until it is under attack.
    await earlierFailures('user:trimin.admin', 10);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, `203.0.113.${i + 1}`).login('trimin.admin', WRONG);
    expect(whole(await t.client(t.app, '203.0.113.99').login('trimin.admin'))).toEqual(linkAnswer);

    // Its own browser signs in at once, and keeps its device.
    const again = await staff.login('trimin.admin');
    expect(again.status).toBe(200);
    expect(again.response.cookies.find((c) => c.name === 'lrp_device')).toBeUndefined();
    // A device is its own user's only: another user signing in on it is counted like anyone.
    await staff.get('/api/auth/logout');
    await earlierFailures('user:county.clerk', 10);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, `198.51.100.${i + 1}`).login('county.clerk', WRONG);
    expect(whole(await staff.login('county.clerk'))).toEqual(linkAnswer);
  });

  test('a known browser guessing at its own user waits on its own count', async () => {
    const browser = t.client(t.app, '192.0.2.10');
    await browser.login('account.admin');
    await browser.get('/api/auth/logout');
    const [device] = await db().select().from(knownDevices);
    await earlierFailures(`device:${device.idHash}`, 9);
    for (let i = 0; i < 2; i += 1) await browser.login('account.admin', WRONG);
    expect(await throttle(`device:${device.idHash}`)).toEqual({ failures: 11, wait: 1 });
    await holdWaits();
    expect((await browser.login('account.admin')).status).toBe(429);
    // The username itself was not counted: the owner elsewhere is not held back.
    expect(await throttle('user:account.admin')).toBeNull();
    expect((await t.client(t.app, '192.0.2.11').login('account.admin')).status).toBe(200);
  });

  test('one address guessing at many usernames waits after 20 failures; other addresses do not', async () => {
    await earlierFailures('address:203.0.113.50', 19);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, '203.0.113.50').login(`someone.${i}`, WRONG);
    expect(await throttle('address:203.0.113.50')).toEqual({ failures: 21, wait: 1 });
    await holdWaits();
    expect((await t.client(t.app, '203.0.113.50').login('escrow.user')).status).toBe(429);
    expect((await t.client(t.app, '203.0.113.51').login('escrow.user')).status).toBe(200);
  });
});

describe('a username under attack keeps nobody from signing in', () => {
  test("strangers' 29 wrong guesses do not keep a county administrator out: the right password from a new browser mails a one-time sign-in link", async () => {
    // 29 wrong guesses from strangers at several addresses (the first 27 as counted before).
    await earlierFailures('user:county.clerk', 27);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, `203.0.113.${i + 1}`).login('county.clerk', WRONG);
    // The administrator, in a new browser, is not told to wait: the right password mails a link.
    const desk = t.client(t.app, '192.0.2.60');
    const refused = await desk.login('county.clerk');
    expect(whole(refused)).toEqual(linkAnswer);
    const [clerk] = await db().select().from(users).where(eq(users.usernameLower, 'county.clerk'));
    const links = await mailedLinks();
    expect(links.map((l) => l.to)).toEqual([clerk.email]);
    const [stored] = await db().select().from(tickets).where(eq(tickets.kind, 'SIGN_IN_LINK'));
    // Only the ticket's SHA-256 is kept, and it lasts 15 minutes.
    expect(stored.idHash).toBe(sha256Hex(links[0].ticket));
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(15 * 60 * 1000);

    // The link signs in, once, and makes the browser a known one.
    const opened = await desk.post<{ username: string }>('/api/auth/signInWithLink', {
      ticket: links[0].ticket,
    });
    expect(opened.status).toBe(200);
    expect(opened.body.content.username).toBe('county.clerk');
    expect(opened.response.cookies.find((c) => c.name === 'lrp_device')).toBeDefined();
    expect(
      (await desk.get<{ loggedIn: boolean }>('/api/currentUser/loginStatus')).body.content.loggedIn,
    ).toBe(true);
    const again = await t.client().post('/api/auth/signInWithLink', { ticket: links[0].ticket });
    expect([again.status, again.body.message]).toEqual([400, 'This link has already been used.']);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'LOGIN_SUCCESS'), eq(auditLog.userId, clerk.id)));
    expect(audit.detail).toEqual({ language: 'ENGLISH', via: 'SIGN_IN_LINK' });

    // From then on that browser signs in with the password while the guessing goes on.
    await desk.get('/api/auth/logout');
    await t.client(t.app, '203.0.113.1').login('county.clerk', WRONG);
    expect((await desk.login('county.clerk')).status).toBe(200);
  });

  test('no link for a wrong password, a made-up username or an inactive user; at most five an hour; expired links fail', async () => {
    await earlierFailures('user:card.user', 20);
    await earlierFailures('user:no.such.user', 20);
    expect(whole(await t.client().login('card.user', WRONG))).toEqual(linkAnswer);
    expect(whole(await t.client().login('no.such.user'))).toEqual(linkAnswer);
    expect(await mailedLinks()).toEqual([]);
    for (let i = 0; i < 7; i += 1)
      expect(whole(await t.client().login('card.user'))).toEqual(linkAnswer);
    expect(await mailedLinks()).toHaveLength(5);

    await db()
      .update(tickets)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const late = await t
      .client()
      .post('/api/auth/signInWithLink', { ticket: (await mailedLinks())[0].ticket });
    expect([late.status, late.body.message]).toEqual([
      400,
      'This sign-in link has expired. Please log in again.',
    ]);

    await db().delete(mailOutbox);
    await db().delete(tickets);
    await db().update(users).set({ status: 'I' }).where(eq(users.usernameLower, 'card.user'));
    expect(whole(await t.client().login('card.user'))).toEqual(linkAnswer);
    expect(await mailedLinks()).toEqual([]);
  });
});

describe('answers that do not tell which usernames exist', () => {
  test('an unknown username gets the same answers as a known one, failure for failure', async () => {
    const run = async (username: string, address: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 7; i += 1)
        answers.push(answer(await t.client(t.app, address).login(username, WRONG)));
      return { answers, throttle: await throttle(`user:${username}`) };
    };
    const known = await run('escrow.user', '192.0.2.20');
    const unknown = await run('no.such.user', '192.0.2.21');
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      answers: [...Array(6).fill([401, INVALID]), [401, LINK]],
      throttle: { failures: 7, wait: null },
    });
    // Under attack, even the right password of a user answers as a made-up username does.
    expect(whole(await t.client().login('no.such.user', DEMO_PASSWORD))).toEqual(
      whole(await t.client().login('escrow.user')),
    );
  });

  test('a locked, inactive or pending user hears of it only with the right password', async () => {
    for (const [status, message] of [
      ['L', 'Your account is locked. Please contact the county or use Forgot Password.'],
      ['I', 'Your account is inactive. Please contact the county.'],
      ['P', 'Your registration is not complete. Please follow the link in the e-mail we sent you.'],
    ] as const) {
      await db().update(users).set({ status }).where(eq(users.usernameLower, 'card.user'));
      expect(answer(await t.client().login('card.user', WRONG))).toEqual([401, INVALID]);
      expect(answer(await t.client().login('card.user'))).toEqual([401, message]);
    }
  });
});

describe('password hashes at a lower cost', () => {
  test('are stored again at scrypt N = 2^17 at the next sign-in', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const old = [
      'scrypt',
      16384,
      8,
      1,
      salt.toString('base64url'),
      scryptSync(DEMO_PASSWORD, salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url'),
    ].join('$');
    await db().update(users).set({ passwordHash: old }).where(eq(users.usernameLower, 'card.user'));

    expect((await t.client().login('card.user', WRONG)).status).toBe(401);
    const [unchanged] = await db().select().from(users).where(eq(users.usernameLower, 'card.user'));
    expect(unchanged.passwordHash).toBe(old);

    expect((await t.client().login('card.user')).status).toBe(200);
    const [upgraded] = await db().select().from(users).where(eq(users.usernameLower, 'card.user'));
    expect(upgraded.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword(DEMO_PASSWORD, upgraded.passwordHash)).toBe(true);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.username, 'card.user'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      type: 'LOGIN_SUCCESS',
      detail: { language: 'ENGLISH', passwordRehashed: true },
    });

    expect((await t.client().login('card.user')).status).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.usernameLower, 'card.user'));
    expect(after.passwordHash).toBe(upgraded.passwordHash);
  });
});
