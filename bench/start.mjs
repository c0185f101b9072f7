// `npm run bench:start`: a newcomer's first start, timed. Clones the repository's committed HEAD into a
// temporary folder and times, in order:
//   1. `npm ci` (from the lockfile, npm's cache as this machine has it),
//   2. `npm run build` (each step's wall time from tooling/build.mjs),
//   3. the server's start on a fresh data folder (database, migrations, demo county) until /api/health answers,
//   4. the first page: Chromium opens /login until the sign-in form is drawn.
// Prints a table and, with --json, the figures as JSON. The clone is removed afterwards (--keep keeps it).
//   node bench/start.mjs [--json] [--keep]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, ROOT, untilHealthy } from './support/portal-server.mjs';

const args = new Set(process.argv.slice(2));
const port = Number(process.env.BENCH_PORT ?? 8197);
const work = mkdtempSync(join(tmpdir(), 'lrp-start-'));
const clone = join(work, 'portal');

/** Runs a command to its end; resolves its wall time in seconds, rejects on failure with its output's end. */
function timed(command, commandArgs, options = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let output = '';
    child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve((performance.now() - started) / 1000)
        : reject(new Error(`${command} ${commandArgs.join(' ')} failed:\n${output}`)),
    );
  });
}

const seconds = (s) => Number(s.toFixed(1));
const figures = {};
let server;
try {
  figures.clone = seconds(await timed('git', ['clone', '--quiet', ROOT, clone]));
  figures.npmCi = seconds(
    await timed('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: clone }),
  );
  const timingsFile = join(work, 'build-timings.json');
  figures.build = seconds(
    await timed('npm', ['run', 'build'], {
      cwd: clone,
      env: { ...process.env, LRP_BUILD_TIMINGS: timingsFile },
    }),
  );
  figures.buildSteps = JSON.parse(readFileSync(timingsFile, 'utf8')).timings;

  const started = performance.now();
  server = spawn(process.execPath, ['--env-file=server/demo.env', 'server/dist/server.mjs'], {
    cwd: clone,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, 300_000);
  figures.serverReady = seconds((performance.now() - started) / 1000);

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const pageStarted = performance.now();
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  figures.firstPage = seconds((performance.now() - pageStarted) / 1000);
  await browser.close();
  figures.total = seconds(
    figures.clone + figures.npmCi + figures.build + figures.serverReady + figures.firstPage,
  );
} finally {
  server?.kill('SIGTERM');
  if (!args.has('--keep')) rmSync(work, { recursive: true, force: true });
}

if (args.has('--json')) console.log(JSON.stringify(figures, null, 2));
else {
  console.log('| step | wall time |\n|---|---|');
  for (const [step, label] of [
    ['clone', 'git clone'],
    ['npmCi', 'npm ci'],
    ['build', 'npm run build'],
    ['serverReady', 'server start (fresh database and demo county) to /api/health'],
    ['firstPage', 'first page: /login drawn in Chromium'],
    ['total', 'clone to first page'],
  ])
    console.log(`| ${label} | ${figures[step]} s |`);
  console.log('\nBuild steps (two at a time, then the release gates):');
  for (const { step, seconds: s } of figures.buildSteps) console.log(`- ${step}: ${s} s`);
}
