import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describeMode, loadConfig } from '../src/config';
import { REPO_ROOT, SERVER_ROOT } from '../src/paths';

/** The variables of an env file as `node --env-file` reads them (KEY=value lines, # comments). */
function envFile(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((l) => /^[A-Z_]+=/.test(l))
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).trim()]),
  );
}

describe('safe by default: production unless SEED=demo', () => {
  test('without SEED=demo: no test gateway, no outbox, Secure cookies', () => {
    expect(loadConfig({})).toMatchObject({
      mode: 'production',
      seed: 'none',
      cardGateway: 'none',
      demoOutbox: false,
      cookieSecure: true,
    });
  });

  test('without SEED=demo the server refuses to start with the test card gateway or the outbox', () => {
    expect(() => loadConfig({ CARD_GATEWAY: 'test' })).toThrow(
      /CARD_GATEWAY: the test card gateway .* only with SEED=demo/,
    );
    expect(() => loadConfig({ SEED: 'none', CARD_GATEWAY: 'test' })).toThrow(/CARD_GATEWAY/);
    expect(() => loadConfig({ DEMO_OUTBOX: 'true' })).toThrow(
      /DEMO_OUTBOX: .* only with SEED=demo/,
    );
  });

  test('the demo: the test gateway, the outbox, plain cookies for http://localhost', () => {
    expect(loadConfig({ SEED: 'demo' })).toMatchObject({
      mode: 'demo',
      cardGateway: 'test',
      demoOutbox: true,
      cookieSecure: false,
      cookiePrefix: '',
    });
    expect(loadConfig({ SEED: 'demo', CARD_GATEWAY: 'none' }).cardGateway).toBe('none');
  });

  test('over https: HSTS, the __Host- prefix at the root and __Secure- under a base path; Secure cookies only', () => {
    const https = { PUBLIC_URL: 'https://records.pineridge.example.gov' };
    expect(loadConfig(https)).toMatchObject({
      cookieSecure: true,
      cookiePrefix: '__Host-',
      hsts: true,
    });
    expect(loadConfig({ ...https, BASE_PATH: '/records/' })).toMatchObject({
      cookiePrefix: '__Secure-',
      hsts: true,
    });
    expect(loadConfig({ ...https, COOKIE_SECURE: 'false' })).toMatchObject({
      cookieSecure: false,
      cookiePrefix: '',
    });
    expect(loadConfig({ PUBLIC_URL: 'http://records.pineridge.example.gov' })).toMatchObject({
      cookiePrefix: '',
      hsts: false,
    });
  });

  test('the start-up line says which mode runs and what it means', () => {
    expect(describeMode(loadConfig({ SEED: 'demo' }))).toBe(
      'DEMO mode (SEED=demo): the demo county and its public password, the test card gateway (test cards, no real money), ' +
        'mail kept in an outbox readable from this machine (GET /api/dev/outbox), plain (not Secure) cookies. Never run a real county this way.',
    );
    expect(describeMode(loadConfig({ PUBLIC_URL: 'https://records.pineridge.example.gov' }))).toBe(
      'PRODUCTION mode: no demo data, no outbox, no test card gateway (card payments off until a provider is configured), ' +
        'Secure cookies (__Host- prefix), HSTS on.',
    );
    expect(describeMode(loadConfig({ COOKIE_SECURE: 'false' }))).toContain(
      'cookies NOT Secure (COOKIE_SECURE=false), HSTS off (PUBLIC_URL http://localhost:8080 is not https).',
    );
  });

  test('npm start still gives the whole demo: `serve` reads server/demo.env', () => {
    const scripts = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8'))
      .scripts as Record<string, string>;
    expect(scripts.start).toBe('npm run build && npm run serve');
    expect(scripts.serve).toBe('node --env-file=server/demo.env server/dist/server.mjs');
    expect(loadConfig(envFile(path.join(SERVER_ROOT, 'demo.env')))).toMatchObject({
      mode: 'demo',
      seed: 'demo',
      cardGateway: 'test',
      demoOutbox: true,
    });
  });
});
