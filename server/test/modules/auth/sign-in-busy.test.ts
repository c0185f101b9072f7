import { eq } from 'drizzle-orm';
import { auditLog, signInThrottles } from '../../../src/db/schema';
import { PASSWORD_HASHING } from '../../../src/lib/password';
import { MESSAGES } from '../../../src/messages';
import { setupServerTest } from '../../helpers/test-app';

/*
 * Sign-in while password hashing is at its bound (lib/password.ts): answered 503 "busy, try again" at once, the
 * same for a known and an unknown username, counting no failure; once the hashes drain, sign-in works.
 */
const t = setupServerTest();

/** Takes every turn of password hashing (2 at work, 8 waiting) until `release()`. */
function fillPasswordHashing(): { release: () => Promise<void> } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const turns = Array.from(
    { length: PASSWORD_HASHING.concurrency + PASSWORD_HASHING.queueLimit },
    () => PASSWORD_HASHING.run(() => gate),
  );
  return {
    release: async () => {
      open();
      await Promise.all(turns);
    },
  };
}

test('sign-in while the hashes are full: 503 busy for a known and an unknown username alike, no failure counted; then it works', async () => {
  const full = fillPasswordHashing();
  const known = await t.client().login('escrow.user');
  const unknown = await t.client().login('nobody.here', 'Wrong!Pass2026');
  for (const reply of [known, unknown]) {
    expect(reply.status).toBe(503);
    expect(reply.response.headers['retry-after']).toBe('2');
    expect(reply.body).toEqual({
      ok: false,
      message: MESSAGES.serverBusy.message,
      code: 'server.serverBusy',
      params: null,
      lockout: false,
      content: null,
    });
  }
  const db = t.testDb.database.db;
  expect(await db.select().from(signInThrottles)).toEqual([]);
  expect(await db.select().from(auditLog).where(eq(auditLog.type, 'LOGIN_FAILURE'))).toEqual([]);
  await full.release();
  expect((await t.client().login('escrow.user')).status).toBe(200);
});

test('one address cannot take every turn: past 10 at once its sign-ins are busy, while another address signs in', async () => {
  // The two turns at work are held, so every sign-in below waits for one.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: PASSWORD_HASHING.concurrency }, () =>
    PASSWORD_HASHING.run(() => gate),
  );

  // 2 at work and 8 waiting for this address; the eleventh is refused at once.
  const attacker = Array.from({ length: 11 }, () =>
    t.client(undefined, '203.0.113.7').login('nobody.here', 'Wrong!Pass2026'),
  );
  const refused = await Promise.race(attacker);
  expect(refused.status).toBe(503);
  expect(refused.body.message).toBe(MESSAGES.serverBusy.message);
  // Only two of the address's sign-ins hold turns of the hashing that everyone shares.
  await new Promise((resolve) => setImmediate(resolve));
  expect(PASSWORD_HASHING.waiting).toBe(2);
  const owner = t.client(undefined, '198.51.100.20').login('escrow.user');

  open();
  await Promise.all(held);
  expect((await owner).status).toBe(200);
  const answers = (await Promise.all(attacker)).map((r) => r.status);
  expect(answers.filter((status) => status === 401)).toHaveLength(10);
  expect(answers.filter((status) => status === 503)).toHaveLength(1);
});
