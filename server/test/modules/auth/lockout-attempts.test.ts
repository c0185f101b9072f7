import { and, eq } from 'drizzle-orm';
import { auditLog, signInThrottles, users } from '../../../src/db/schema';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest, type Reply } from '../../helpers/test-app';

/*
 * Limited login attempts (spec 3 §3, §4): Max Login Attempts wrong passwords in a row lock a USER, ACCOUNT or
 * GUEST user (status L); the county's staff are never locked by them (docs/security.md).
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

const WRONG = 'Wrong!Pass1234';
const INVALID = 'Invalid username or password.';
const LOCKED = 'Your account is locked. Please contact the county or use Forgot Password.';

const statusOf = async (username: string) =>
  (await db().select().from(users).where(eq(users.usernameLower, username)))[0].status;
const lockAudits = (username: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.type, 'ACCOUNT_LOCKED'), eq(auditLog.username, username)));
const whole = (reply: Reply) => ({ status: reply.status, body: reply.body });

/** `n` wrong passwords, each from an address of its own (no address key waits). */
async function wrongPasswords(username: string, n: number, net = '203.0.113') {
  const answers: Reply[] = [];
  for (let i = 0; i < n; i += 1)
    answers.push(await t.client(t.app, `${net}.${i + 1}`).login(username, WRONG));
  return answers;
}

async function setAccess(change: { limitLoginAttempts?: boolean; maxloginAttempts?: number }) {
  await countyConfig().put('userAccess', {
    ...(await countyConfig().get('userAccess')),
    ...change,
  });
}

describe('limited login attempts lock a user who is not staff', () => {
  test('five wrong passwords in a row lock escrow.user (status L, audited once); the right password is then refused', async () => {
    expect((await countyConfig().get('userAccess')).maxloginAttempts).toBe(5);
    const answers = await wrongPasswords('escrow.user', 4);
    expect(answers.map((r) => [r.status, r.body.message])).toEqual(Array(4).fill([401, INVALID]));
    expect(await statusOf('escrow.user')).toBe('A');

    // The fifth locks, and answers as any wrong password does.
    const fifth = await t.client(t.app, '203.0.113.5').login('escrow.user', WRONG);
    expect([fifth.status, fifth.body.message]).toEqual([401, INVALID]);
    expect(await statusOf('escrow.user')).toBe('L');
    const audits = await lockAudits('escrow.user');
    expect(audits).toHaveLength(1);
    expect(audits[0].detail).toEqual({ failures: 5, maxloginAttempts: 5 });
    expect(audits[0].clientAddress).toBe('203.0.113.5');

    // The right password opens no session: from a new browser the username is under attack (one answer)...
    const right = await t.client(t.app, '198.51.100.1').login('escrow.user');
    expect(right.status).toBe(401);
    expect(right.response.cookies.find((c) => c.name === 'lrp_session')).toBeUndefined();
    // ... and once that hour's count is gone, the owner hears the account is locked.
    await db().delete(signInThrottles);
    const later = await t.client(t.app, '198.51.100.2').login('escrow.user');
    expect([later.status, later.body.message]).toEqual([401, LOCKED]);
    // More wrong passwords lock nothing more.
    await wrongPasswords('escrow.user', 6, '192.0.2');
    expect(await lockAudits('escrow.user')).toHaveLength(1);
  });

  test('a correct sign-in starts the count again', async () => {
    await wrongPasswords('account.admin', 4);
    expect((await t.client(t.app, '198.51.100.7').login('account.admin')).status).toBe(200);
    await wrongPasswords('account.admin', 4, '192.0.2');
    expect(await statusOf('account.admin')).toBe('A');
    await wrongPasswords('account.admin', 1, '198.51.100');
    expect(await statusOf('account.admin')).toBe('L');
  });

  test("the county's Max Login Attempts is the limit, and the guest login is locked too", async () => {
    await setAccess({ maxloginAttempts: 2 });
    await wrongPasswords('public.guest', 1);
    expect(await statusOf('public.guest')).toBe('A');
    await wrongPasswords('public.guest', 1, '192.0.2');
    expect(await statusOf('public.guest')).toBe('L');
    expect((await lockAudits('public.guest'))[0].detail).toEqual({
      failures: 2,
      maxloginAttempts: 2,
    });
  });

  test('with login attempts not limited nobody is locked', async () => {
    await setAccess({ limitLoginAttempts: false });
    await wrongPasswords('flatfee.user', 12);
    expect(await statusOf('flatfee.user')).toBe('A');
    expect(await lockAudits('flatfee.user')).toEqual([]);
  });

  test('a lock tells a guesser nothing: a made-up username gets the same answers, failure for failure', async () => {
    const known = (await wrongPasswords('card.user', 6)).map(whole);
    const madeUp = (await wrongPasswords('no.such.user', 6, '192.0.2')).map(whole);
    expect(await statusOf('card.user')).toBe('L');
    expect(known.map((r) => ({ ...r, body: { ...r.body, lockout: false } }))).toEqual(
      madeUp.map((r) => ({ ...r, body: { ...r.body, lockout: false } })),
    );
  });
});

describe("the county's staff are not locked by wrong passwords", () => {
  test.each(['county.clerk', 'trimin.admin'])(
    '%s stays active after 7 wrong passwords (the limit is 5) and signs in from its own browser',
    async (username) => {
      const desk = t.client(t.app, '192.0.2.200');
      expect((await desk.login(username)).status).toBe(200);
      await wrongPasswords(username, 7);
      expect(await statusOf(username)).toBe('A');
      expect(await lockAudits(username)).toEqual([]);
      // What protects them instead: from a new browser the username under attack only mails a sign-in link ...
      const stranger = await t.client(t.app, '198.51.100.9').login(username);
      expect(stranger.status).toBe(401);
      expect(stranger.body.content).toEqual({ signInLink: true });
      // ... while the browser they signed in from before signs in at once.
      expect((await desk.login(username)).status).toBe(200);
    },
  );

  test("a stranger's address waits after its free failures (staff's protection from guessing)", async () => {
    // Its 20 free failures, as if spent a moment ago (each real one costs a password check).
    await db().insert(signInThrottles).values({ key: 'address:203.0.113.250', failures: 20 });
    const there = t.client(t.app, '203.0.113.250');
    expect((await there.login('county.clerk', WRONG)).status).toBe(401);
    expect((await there.login('county.clerk', WRONG)).status).toBe(429);
    expect(await statusOf('county.clerk')).toBe('A');
  });
});
