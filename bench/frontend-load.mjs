// Cold loads of /login, /home and /search in Chromium against the production build and a fresh demo county.
// Prints JavaScript bytes (raw and gzip), request count, time to the first meaningful content, and modules fetched.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const dataDir = join(root, 'bench', '.tmp', 'data');

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dirname(dataDir), { recursive: true });
const server = spawn(process.execPath, [join(root, 'server', 'dist', 'server.mjs')], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'demo', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const ROUTES = [
  { path: '/login', signedIn: false, ready: (page) => page.getByRole('heading', { name: 'Log In' }).waitFor() },
  { path: '/home', signedIn: true, ready: (page) => page.getByRole('heading', { name: /Welcome/ }).waitFor() },
  { path: '/search', signedIn: true, ready: (page) => page.getByRole('heading', { name: 'Search by Name' }).waitFor() },
];

async function sessionCookies(browser) {
  const context = await browser.newContext({ baseURL: base });
  await context.request.get('/api/currentUser/loginStatus');
  const csrf = (await context.storageState()).cookies.find((c) => c.name === 'lrp_csrf')?.value ?? '';
  const reply = await context.request.post('/api/auth/login', {
    data: { username: 'escrow.user', password: 'Portal!Demo2026', language: 'ENGLISH' },
    headers: { 'x-csrf-token': csrf },
  });
  if (!reply.ok()) throw new Error(`sign-in failed: ${reply.status()}`);
  const cookies = (await context.storageState()).cookies;
  await context.close();
  return cookies;
}

async function measure(browser, route, cookies) {
  const context = await browser.newContext({ baseURL: base });
  if (route.signedIn) await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = [];
  let requests = 0;
  const modules = new Set();
  page.on('request', (r) => {
    requests++;
    const m = /\/modules\/(mfe-[a-z]+)\//.exec(r.url());
    if (m) modules.add(m[1]);
  });
  page.on('response', async (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body().catch(() => Buffer.alloc(0)));
  });
  const started = performance.now();
  await page.goto(route.path);
  await route.ready(page);
  const ms = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(scripts);
  const raw = bodies.reduce((n, b) => n + b.length, 0);
  const gzip = bodies.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0);
  await context.close();
  return { ms, raw, gzip, requests, modules: [...modules].sort() };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const cookies = await sessionCookies(browser);
  console.log(`Cold loads, ${runs} runs each (median time), JS bytes per load:\n`);
  console.log('| route | JS raw | JS gzip | requests | first content (median) | modules fetched |');
  console.log('|---|---|---|---|---|---|');
  for (const route of ROUTES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, route, cookies));
    const last = results[results.length - 1];
    console.log(`| ${route.path} | ${kb(last.raw)} | ${kb(last.gzip)} | ${last.requests} | ${Math.round(median(results.map((r) => r.ms)))} ms | ${last.modules.join(', ')} |`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
