import { sql } from 'drizzle-orm';
import { monitoringSnapshots } from '../../../src/db/schema';
import type { Summary } from '../../../src/modules/monitoring/figures-schema';
import { routeGroupOf } from '../../../src/modules/monitoring/route-group';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * What the monitoring measures (issue 33; docs/decisions.md "Monitoring"): the scrape text counts the requests
 * just made by route group and status class, the refused sign-ins, failed job runs and slow statements; the
 * summary holds this instance with its figures, its snapshots are written to the table (older rows removed); the
 * page and its script are served with their types under the portal's Content-Security-Policy.
 */

const t = setupServerTest();

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The value of one sample line of the scrape text (0 when absent). */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

async function scrape(client: TestClient): Promise<string> {
  const reply = await client.get('/api/monitoring/metrics');
  expect(reply.status).toBe(200);
  return reply.response.body;
}

describe('the route group of a request', () => {
  test('is the first segment after /api/ of its route, pages outside the API, other for unrouted calls', () => {
    expect(routeGroupOf('/api/search/:type', '/api/search/name')).toBe('search');
    expect(routeGroupOf('/api/controlPanel/countyConfig/:group', '/x')).toBe('controlPanel');
    expect(routeGroupOf('/api/health', '/api/health')).toBe('health');
    expect(routeGroupOf('/api/*', '/api/made-up/path')).toBe('other');
    expect(routeGroupOf(undefined, '/api/anything')).toBe('other');
    expect(routeGroupOf(undefined, '/search/name?x=1')).toBe('pages');
    expect(routeGroupOf('/modules/*', '/modules/mfe-search/1/x.js')).toBe('pages');
  });
});

describe('the scrape text', () => {
  test('counts the request just made under its route group and status class', async () => {
    const clerk = await as('county.clerk');
    const home = 'lrp_http_request_duration_seconds_count{method="GET",group="home",status="2xx"}';
    const missing =
      'lrp_http_request_duration_seconds_count{method="GET",group="other",status="4xx"}';
    const before = await scrape(clerk);
    expect((await clerk.get('/api/home/all')).status).toBe(200);
    expect((await clerk.get('/api/no-such-call')).status).toBe(404);
    const after = await scrape(clerk);
    expect(sample(after, home)).toBe(sample(before, home) + 1);
    expect(sample(after, missing)).toBe(sample(before, missing) + 1);
    // Node's own figures come with it.
    expect(after).toContain('process_resident_memory_bytes');
    expect(after).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(after).toContain('lrp_db_pool_connections');
    expect(after).toMatch(/lrp_job_queue_depth\{state="queued"\} \d+/);
  });

  test('counts refused sign-ins by reason', async () => {
    const clerk = await as('county.clerk');
    const line = 'lrp_sign_in_failures_total{reason="bad_password"}';
    const before = sample(await scrape(clerk), line);
    expect((await t.client().login('escrow.user', 'not the password')).status).toBe(401);
    expect(sample(await scrape(clerk), line)).toBe(before + 1);
  });

  test('counts job runs that failed, and statements slower than the threshold', async () => {
    const clerk = await as('county.clerk');
    t.app.jobs.define('monitoring.test.failing', {
      run: async () => {
        throw new Error('broken on purpose');
      },
    });
    const failed = 'lrp_job_failures_total{job="monitoring.test.failing",outcome="failed"}';
    const slow = 'lrp_db_slow_statements_total';
    const before = await scrape(clerk);
    const id = await t.app.jobs.enqueue('monitoring.test.failing');
    expect(await t.app.jobs.runNow(id!)).toBe('failed');
    await t.app.db.execute(sql`select pg_sleep(0.3)`);
    const after = await scrape(clerk);
    expect(sample(after, failed)).toBe(sample(before, failed) + 1);
    expect(sample(after, slow)).toBeGreaterThanOrEqual(sample(before, slow) + 1);
  });
});

describe('the summary', () => {
  test('holds this instance, its figures, its snapshot once written and its per-minute ring', async () => {
    const clerk = await as('county.clerk');
    await clerk.get('/api/home/all');
    await t.app.monitoring.writeSnapshot();
    await t.app.monitoring.recordMinute();
    const reply = await clerk.get<Summary>('/api/monitoring/summary');
    expect(reply.status).toBe(200);
    const summary = reply.body.content;
    expect(summary.thisInstance).toBe(t.app.monitoring.instanceId);
    const self = summary.instances.find((i) => i.id === summary.thisInstance)!;
    expect(self.snapshots.length).toBeGreaterThanOrEqual(1);
    const snapshot = self.snapshots.at(-1)!;
    expect(snapshot.httpTotal.requests).toBeGreaterThan(0);
    expect(snapshot.http.home.requests).toBeGreaterThanOrEqual(1);
    expect(snapshot.http.home.p50Ms).toEqual(expect.any(Number));
    expect(snapshot.database.connections).toBeGreaterThanOrEqual(1);
    expect(snapshot.jobs.queued).toEqual(expect.any(Number));
    expect(snapshot.memory.rssBytes).toBeGreaterThan(0);
    // This instance's figures since that snapshot, from memory.
    expect(Date.parse(summary.local.current.at)).toBeGreaterThanOrEqual(Date.parse(snapshot.at));
    expect(summary.local.current.memory.rssBytes).toBeGreaterThan(0);
    expect(summary.local.minutes.at(-1)!.http.home.requests).toBeGreaterThanOrEqual(1);
    expect(summary.windowMinutes).toBe(15);
  });

  test("shows every instance's snapshots and forgets rows older than 15 minutes", async () => {
    const db = t.testDb.database.db;
    await db.insert(monitoringSnapshots).values([
      {
        instanceId: 'old-instance',
        takenAt: sql`now() - interval '20 minutes'`,
        figures: {},
      },
    ]);
    const other = await t.buildApp();
    await other.monitoring.writeSnapshot();
    await t.app.monitoring.writeSnapshot();
    const rows = await db.select().from(monitoringSnapshots);
    expect(rows.some((r) => r.instanceId === 'old-instance')).toBe(false);
    const clerk = await as('trimin.admin');
    const summary = (await clerk.get<Summary>('/api/monitoring/summary')).body.content;
    const ids = summary.instances.map((i) => i.id);
    expect(ids).toEqual(
      expect.arrayContaining([t.app.monitoring.instanceId, other.monitoring.instanceId]),
    );
    expect(ids).not.toContain('old-instance');
  });
});

describe('the monitoring page', () => {
  test('is HTML without inline script, under the portal CSP, and loads its script from the server', async () => {
    const clerk = await as('county.clerk');
    const page = await clerk.get('/api/monitoring');
    expect(page.response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.response.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.response.body;
    expect(html).toContain('<h1>Portal health</h1>');
    expect(html).toContain('<script src="monitoring/page.js" defer></script>');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/https?:\/\//);

    const script = await clerk.get('/api/monitoring/page.js');
    expect(script.response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.response.body).toContain("fetch('monitoring/summary'");
    expect(() => new Function(script.response.body)).not.toThrow();
  });
});
