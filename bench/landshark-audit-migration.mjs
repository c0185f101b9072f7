// LandShark One audit log migration (docs/landshark-one.md): a generated LandShark One database of about
// 1,000,000 audit rows migrated into a fresh, migrated portal database in batches of BENCH_BATCH (default 10000),
// on the PostgreSQL of BENCH_DATABASE_URL (an admin URL; two databases are created and dropped). Prints rows/s and
// the peak RSS sampled every 50 ms: memory must stay bounded by one batch, whatever the number of rows.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/landshark-audit-migration.mjs
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set BENCH_DATABASE_URL to a PostgreSQL admin URL (postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(1);
}
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 10_000);
const ROWS_PER_ACCOUNT = 96; // plus 2 to 6: about 100 audit rows per account

// Bundle the migration's modules (our TypeScript and @lrp/contract in, dependencies external), as server/build.mjs does.
const serverPkg = JSON.parse(readFileSync(path.join(root, 'server/package.json'), 'utf8'));
const external = Object.keys(serverPkg.dependencies ?? {}).flatMap((n) => [n, `${n}/*`]);
// Under server/: the bundle finds the migrations by walking up from where it lies (server/src/paths.ts).
mkdirSync(path.join(root, 'server/test/.tmp'), { recursive: true });
const bundle = path.join(root, 'server/test/.tmp/landshark-one-bench.mjs');
await build({
  stdin: {
    contents: `
      export { openPostgres } from './server/src/db/client';
      export { migrateAuditLog } from './server/src/modules/landSharkOne/audit-log';
      export { createRun } from './server/src/modules/landSharkOne/runs';
      export { createLegacySchema, generateLegacyCounty } from './server/src/modules/landSharkOne/legacy-generator';
      export { openLegacySource } from './server/src/modules/landSharkOne/legacy-source';`,
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

const tag = randomBytes(3).toString('hex');
const names = { legacy: `ls1_bench_${tag}`, target: `lrp_bench_${tag}` };
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
for (const name of Object.values(names)) await admin.query(`create database ${name}`);
const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const legacyUrl = new URL(urlOf(names.legacy));

try {
  // The source: ROWS audit rows.
  const fields = {
    landSharkOneDbAddress: `${legacyUrl.hostname}:${legacyUrl.port || 5432}`,
    landSharkOneDbName: names.legacy,
    landSharkOneDbUsername: decodeURIComponent(legacyUrl.username) || 'postgres',
    landSharkOneDbPassword: decodeURIComponent(legacyUrl.password) || 'x',
  };
  const seedClient = new pg.Client({ connectionString: legacyUrl.toString() });
  seedClient.on('error', () => undefined);
  await seedClient.connect();
  const seedSource = { query: (t, p) => seedClient.query(t, p), close: () => seedClient.end() };
  let t0 = Date.now();
  await m.createLegacySchema(seedSource);
  const summary = await m.generateLegacyCounty(seedSource, {
    accounts: Math.ceil(ROWS / (ROWS_PER_ACCOUNT + 4)),
    auditRowsPerAccount: ROWS_PER_ACCOUNT,
    batchRows: 5_000,
  });
  await seedClient.query('analyze');
  await seedSource.close();
  console.log(
    `source: ${summary.auditRows} audit rows, ${summary.transactions} money rows in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );

  // The target: a migrated, empty portal database.
  const database = m.openPostgres(urlOf(names.target), { max: 4 });
  await database.migrate();
  const app = { db: database.db, config: { countyTimeZone: 'America/Chicago' } };
  const caller = { userId: 1, username: 'bench', clientAddress: null };
  const options = { fromDate: '', toDate: '', dataType: 'all', batchSize: BATCH };
  const runId = await m.createRun(database.db, 'AUDIT_LOG', caller, options);

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const source = await m.openLegacySource(fields);
  t0 = Date.now();
  let lastLog = t0;
  const report = await m.migrateAuditLog(app, source, runId, options, caller, {
    afterBatch: (done) => {
      if (Date.now() - lastLog > 10_000) {
        lastLog = Date.now();
        console.log(`  ${done} rows, ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB RSS`);
      }
    },
  });
  const seconds = (Date.now() - t0) / 1000;
  clearInterval(sampler);
  await source.close();
  await database.close();
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  console.log(
    `migrated ${report.copied.auditRows} audit rows and ${report.copied.transactions} ledger rows in ${seconds.toFixed(1)} s: ` +
      `${Math.round(report.copied.auditRows / seconds)} rows/s, batch ${BATCH}, peak RSS ${mib(peak)} MiB (${mib(baseline)} MiB before)`,
  );
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  for (const name of Object.values(names))
    await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
