import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { isLegacyHash, verifyLegacyPassword } from '../modules/landSharkOne/legacy-password';
import { BoundedConcurrency } from './bounded-concurrency';

/*
 * Passwords: scrypt with a random salt at OWASP's parameters (N = 2^17, r = 8, p = 1: 128 MiB and about 0.4 s
 * per hash on one core, run on libuv's thread pool, so the event loop stays free). The stored text carries its
 * own parameters (`scrypt$N$r$p$salt$hash`, base64url): a hash made at a lower cost still verifies, and
 * `passwordNeedsRehash` tells sign-in to store it again at today's cost.
 */
export const PASSWORD_COST = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** scrypt needs 128 * N * r bytes; room for the largest cost we accept when verifying a stored hash. */
const MAX_MEMORY = 256 * 1024 * 1024;

type Parsed = { N: number; r: number; p: number; salt: Buffer; key: Buffer };

/**
 * Every hash takes a turn here: at most 2 at once, at most 8 more waiting, and one more (a burst of wrong
 * sign-ins) is answered 503 "busy, try again" at once. Unbounded, 16 sign-ins at once took all four of libuv's
 * threads (file and DNS work waited behind them), 16 x 128 MiB, and made every other sign-in wait 10 to 48 s.
 * Known and unknown usernames take the same turn (verifyAgainstDummy), so a busy answer says nothing about either.
 */
export const PASSWORD_HASHING = new BoundedConcurrency(2, 8);

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
): Promise<Buffer> {
  return PASSWORD_HASHING.run(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFC'),
          salt,
          keyLength,
          { ...options, maxmem: MAX_MEMORY },
          (err, key) => (err ? reject(err) : resolve(key)),
        );
      }),
  );
}

function parse(stored: string): Parsed | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, key] = parts;
  const parsed = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
  const sane =
    [parsed.N, parsed.r, parsed.p].every(Number.isSafeInteger) &&
    128 * parsed.N * parsed.r <= MAX_MEMORY &&
    parsed.key.length > 0;
  return sane ? parsed : null;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, PASSWORD_COST, KEY_LENGTH);
  return [
    'scrypt',
    PASSWORD_COST.N,
    PASSWORD_COST.r,
    PASSWORD_COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // A hash copied from LandShark One (modules/landSharkOne): checked once, then sign-in stores ours. The dummy
  // hash makes it take as long as one of ours.
  if (isLegacyHash(stored)) {
    const ok = verifyLegacyPassword(password, stored);
    await verifyAgainstDummy(password);
    return ok;
  }
  const parsed = parse(stored);
  if (!parsed) return false;
  const actual = await derive(
    password,
    parsed.salt,
    { N: parsed.N, r: parsed.r, p: parsed.p },
    parsed.key.length,
  );
  return timingSafeEqual(actual, parsed.key);
}

/** True when a stored hash was made at a lower cost than today's (or is not ours): store it again at sign-in. */
export function passwordNeedsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed ||
    parsed.N < PASSWORD_COST.N ||
    parsed.r < PASSWORD_COST.r ||
    parsed.p < PASSWORD_COST.p
  );
}

const DUMMY_SALT = Buffer.alloc(SALT_LENGTH, 7);

/** The work of one real check at today's cost, answering false: an unknown username takes as long as a known one. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await derive(password, DUMMY_SALT, PASSWORD_COST, KEY_LENGTH);
  return false;
}
