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
      message: MESSAGES.serverBusy,
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

test('one address cannot take every turn: its third sign-in at once is busy, while another address signs in', async () => {
  // The two turns at work are held, so every sign-in below waits for one.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: PASSWORD_HASHING.concurrency }, () =>
    PASSWORD_HASHING.run(() => gate),
  );

  const attacker = Array.from({ length: 3 }, () =>
    t.client(undefined, '203.0.113.7').login('nobody.here', 'Wrong!Pass2026'),
  );
  const third = await Promise.race(attacker.map((reply, i) => reply.then((r) => ({ i, r }))));
  expect(third.r.status).toBe(503);
  expect(third.r.body.message).toBe(MESSAGES.serverBusy);
  const owner = t.client(undefined, '198.51.100.20').login('escrow.user');

  open();
  await Promise.all(held);
  expect((await owner).status).toBe(200);
  const answers = (await Promise.all(attacker)).map((r) => r.status).sort();
  expect(answers).toEqual([401, 401, 503]);
});
