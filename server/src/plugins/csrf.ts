import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cookieName, cookieOptions } from '../lib/cookies';
import { globalPlugin } from '../lib/global-plugin';
import { randomToken, sameSecret } from '../lib/tokens';
import { MESSAGES } from '../messages';
import { ApiError } from './envelope';

export const CSRF_HEADER = 'x-csrf-token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `always`: check the token even on GET and HEAD (the spec's logout is a GET). `exempt`: never (the card
     * gateway's hosted page, whose form post into a frame cannot carry a header; its token is the capability).
     */
    csrf?: 'always' | 'exempt';
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What a browser's Sec-Fetch-Site says for a request the portal's own page (or the person) made. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * The token for a signed-in browser: an HMAC keyed by the session id. Another site can neither read it nor
 * plant a working one, and it changes with every sign-in because the session id does.
 */
export function sessionCsrfToken(sessionId: string): string {
  return createHmac('sha256', sessionId).update('lrp-csrf-token').digest('base64url');
}

export function setCsrfCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const { config } = request.server;
  reply.setCookie(
    cookieName(config, 'csrf'),
    token,
    cookieOptions(config, { httpOnly: false, sameSite: 'strict' }),
  );
}

/** Decided on the route the router chose (the decoded path), never on the raw URL: `/%61pi/...` is `/api/...`. */
function needsCheck(request: FastifyRequest): boolean {
  const rule = request.routeOptions.config?.csrf;
  if (rule === 'exempt') return false;
  return rule === 'always' || !SAFE_METHODS.has(request.method);
}

/**
 * CSRF protection on every state-changing request: the browser's script reads the CSRF cookie (not httpOnly) and
 * echoes it in `x-csrf-token`, which another site cannot send. Signed in, the token must be the session's own
 * (`sessionCsrfToken`); before sign-in, the cookie's. A browser that says the request came from another site
 * (Sec-Fetch-Site) is refused whatever it carries.
 */
export default globalPlugin('csrf', async (app: FastifyInstance) => {
  const csrfCookie = cookieName(app.config, 'csrf');
  const sessionCookie = cookieName(app.config, 'session');

  app.addHook('onRequest', async (request, reply) => {
    const session = request.cookies[sessionCookie];
    const cookie = request.cookies[csrfCookie];
    const expected = session ? sessionCsrfToken(session) : cookie;
    // Hand the browser the token it needs: the session's, or a random one before sign-in.
    if (session ? cookie !== expected : !cookie)
      setCsrfCookie(request, reply, expected ?? randomToken());
    if (!needsCheck(request)) return;
    const site = request.headers['sec-fetch-site'];
    const header = request.headers[CSRF_HEADER];
    const fromElsewhere = typeof site === 'string' && !OWN_FETCH_SITES.has(site);
    if (fromElsewhere || !expected || typeof header !== 'string' || !sameSecret(header, expected)) {
      throw new ApiError(403, MESSAGES.csrf);
    }
  });
});
