// Lighthouse (mobile, its default throttling) on /login and /home, against the production build and a fresh
// demo county. Lighthouse is not a dependency of the repository (it weighs 185 MB): it is fetched on demand
// with npx, and drives Debian's Chromium (CHROME_PATH).
//   node bench/lighthouse.mjs         prints performance and accessibility scores and the main metrics of each
//                                     run (BENCH_RUNS, default 3: a simulated score swings with the machine's
//                                     load) and the median performance score per route
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, ROOT, signInCookies, startPortal } from './support/portal-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 8192);
const out = join(ROOT, 'bench', '.tmp', 'lighthouse');
mkdirSync(out, { recursive: true });
const portal = await startPortal(port);

function lighthouse(path, cookies) {
  const file = join(out, `${path.replace(/\W/g, '') || 'root'}.json`);
  const args = [
    '--yes',
    'lighthouse@13',
    `${portal.base}${path}`,
    '--quiet',
    `--chrome-flags=--headless ${CHROMIUM_ARGS.join(' ')}`,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${file}`,
  ];
  if (cookies)
    args.push(
      `--extra-headers=${JSON.stringify({ Cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') })}`,
    );
  execFileSync('npx', args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  });
  return JSON.parse(readFileSync(file, 'utf8'));
}

try {
  const cookies = await signInCookies(portal.base, 'escrow.user');
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const scores = new Map();
  console.log('| route | run | performance | accessibility | FCP | LCP | TBT | speed index |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (let run = 1; run <= runs; run += 1)
    for (const [path, session] of [
      ['/login', null],
      ['/home', cookies],
    ]) {
      const report = lighthouse(path, session);
      const metric = (id) => report.audits[id].displayValue;
      const score = report.categories.performance.score;
      scores.set(path, [...(scores.get(path) ?? []), score]);
      console.log(
        `| ${path} | ${run} | ${score} | ${report.categories.accessibility.score} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('speed-index')} |`,
      );
    }
  console.log();
  for (const [path, list] of scores) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `${path}: median performance ${sorted[Math.floor((sorted.length - 1) / 2)]} (${list.join(', ')})`,
    );
  }
} finally {
  portal.stop();
}
