import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../config';

/** The portal's cookies, before the prefix (`__Host-` or `__Secure-`) they get on an https portal. */
const COOKIE_NAMES = {
  /** The session id (httpOnly; only its SHA-256 is stored). */
  session: 'lrp_session',
  /** The CSRF token the browser's script echoes in x-csrf-token (readable by script, bound to the session). */
  csrf: 'lrp_csrf',
  /** A browser that signed in before: exempts its own user from the per-username sign-in delays. */
  device: 'lrp_device',
} as const;

export type PortalCookie = keyof typeof COOKIE_NAMES;

type CookieConfig = Pick<Config, 'cookiePrefix' | 'cookieSecure' | 'basePath'>;

/** The name a cookie has on this server (`__Host-lrp_session`, `__Secure-lrp_session` or `lrp_session`). */
export function cookieName(config: CookieConfig, cookie: PortalCookie): string {
  return `${config.cookiePrefix}${COOKIE_NAMES[cookie]}`;
}

/**
 * Path, Secure and SameSite of a portal cookie. The path is BASE_PATH (`/` at the root, which `__Host-` needs), so a
 * portal under `/records/` does not hand its cookies to other applications on the same host.
 */
export function cookieOptions(
  config: CookieConfig,
  options: Pick<CookieSerializeOptions, 'httpOnly' | 'sameSite' | 'maxAge'>,
): CookieSerializeOptions {
  return { path: config.basePath, secure: config.cookieSecure, ...options };
}
