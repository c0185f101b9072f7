import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/*
 * LandShark One's password hashes: salted SHA-1 as LDAP writes it, `{SSHA}` + base64(sha1(password + salt) +
 * salt). The migration copies them as they are, marked `landshark1${SSHA}...`; the first sign-in with the right
 * password verifies it here and sign-in stores it again with our scrypt (passwordNeedsRehash answers true for
 * anything not ours), so a LandShark One hash lives only until its user first signs in. docs/landshark-one.md.
 */

/** The mark on a copied LandShark One hash in users.password_hash. */
export const LEGACY_HASH_PREFIX = 'landshark1$';
const SSHA = '{SSHA}';
const DIGEST_BYTES = 20;

/** A LandShark One hash of `password` (the generator's; LandShark One used 8 salt bytes). */
export function legacyHash(password: string, salt: Buffer = randomBytes(8)): string {
  const digest = createHash('sha1').update(password, 'utf8').update(salt).digest();
  return SSHA + Buffer.concat([digest, salt]).toString('base64');
}

export function isLegacyHash(stored: string): boolean {
  return stored.startsWith(LEGACY_HASH_PREFIX);
}

/** Checks a password against a copied hash (`landshark1${SSHA}...`); false for anything else. */
export function verifyLegacyPassword(password: string, stored: string): boolean {
  if (!isLegacyHash(stored)) return false;
  const legacy = stored.slice(LEGACY_HASH_PREFIX.length);
  if (!legacy.startsWith(SSHA)) return false;
  const bytes = Buffer.from(legacy.slice(SSHA.length), 'base64');
  if (bytes.length <= DIGEST_BYTES) return false;
  const expected = bytes.subarray(0, DIGEST_BYTES);
  const salt = bytes.subarray(DIGEST_BYTES);
  const actual = createHash('sha1').update(password, 'utf8').update(salt).digest();
  return timingSafeEqual(actual, expected);
}
