/* global window, PopStateEvent */
// Cold loads of the portal's routes in Chromium against the production build and a fresh demo county.
// Prints, per route, the JavaScript and CSS a first visit downloads (raw, gzip -9 computed here, and the bytes on
// the wire as the server sent them), the request count, the time to the route's first meaningful content and
// which remotes were fetched; then what opening a second section costs after the first.
//   node bench/frontend-load.mjs              the table (BENCH_RUNS loads per route, default 5)
//   node bench/frontend-load.mjs --budget     one load per route; exits 1 when a route is over its budget
//   node bench/frontend-load.mjs --files      also lists every file of each load, largest first
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, signInCookies, startPortal } from './support/portal-server.mjs';

const args = new Set(process.argv.slice(2));
const budgetMode = args.has('--budget');
const listFiles = args.has('--files');
const port = Number(process.env.BENCH_PORT ?? 8191);
const runs = budgetMode ? 1 : Number(process.env.BENCH_RUNS ?? 5);

/** KB of gzip'd JavaScript + CSS a cold load of the route may download (issue: first load within budget). */
const BUDGET_KB = { '/login': 220, '/home': 260, '/search': 260 };

const ROUTES = [
  {
    path: '/login',
    signedIn: false,
    ready: (page) => page.getByRole('heading', { name: 'Log In' }).waitFor(),
  },
  {
    path: '/home',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: /Welcome/ }).waitFor(),
  },
  {
    path: '/search',
    signedIn: true,
    ready: (page) => page.getByRole('heading', { name: 'Search by Name' }).waitFor(),
  },
];

/**
 * Opening a second section after the first: it downloads its own module, plus the shared entry points it is
 * the first to use (never a copy of something shared). A remote's own files above this mean it bundled a copy.
 */
const MODULE_OWN_BUDGET_KB = 40;
const SECOND_SECTIONS = [
  { from: '/search', to: '/reports', module: 'mfe-reports', username: 'account.admin' },
  { from: '/reports', to: '/userManager', module: 'mfe-admin', username: 'account.admin' },
];

const portal = await startPortal(port);
const base = portal.base;

/** A signed-in user's cookies for a browser context on the portal. */
async function sessionCookies(username) {
  return (await signInCookies(base, username)).map((c) => ({
    ...c,
    domain: '127.0.0.1',
    path: '/',
  }));
}

/** Records every script and stylesheet a page downloads: raw, gzip -9 and on-the-wire bytes. */
function recordAssets(page) {
  const assets = [];
  let requests = 0;
  const modules = new Set();
  // Once done() has read the files, a late request (the page keeps running until its context closes) is not
  // counted, and nothing reads a response from a context that is closing.
  let stopped = false;
  page.on('request', (r) => {
    if (stopped) return;
    requests++;
    const m = /\/modules\/(mfe-[a-z]+)\//.exec(r.url());
    if (m) modules.add(m[1]);
  });
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    if (stopped || (type !== 'script' && type !== 'stylesheet')) return;
    assets.push(
      (async () => {
        const response = await request.response().catch(() => null);
        const body = response
          ? await response.body().catch(() => Buffer.alloc(0))
          : Buffer.alloc(0);
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        return {
          url: new URL(request.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          wire: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  return {
    async done() {
      stopped = true;
      const files = await Promise.all(assets);
      const sum = (key, type) =>
        files.filter((f) => !type || f.type === type).reduce((n, f) => n + f[key], 0);
      return {
        files,
        requests,
        modules: [...modules].sort(),
        jsGzip: sum('gzip', 'script'),
        cssGzip: sum('gzip', 'stylesheet'),
        raw: sum('raw'),
        gzip: sum('gzip'),
        wire: sum('wire'),
      };
    },
  };
}

async function coldLoad(browser, route, cookies) {
  const context = await browser.newContext({ baseURL: base });
  if (route.signedIn) await context.addCookies(cookies);
  const page = await context.newPage();
  const recorder = recordAssets(page);
  const started = performance.now();
  await page.goto(route.path);
  await route.ready(page);
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const result = { ms, ...(await recorder.done()) };
  await context.close();
  return result;
}

async function secondSection(browser, step, cookies) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies(cookies);
  const page = await context.newPage();
  await page.goto(step.from);
  await page.waitForLoadState('networkidle');
  const recorder = recordAssets(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, step.to);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const result = await recorder.done();
  await context.close();
  const own = result.files.filter((f) => f.url.includes(`/modules/${step.module}/`));
  const shared = result.files.filter((f) => !f.url.includes(`/modules/${step.module}/`));
  const sum = (files) => files.reduce((n, f) => n + f.gzip, 0);
  return {
    ...result,
    own: sum(own),
    shared: sum(shared),
    foreign: shared.filter((f) => f.url.includes('/modules/')),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let failures = 0;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const cookies = await sessionCookies('escrow.user');
  console.log(
    `Cold loads, ${runs} run(s) each (median time). Bytes are JavaScript + CSS of one load.\n`,
  );
  console.log(
    '| route | raw | gzip -9 (JS + CSS) | on the wire | budget | requests | first content | modules fetched |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const details = [];
  for (const route of ROUTES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await coldLoad(browser, route, cookies));
    const last = results[results.length - 1];
    const budget = BUDGET_KB[route.path];
    const over = last.gzip / 1024 > budget;
    if (over) failures++;
    console.log(
      `| ${route.path} | ${kb(last.raw)} | ${kb(last.gzip)} (${kb(last.jsGzip)} + ${kb(last.cssGzip)}) | ${kb(last.wire)} | ${budget} KB${over ? ' **OVER**' : ''} | ${last.requests} | ${Math.round(median(results.map((r) => r.ms)))} ms | ${last.modules.join(', ') || '(none)'} |`,
    );
    details.push({ route: route.path, files: last.files });
  }

  const adminCookies = await sessionCookies('account.admin');
  console.log('\nOpening a second section after the first (signed in as account.admin):\n');
  console.log(
    `| from → to | the module's own files (gzip -9, budget ${MODULE_OWN_BUDGET_KB} KB) | shared entry points first used here | on the wire | other modules' files |`,
  );
  console.log('|---|---|---|---|---|');
  for (const step of SECOND_SECTIONS) {
    const result = await secondSection(browser, step, adminCookies);
    const over = result.own / 1024 > MODULE_OWN_BUDGET_KB;
    if (over || result.foreign.length > 0) failures++;
    console.log(
      `| ${step.from} → ${step.to} | ${kb(result.own)}${over ? ' **OVER**' : ''} | ${kb(result.shared)} | ${kb(result.wire)} | ${result.foreign.map((f) => f.url).join(', ') || 'none'} |`,
    );
  }

  if (listFiles) {
    for (const { route, files } of details) {
      console.log(`\n${route}:`);
      for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `  ${kb(f.gzip).padStart(9)} gzip  ${kb(f.wire).padStart(9)} wire (${f.encoding})  ${f.url}`,
        );
      }
    }
  }
  await browser.close();
} finally {
  portal.stop();
}
if (budgetMode) {
  console.log(
    failures === 0
      ? '\nbudget: every route within budget'
      : `\nbudget: ${failures} check(s) failed`,
  );
  process.exitCode = failures === 0 ? 0 : 1;
}
