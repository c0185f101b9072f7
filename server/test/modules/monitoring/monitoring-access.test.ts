import { loadConfig } from '../../../src/config';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Who may read the monitoring (issue 33; docs/decisions.md "Monitoring"): the county's staff (TRIMIN, COUNTY) the
 * page, its script, the summary and the metrics; nobody else, signed in or not; a scraper the metrics alone, with
 * the METRICS_TOKEN bearer, and only when one is configured and it is the one sent.
 */

const t = setupServerTest();

const TOKEN = 'a'.repeat(24) + '0123456789abcdef';
const CALLS = [
  '/api/monitoring',
  '/api/monitoring/page.js',
  '/api/monitoring/summary',
  '/api/monitoring/metrics',
];

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

describe('the monitoring calls', () => {
  test.each(['trimin.admin', 'county.clerk'])('answer %s', async (username) => {
    const client = await as(username);
    for (const url of CALLS) expect([url, (await client.get(url)).status]).toEqual([url, 200]);
  });

  test.each(['account.admin', 'escrow.user', 'flatfee.user', 'public.guest'])(
    'refuse %s',
    async (username) => {
      const client = await as(username);
      for (const url of CALLS) expect([url, (await client.get(url)).status]).toEqual([url, 403]);
    },
  );

  test('refuse a stranger', async () => {
    const stranger = t.client();
    for (const url of CALLS) expect([url, (await stranger.get(url)).status]).toEqual([url, 403]);
  });
});

describe('a scraper with a bearer token', () => {
  const bearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

  test('reads the metrics when METRICS_TOKEN is set and the token is it', async () => {
    const app = await t.buildApp({ metricsToken: TOKEN });
    const scraper = t.client(app);
    const reply = await scraper.get('/api/monitoring/metrics', bearer(TOKEN));
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.response.body).toContain('lrp_http_request_duration_seconds');
  });

  test('is refused with another token, a token of another scheme, or when none is configured', async () => {
    const app = await t.buildApp({ metricsToken: TOKEN });
    const scraper = t.client(app);
    expect((await scraper.get('/api/monitoring/metrics', bearer(`${TOKEN}x`))).status).toBe(403);
    expect((await scraper.get('/api/monitoring/metrics', bearer(TOKEN.slice(1)))).status).toBe(403);
    expect(
      (
        await scraper.get('/api/monitoring/metrics', {
          headers: { authorization: `Basic ${TOKEN}` },
        })
      ).status,
    ).toBe(403);
    // The default app of this file has no METRICS_TOKEN.
    expect((await t.client().get('/api/monitoring/metrics', bearer(TOKEN))).status).toBe(403);
    expect((await t.client().get('/api/monitoring/metrics', bearer(''))).status).toBe(403);
  });

  test('opens neither the page nor the summary', async () => {
    const app = await t.buildApp({ metricsToken: TOKEN });
    const scraper = t.client(app);
    for (const url of ['/api/monitoring', '/api/monitoring/summary', '/api/monitoring/page.js'])
      expect([url, (await scraper.get(url, bearer(TOKEN))).status]).toEqual([url, 403]);
  });

  test('a wrong token is refused even with a staff session', async () => {
    const app = await t.buildApp({ metricsToken: TOKEN });
    const clerk = t.client(app);
    expect((await clerk.login('county.clerk')).status).toBe(200);
    expect((await clerk.get('/api/monitoring/metrics', bearer('wrong'))).status).toBe(403);
    expect((await clerk.get('/api/monitoring/metrics')).status).toBe(200);
  });
});

describe('METRICS_TOKEN', () => {
  test('is optional, and when set is at least 32 printable characters without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: `${TOKEN} with spaces` })).toThrow(/METRICS_TOKEN/);
  });
});
