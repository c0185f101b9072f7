import { randomBytes, scryptSync } from 'node:crypto';
import { PASSWORD_HASHING, verifyAgainstDummy, verifyPassword } from '../../src/lib/password';
import { MESSAGES } from '../../src/messages';
import { ServerBusyError } from '../../src/plugins/envelope';

/* Password hashing's own bounds (lib/password.ts): at most 2 hashes at once, at most 8 waiting, the rest busy. */

/** A stored hash at a low cost (it verifies at the cost it names), so the test hashes quickly. */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashing', () => {
  test('at most two hashes at work and eight waiting; the eleventh is refused at once as busy; the admitted ones all answer', async () => {
    const stored = cheapHash('Right!Pass2026');
    const admitted = Array.from({ length: 10 }, (_, i) =>
      verifyPassword(i % 2 ? 'Right!Pass2026' : 'wrong', stored),
    );
    expect([PASSWORD_HASHING.running, PASSWORD_HASHING.waiting]).toEqual([2, 8]);
    const refused = verifyPassword('Right!Pass2026', stored);
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      message: MESSAGES.serverBusy.message,
    });
    // An unknown username's stand-in check takes the same turn, so it is refused the same way.
    await expect(verifyAgainstDummy('anything')).rejects.toBeInstanceOf(ServerBusyError);
    expect(await Promise.all(admitted)).toEqual(Array.from({ length: 10 }, (_, i) => i % 2 === 1));
    expect([PASSWORD_HASHING.running, PASSWORD_HASHING.waiting]).toEqual([0, 0]);
    expect(await verifyPassword('Right!Pass2026', stored)).toBe(true);
  });
});
