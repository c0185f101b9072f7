import { scryptSync } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditLog, knownDevices, signInThrottles, users } from '../../../src/db/schema';
import { verifyPassword } from '../../../src/lib/password';
import { delaySeconds } from '../../../src/modules/auth/sign-in-throttle';
import { DEMO_PASSWORD, setupServerTest, type Reply } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

const INVALID = 'Invalid username or password.';
const WRONG = 'Wrong!Pass1234';
const waitMessage = (wait: string) =>
  `Too many failed sign-ins. Please wait ${wait} and try again, or use Forgot Password.`;

/** Lets every waiting key try again, as if its wait had passed. */
async function endWaits() {
  await db()
    .update(signInThrottles)
    .set({ blockedUntil: sql`now() - interval '1 second'` });
}

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

describe('anonymous guesses cannot lock anyone out', () => {
  test('five wrong passwords from a stranger do not lock a COUNTY user: it signs in with its password', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await t.client().login('county.clerk', WRONG)).body.message).toBe(INVALID);
    const clerk = await t.client().login('county.clerk');
    expect(clerk.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.usernameLower, 'county.clerk'));
    expect(row.status).toBe('A');
  });

  test("past the county's maxloginAttempts each failure makes the username wait twice as long; nobody is locked", async () => {
    const client = t.client();
    for (let i = 0; i < 5; i += 1)
      expect(answer(await client.login('escrow.user', WRONG))).toEqual([401, INVALID]);
    expect(await throttle('user:escrow.user')).toEqual({ failures: 5, wait: null });

    expect(answer(await client.login('escrow.user', WRONG))).toEqual([401, INVALID]);
    expect(await throttle('user:escrow.user')).toEqual({ failures: 6, wait: 1 });
    // While it waits, even the right password is refused, before any password is checked.
    await holdWaits();
    expect(answer(await client.login('escrow.user'))).toEqual([429, waitMessage('10 minutes')]);

    for (const wait of [2, 4, 8]) {
      await endWaits();
      expect(answer(await client.login('escrow.user', WRONG))).toEqual([401, INVALID]);
      expect((await throttle('user:escrow.user'))?.wait).toBe(wait);
    }
    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'escrow.user'));
    expect(user.status).toBe('A');

    await endWaits();
    expect((await client.login('escrow.user')).status).toBe(200);
    expect(await throttle('user:escrow.user')).toBeNull();
    const delayed = await db()
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.username, 'escrow.user'), sql`${auditLog.detail}->>'reason' = 'delayed'`),
      );
    expect(delayed).toHaveLength(1);
  });

  test('the wait doubles up to 15 minutes; a quiet hour forgets the count', async () => {
    expect([1, 2, 3, 4, 5, 10, 11, 40].map(delaySeconds)).toEqual([1, 2, 4, 8, 16, 512, 900, 900]);
    await db().insert(signInThrottles).values({ key: 'user:card.user', failures: 40 });
    await t.client().login('card.user', WRONG);
    expect(await throttle('user:card.user')).toEqual({ failures: 41, wait: 900 });
    expect((await t.client().login('card.user')).body.message).toBe(waitMessage('15 minutes'));

    await db()
      .update(signInThrottles)
      .set({ lastFailureAt: sql`now() - interval '61 minutes'`, blockedUntil: null });
    await t.client().login('card.user', WRONG);
    expect(await throttle('user:card.user')).toEqual({ failures: 1, wait: null });
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
    expect(keys).toEqual(['address:127.0.0.1', 'user:made.up.3']);
  });

  test('with no county limit the username waits after ten failures', async () => {
    await db().execute(
      sql`update county_settings set content = jsonb_set(content, '{limitLoginAttempts}', 'false') where group_name = 'userAccess'`,
    );
    await earlierFailures('user:card.user', 9);
    await t.client().login('card.user', WRONG);
    expect(await throttle('user:card.user')).toEqual({ failures: 10, wait: null });
    await t.client().login('card.user', WRONG);
    expect((await throttle('user:card.user'))?.wait).toBe(1);
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

    // Strangers at many addresses guess at the username until it waits.
    await earlierFailures('user:trimin.admin', 10);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, `203.0.113.${i + 1}`).login('trimin.admin', WRONG);
    await holdWaits();
    expect((await t.client(t.app, '203.0.113.99').login('trimin.admin')).status).toBe(429);

    // Its own browser signs in at once, and keeps its device.
    const again = await staff.login('trimin.admin');
    expect(again.status).toBe(200);
    expect(again.response.cookies.find((c) => c.name === 'lrp_device')).toBeUndefined();
    // A device is its own user's only: another user signing in on it is counted like anyone.
    await staff.get('/api/auth/logout');
    await earlierFailures('user:county.clerk', 10);
    for (let i = 0; i < 2; i += 1)
      await t.client(t.app, `198.51.100.${i + 1}`).login('county.clerk', WRONG);
    await holdWaits();
    expect((await staff.login('county.clerk')).status).toBe(429);
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

describe('answers that do not tell which usernames exist', () => {
  test('an unknown username gets the same answers as a known one, failure for failure', async () => {
    const run = async (username: string, address: string) => {
      const answers: unknown[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push(answer(await t.client(t.app, address).login(username, WRONG)));
      return { answers, throttle: await throttle(`user:${username}`) };
    };
    const known = await run('escrow.user', '192.0.2.20');
    const unknown = await run('no.such.user', '192.0.2.21');
    expect(unknown).toEqual(known);
    expect(known).toEqual({
      answers: Array(6).fill([401, INVALID]),
      throttle: { failures: 6, wait: 1 },
    });
    await holdWaits();
    expect(answer(await t.client().login('no.such.user', WRONG))).toEqual(
      answer(await t.client().login('escrow.user', WRONG)),
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
