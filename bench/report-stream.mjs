// The reports' streaming (docs/reports.md, "Large reports"): 1,000,000 audit rows generated into a fresh embedded
// (PGlite) database with generate_series, then the Audit Details - Account report streamed to a file as .xlsx and
// as PDF, reading the rows a page at a time. Prints rows/s and the peak RSS sampled every 50 ms: memory must stay
// bounded by a page of rows, whatever the report's size.
//
//   node bench/report-stream.mjs            (BENCH_ROWS=200000 for a shorter run)
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const ACCOUNTS = 100;
const USERS_PER_ACCOUNT = 5;

// Bundle the report modules (our TypeScript and @lrp/contract in, dependencies external), as server/build.mjs does.
const serverPkg = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const external = Object.keys(serverPkg.dependencies ?? {}).flatMap((n) => [n, `${n}/*`]);
mkdirSync(path.join(root, 'server/test/.tmp'), { recursive: true });
const bundle = path.join(root, 'server/test/.tmp/report-stream-bench.mjs');
await build({
  stdin: {
    contents: `
      export { openPglite } from './server/src/db/client';
      export { composeReport } from './server/src/modules/reports/compose';
      export { PdfSink, XlsxSink } from './server/src/modules/reports/sinks';
      export { countRows } from './server/src/modules/reports/source';
      export { reportWords } from './server/src/modules/reports/words';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  outfile: bundle,
  banner: {
    js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
const m = await import(pathToFileURL(bundle).href);
const { sql } = await import(
  pathToFileURL(path.join(root, 'node_modules/drizzle-orm/index.js')).href
);

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 50);
const mb = (bytes) => `${Math.round(bytes / 1048576)} MB`;

const dir = mkdtempSync(path.join(os.tmpdir(), 'lrp-report-bench-'));
const database = await m.openPglite(path.join(dir, 'data'));
try {
  await database.migrate();
  const { db } = database;
  let started = Date.now();
  await db.execute(sql`
    insert into accounts (name, account_type, payment_method)
    select 'Bench Account ' || lpad(g::text, 3, '0'), 'A_LA_CARTE', 'ESCROW' from generate_series(1, ${ACCOUNTS}) g`);
  await db.execute(sql`
    insert into users (username, username_lower, password_hash, role, account_id, first_name, last_name)
    select 'bench.user' || g, 'bench.user' || g, 'x', 'USER', a.id, 'Bench', 'User ' || g
      from generate_series(1, ${ACCOUNTS * USERS_PER_ACCOUNT}) g
      join accounts a on a.name = 'Bench Account ' || lpad((1 + (g - 1) % ${ACCOUNTS})::text, 3, '0')`);
  await db.execute(sql`
    insert into audit_log (at, user_id, username, account_id, type, detail)
    select timestamptz '2025-03-01 06:00:00+00' + g * interval '2 seconds', u.id, u.username, u.account_id,
           (array['LOGIN_SUCCESS', 'LOGOUT', 'USER_CHANGE', 'ACCOUNT_CHANGE', 'PASSWORD_CHANGE'])[1 + g % 5],
           jsonb_build_object('targetUsername', u.username, 'action', 'UPDATE',
             'changes', jsonb_build_array(jsonb_build_object('field', 'phone', 'before', '555-0100', 'after', '555-' || lpad((g % 10000)::text, 4, '0'))))
      from generate_series(1, ${ROWS}) g
      join users u on u.username_lower = 'bench.user' || (1 + g % ${ACCOUNTS * USERS_PER_ACCOUNT})`);
  await db.execute(sql`analyze audit_log`);
  console.log(
    `inserted ${ROWS.toLocaleString('en-US')} audit rows in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const scope = {
    report: 'AccountReport',
    start: '2025-03-01T00:00:00.000Z',
    end: '2025-04-30T00:00:00.000Z',
    accountId: null,
    accountName: null,
    userId: null,
    username: null,
    statementId: null,
    auditTypes: ['LOGIN_SUCCESS', 'LOGOUT', 'USER_CHANGE', 'ACCOUNT_CHANGE', 'PASSWORD_CHANGE'],
    ledgerTypes: ['DEPOSIT', 'CHARGE'],
    dataSource: 'FIVE',
    orderBy: 'timestamp',
    summaryMode: false,
    period: '03/01/2025 12:00 AM - 04/29/2025 11:59 PM',
    preparedFor: 'Bench',
    generatedAt: new Date().toISOString(),
  };
  started = Date.now();
  console.log(
    `counted ${(await m.countRows(db, scope)).toLocaleString('en-US')} rows in ${Date.now() - started} ms`,
  );

  for (const format of ['xlsx', 'pdf']) {
    const before = process.memoryUsage().rss;
    peak = before;
    const file = path.join(dir, `AccountReport.${format}`);
    const out = createWriteStream(file);
    const words = m.reportWords('ENGLISH', format);
    const sink =
      format === 'pdf'
        ? new m.PdfSink(out, 'America/Chicago', words, 'Bench County - Land Record Portal')
        : new m.XlsxSink(out, 'America/Chicago', words.accountReport);
    started = Date.now();
    const rows = await m.composeReport(db, scope, sink, words);
    await sink.finish();
    const seconds = (Date.now() - started) / 1000;
    const usage = process.memoryUsage();
    console.log(
      `  after ${format}: heap used ${mb(usage.heapUsed)} of ${mb(usage.heapTotal)}, array buffers (PGlite's WASM memory among them) ${mb(usage.arrayBuffers)}, external ${mb(usage.external)}`,
    );
    console.log(
      `${format}: ${rows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en-US')} rows/s, ` +
        `file ${mb(statSync(file).size)}, RSS before ${mb(before)}, peak ${mb(peak)}`,
    );
  }
} finally {
  clearInterval(sampler);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
