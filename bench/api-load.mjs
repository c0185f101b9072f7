// Signed-in API calls under load: the calls every page makes (currentUser/loginStatus, home/all, helper data),
// with autocannon (50 connections) against the production build on a fresh demo county, on the embedded PGlite
// and, with BENCH_DATABASE_URL, on PostgreSQL (a new database on that server, dropped afterwards).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 8191);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const postgresUrl = process.env.BENCH_DATABASE_URL;
const targets = (process.env.BENCH_TARGETS ?? (postgresUrl ? 'pglite,postgres' : 'pglite')).split(
  ',',
);
// Another build to compare with (e.g. the previous release's server/dist/server.mjs), and a subset of the calls.
const serverBundle = process.env.BENCH_SERVER ?? join(root, 'server', 'dist', 'server.mjs');
const onlyCalls = process.env.BENCH_CALLS?.split(',');

const CALLS = [
  '/api/currentUser/loginStatus',
  '/api/home/all',
  '/api/helperdata/countyConfiguration',
  '/api/helperdata/codeDescriptions',
];

/** A new database on the BENCH_DATABASE_URL server; answers its URL and how to drop it. */
async function freshPostgres() {
  const name = `lrp_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function startServer(env) {
  const server = spawn(process.execPath, [serverBundle], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok || (await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

/** Signs escrow.user in; answers the Cookie header of the session. */
async function signIn() {
  const first = await fetch(`${base}/api/currentUser/loginStatus`);
  const csrf = /lrp_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  const reply = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': csrf,
      cookie: `lrp_csrf=${csrf}`,
    },
    body: JSON.stringify({
      username: 'escrow.user',
      password: 'Portal!Demo2026',
      language: 'ENGLISH',
    }),
  });
  if (!reply.ok) throw new Error(`sign-in failed: ${reply.status}`);
  const session = /lrp_session=([^;]+)/.exec(reply.headers.get('set-cookie') ?? '')?.[1];
  const cookie = `lrp_csrf=${csrf}; lrp_session=${session}`;
  const status = await (
    await fetch(`${base}/api/currentUser/loginStatus`, { headers: { cookie } })
  ).json();
  if (!status.content?.loggedIn) throw new Error('the session does not hold');
  return cookie;
}

/** BENCH_ACCEPT_ENCODING=br asks for compressed replies, as a browser does (autocannon asks for none). */
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;

function load(path, cookie, duration) {
  const headers = acceptEncoding ? { cookie, 'accept-encoding': acceptEncoding } : { cookie };
  return autocannon({ url: `${base}${path}`, connections, duration, headers });
}

async function benchTarget(target) {
  const dataDir = join(root, 'bench', '.tmp', `api-data-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dirname(dataDir), { recursive: true });
  const database = target === 'postgres' ? await freshPostgres() : null;
  const server = startServer(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir });
  const rows = [];
  try {
    await waitForServer();
    const cookie = await signIn();
    const paths = CALLS.filter((c) => !onlyCalls || onlyCalls.some((name) => c.endsWith(name)));
    // Warm-up, every call once before any is measured: the JIT, the caches, the connection pool and the jobs a
    // fresh start runs (reconciliation, purge) are behind us; the figures are the steady state.
    for (const path of paths) await load(path, cookie, 3);
    for (const path of paths) {
      const result = await load(path, cookie, seconds);
      rows.push({
        target,
        call: path.replace('/api/', ''),
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        failed: result.non2xx + result.errors + result.timeouts,
      });
      const last = rows.at(-1);
      console.log(
        `${target.padEnd(8)} ${last.call.padEnd(36)} ${String(last.rps).padStart(6)} req/s  p50 ${last.p50} ms  p99 ${last.p99} ms  failed ${last.failed}`,
      );
    }
  } finally {
    await server.stop();
    await database?.drop();
  }
  return rows;
}

const all = [];
for (const target of targets) all.push(...(await benchTarget(target)));

console.log(`\n| database | call | req/s | p50 | p99 | failed |\n|---|---|---|---|---|---|`);
for (const r of all)
  console.log(`| ${r.target} | ${r.call} | ${r.rps} | ${r.p50} ms | ${r.p99} ms | ${r.failed} |`);
console.log(
  `\n${connections} connections, ${seconds} s per call after 3 s of warm-up on every call, signed in as escrow.user.`,
);
