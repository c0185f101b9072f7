import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { frontendRoot, releaseId } from '../helpers/frontend-fixture';
import { setupServerTest } from '../helpers/test-app';

const t = setupServerTest();

const frontEnd = () =>
  frontendRoot({
    'shell/dist/index.html': '<!doctype html><base href="/" /><title>Land Record Portal</title>',
    'shell/dist/main.a25433a676.js': 'console.log("shell")',
    [`mfe-auth/releases/${releaseId()}/remoteEntry.js`]: 'var lrp_auth;',
  });

const get = (app: FastifyInstance, url: string, accept = 'text/html') =>
  app.inject({ method: 'GET', url, headers: { accept } });

/** The CSP as directive -> sources. */
function csp(response: LightMyRequestResponse): Record<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on every reply', () => {
  test('the portal page: a CSP for Module Federation without eval, nobody may frame it, nosniff, no Referer', async () => {
    const app = await t.buildApp({ frontendRoot: frontEnd(), modules: ['mfe-auth'] });
    for (const url of [
      '/',
      '/login',
      '/reports/UserReport',
      '/main.a25433a676.js',
      `/modules/mfe-auth/${releaseId()}/remoteEntry.js`,
    ]) {
      const reply = await get(app, url);
      expect([url, reply.statusCode]).toEqual([url, 200]);
      const policy = csp(reply);
      expect(policy).toMatchObject({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'connect-src': ["'self'"],
        'frame-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'style-src-attr': ["'none'"],
      });
      expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
      expect(policy['script-src']).not.toContain("'unsafe-inline'");
      expect(reply.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
      });
      expect(reply.headers['permissions-policy']).toContain('camera=()');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  test('API replies too, the refusals included', async () => {
    const anonymous = t.client();
    for (const reply of [
      await anonymous.get('/api/health'),
      await anonymous.post('/api/userManager/users', {}),
      await anonymous.post('/api/auth/login', {}, { csrf: false }),
      await anonymous.get('/api/no/such/call'),
      await anonymous.get('/api/helperdata/%E0%A4%A'),
    ]) {
      expect(reply.response.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
      });
      expect(csp(reply.response)['frame-ancestors']).toEqual(["'none'"]);
    }
  });

  test('over https: HSTS for a year with subdomains, and insecure requests upgraded', async () => {
    const app = await t.buildApp({
      publicUrl: 'https://records.pineridge.example.gov',
      hsts: true,
    });
    const reply = await get(app, '/api/health', '*/*');
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(csp(reply)['upgrade-insecure-requests']).toEqual([]);
  });

  test('a slide (an uploaded picture, SVG too) runs no script even when opened on its own', async () => {
    const slide = await t.app.inject({ method: 'GET', url: '/api/auth/loginPageSlide/1' });
    expect(slide.statusCode).toBe(200);
    expect(csp(slide)).toEqual({ 'default-src': ["'none'"], 'style-src': ["'unsafe-inline'"] });
    expect(slide.headers['x-content-type-options']).toBe('nosniff');
  });

  test('the card page may be framed by the portal only', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/cardGateway/hostedPage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=unknown-token',
    });
    expect(page.statusCode).toBe(410);
    expect(csp(page)['frame-ancestors']).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
