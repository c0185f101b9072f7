import type { FastifyInstance, FastifyRequest } from 'fastify';
import { globalPlugin } from '../lib/global-plugin';
import { randomToken, sameSecret } from '../lib/tokens';
import { MESSAGES } from '../messages';
import { ApiError } from './envelope';

export const CSRF_COOKIE = 'lrp_csrf';
export const CSRF_HEADER = 'x-csrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** GET calls that change state anyway (the spec's logout is a GET). */
const STATE_CHANGING_GETS = new Set(['/api/auth/logout']);
/**
 * The embedded card gateway's hosted page: the browser posts a plain form into the card frame (no header can
 * be added), like a real provider's page on another origin. Its single-use token is the capability.
 */
const EXEMPT_PREFIX = '/api/cardGateway/';

function needsCheck(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  if (!path.startsWith('/api/') || path.startsWith(EXEMPT_PREFIX)) return false;
  return STATE_CHANGING.has(request.method) || (request.method === 'GET' && STATE_CHANGING_GETS.has(path));
}

/**
 * Double-submit CSRF protection: the browser's script reads the `lrp_csrf` cookie (not httpOnly) and echoes it
 * in `x-csrf-token`; another site can make the browser send the cookie but cannot read it to set the header.
 */
export default globalPlugin('csrf', async (app: FastifyInstance, options: { secureCookies: boolean }) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, randomToken(), {
        path: '/',
        sameSite: 'strict',
        httpOnly: false,
        secure: options.secureCookies,
      });
    }
    if (!needsCheck(request)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !sameSecret(header, cookie)) {
      throw new ApiError(403, MESSAGES.csrf);
    }
  });
});
