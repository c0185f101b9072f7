import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * The Content-Security-Policy of the portal's pages (and, harmlessly, of every other reply). Measured against
 * the composed portal: e2e/tests/content-security-policy.spec.ts walks every area with it and sees no violation.
 * - scripts: the shell's and every remote's files, loaded by `<script src>` from this origin (Module Federation's
 *   runtime loads remoteEntry.js and chunks that way and needs no eval). No 'unsafe-eval': zod's compiled parsers
 *   were the one use of `new Function`, and the contract turns them off in every browser copy of zod
 *   (contract/src/zod.ts);
 * - styles: inline `<style>` elements are the one exception ('unsafe-inline' in style-src-elem): Mantine writes
 *   its CSS variables and style-loader each module's CSS into `<style>` elements at run time, and the page has
 *   an inline `<style>` for the boot screen (the walk counts 110 violations without it). A nonce would mean
 *   changing how every package loads CSS. Inline style attributes stay refused (style-src-attr 'none'): React
 *   sets styles through the CSSOM, which no policy governs. Inline style cannot run script;
 * - frames: the card page, from this origin; the portal itself may be framed by nobody (frame-ancestors 'none';
 *   the card page answers its own policy, frame-ancestors 'self');
 * - images: this origin, data: URLs and blob: (documents made in the browser).
 */
export const PORTAL_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  styleSrcElem: ["'self'", "'unsafe-inline'"],
  styleSrcAttr: ["'none'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/**
 * For the few replies no hook sees (the router's own answer to a URL it cannot decode): JSON needs no sources,
 * and gets the same refusals as everything else.
 */
export const BARE_REPLY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Browser features the portal never uses, switched off for it and anything it frames. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), usb=(), serial=()';

/**
 * @fastify/helmet on every reply: the CSP above, no framing (X-Frame-Options DENY for older browsers), HSTS when
 * the portal is served over https (a year, subdomains included, as ASVS level 2 asks), nosniff, no Referer (the
 * e-mailed links carry tickets in their path), same-origin opener and resource policies.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'hsts'>,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...PORTAL_CSP_DIRECTIVES,
        ...(config.hsts ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    hsts: config.hsts ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
