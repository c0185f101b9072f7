/*
 * The search benchmark (npm run bench:search; bench/README.md "Search"):
 *
 * 1. a throwaway PostgreSQL cluster (as .ci/run starts one), unless BENCH_DATABASE_URL names a loaded database;
 * 2. the county's records, BENCH_DOCUMENTS generated documents (default 1,000,000) with the seed command (COPY);
 * 3. SQL time per search (its statement as the API sends it: the page and count, the page's rows, Recent
 *    Searches' write and read and the account's balances, sent from this process) and API time
 *    (POST search/{type} over HTTP to the production server, server/dist/server.mjs, run as its own process on
 *    the loaded database) for name, document-number, date-range, legal and parcel searches, and paging a result
 *    to page 3 and page 10. API time is from sending the request to the reply's last byte, compressed as a
 *    current browser asks over HTTPS (BROWSER_ACCEPT_ENCODING), on a kept-alive connection; decompressing and
 *    parsing the JSON are the client's work and come after the clock stops (the SQL time does not parse the rows
 *    either);
 * 4. the query plans (EXPLAIN ANALYZE) of one search of each kind;
 * 5. a truncated name search (over 1,000 rows) against one that finds about 24, with both plans;
 * 6. a mixed load at BENCH_CONNECTIONS (50) connections with autocannon (this process; the server has its own),
 *    BENCH_LOAD_RUNS (3) runs of BENCH_DURATION (20) s after a warm-up of BENCH_WARMUP (5) s, and their median,
 *    each run beside runs of an empty route (/api/health) and of a route with one round trip to PostgreSQL
 *    (/api/ready), reported as shares of them.
 *
 * Prints a Markdown report (also written to bench/.tmp/search-report.md).
 */
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { RESULTS_TRUNCATION, searchCriteriaSchema, type SearchTypeKey } from '@lrp/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openPostgres, type Database } from '../../server/src/db/client';
import { sha256Hex } from '../../server/src/lib/tokens';
import { REPO_ROOT } from '../../server/src/paths';
import { balanceColumn } from '../../server/src/modules/currentUser/standing';
import { CacheCheck } from '../../server/src/plugins/cache-check';
import { CacheGenerations } from '../../server/src/plugins/cache-generations';
import {
  historyChangeKind,
  historyRiders,
  type HistoryChange,
} from '../../server/src/modules/search/history';
import { resultWindow, runPlan } from '../../server/src/modules/search/plan';
import { criteriaHash } from '../../server/src/modules/search/search-service';
import {
  defaultSortKey,
  kindOf,
  planFor,
  RIDING_ROWS,
  ROW_LOADERS,
} from '../../server/src/modules/search/searches';

const env = process.env;
const API_PORT = Number(env.BENCH_PORT ?? 8491);
const PG_PORT = Number(env.BENCH_PG_PORT ?? 54399);
const DOCUMENTS = Number(env.BENCH_DOCUMENTS ?? 1_000_000);
const SAMPLES = Number(env.BENCH_SAMPLES ?? 200);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(env.BENCH_DURATION ?? 20);
const WARMUP = Number(env.BENCH_WARMUP ?? 5);
const LOAD_RUNS = Number(env.BENCH_LOAD_RUNS ?? 3);
/** Only the single searches whose names match this (a regular expression), e.g. BENCH_CASES='^name'. */
const CASES = env.BENCH_CASES ? new RegExp(env.BENCH_CASES) : null;
/** BENCH_QUICK=1: the single searches and the day's import only (no paging, truncation, mixed load or plans). */
const QUICK = env.BENCH_QUICK === '1';
/** The day's import (issue 37): documents, in calls of 1,000, beside the searches it must not slow. */
const DAY_DOCUMENTS = Number(env.BENCH_DAY_DOCUMENTS ?? 5_000);
/**
 * The searches a second beside the day's import: a large county's busiest hour is a few dozen a second
 * (bench/README.md, "What one PostgreSQL holds"); BENCH_DAY_RATE to change it.
 */
const DAY_RATE = Number(env.BENCH_DAY_RATE ?? 50);
const PASSWORD = 'Portal!Demo2026';
const TODAY = new Date().toLocaleDateString('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
});
const ALL_DATES = { fromRecordedDate: '01/01/1900', toRecordedDate: TODAY };

const report: string[] = [];
const say = (line = '') => {
  report.push(line);
  console.log(line);
};

// ---------------------------------------------------------------------------------------------------------------
// A throwaway cluster (PostgreSQL refuses to run as root: the postgres user owns it).

function startCluster(): { url: string; stop: () => void } {
  const bin = execFileSync('sh', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'])
    .toString()
    .trim();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lrp-bench-pg-'));
  const asPostgres = (command: string) => {
    const result = spawnSync('su', ['postgres', '-c', command], { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`failed: ${command}`);
  };
  execFileSync('chown', ['postgres', dir]);
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres > /dev/null`);
  // Settings of a small dedicated database server; durability does not matter for a benchmark's load.
  const options = `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=4GB -c effective_cache_size=8GB -c work_mem=16MB -c maintenance_work_mem=512MB -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_wal_size=4GB -c random_page_cost=1.1`;
  asPostgres(`${bin}/pg_ctl -D ${dir}/data -o '${options}' -l ${dir}/log -w start > /dev/null`);
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    stop: () => {
      spawnSync('su', ['postgres', '-c', `${bin}/pg_ctl -D ${dir}/data -m fast stop`], {
        stdio: 'ignore',
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function seed(url: string): number {
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    [path.join(REPO_ROOT, 'server', 'dist', 'seed.mjs'), '--documents', String(DOCUMENTS)],
    {
      env: { ...env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('the seed command failed');
  return (performance.now() - started) / 1000;
}

/**
 * The production server (server/dist/server.mjs, built by `npm run bench:search`) on the loaded database, as its
 * own process: the load generator below does not share its event loop. No demo data; sign-in limits raised for
 * the load's 50 users.
 */
/**
 * The server's connections to PostgreSQL: about twice the database machine's cores (docs/deploying.md), here the
 * cores of this machine, which runs both. More connections only queue the same work in PostgreSQL's scheduler.
 */
const POOL_SIZE = Number(env.BENCH_POOL_SIZE ?? 2 * os.cpus().length);

async function startServer(url: string): Promise<{ stop: () => Promise<void> }> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'server', 'dist', 'server.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      DATABASE_URL: url,
      SEED: 'none',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_POOL_SIZE: String(POOL_SIZE),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.on('exit', () => child.kill('SIGTERM'));
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${API_PORT}/api/ready`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (child.exitCode !== null || attempt > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics.

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (n: number) => n.toFixed(2);

type Case = { name: string; type: SearchTypeKey; bodies: Record<string, unknown>[] };

// ---------------------------------------------------------------------------------------------------------------
// Criteria drawn from the data (repeatable samples), so every search finds something, as a person's would.

async function rows<R>(db: Database['db'], query: ReturnType<typeof sql>): Promise<R[]> {
  return (await db.execute<R & Record<string, unknown>>(query)).rows as R[];
}

async function cases(db: Database['db']): Promise<Case[]> {
  const names = await rows<{ last_name: string; first_name: string }>(
    db,
    sql`select last_name, first_name from document_parties tablesample bernoulli (0.2) repeatable (11) where not business limit ${SAMPLES}`,
  );
  const businesses = await rows<{ last_name: string }>(
    db,
    sql`select last_name from document_parties tablesample bernoulli (0.2) repeatable (12) where business limit ${SAMPLES / 4}`,
  );
  const numbers = await rows<{ doc_number: string; recorded: string }>(
    db,
    sql`select doc_number, to_char(recorded_at, 'MM/DD/YYYY') as recorded from documents tablesample bernoulli (0.1) repeatable (13) limit ${SAMPLES}`,
  );
  const lots = await rows<{ code: string; block: string; lot: string }>(
    db,
    sql`select p.code, l.block, l.lot from legal_descriptions l tablesample bernoulli (0.2) repeatable (14) join plats p on p.id = l.plat_id
        where l.legal_type = 'LB' and l.lot is not null limit ${SAMPLES}`,
  );
  const sections = await rows<{
    section: number;
    township: number;
    range: number;
    qq: string;
    q: string;
  }>(
    db,
    sql`select section, township, range, qq, q from legal_descriptions tablesample bernoulli (0.2) repeatable (15) where legal_type = 'MB' limit ${SAMPLES}`,
  );
  const metes = await rows<{ section: number; township: number; range: number; words: string }>(
    db,
    sql`select section, township, range, substring(description from '^[NSEW] [0-9]+ FT') as words
        from legal_descriptions tablesample bernoulli (1) repeatable (17)
        where legal_type = 'MB' and description ~ '^[NSEW] [0-9]+ FT' limit ${SAMPLES}`,
  );
  const parcels = await rows<{ parcel_id: string }>(
    db,
    sql`select parcel_id from document_parcels tablesample bernoulli (0.2) repeatable (16) limit ${SAMPLES}`,
  );
  const days = (d: string) => {
    const [m, day, y] = d.split('/').map(Number);
    const end = new Date(Date.UTC(y, m - 1, day + 6));
    return {
      fromRecordedDate: d,
      toRecordedDate: end.toLocaleDateString('en-US', {
        timeZone: 'UTC',
        month: '2-digit',
        day: '2-digit',
        year: 'numeric',
      }),
    };
  };
  return [
    {
      name: 'name (last name)',
      type: 'searchByName',
      bodies: names.map((n) => ({ ...ALL_DATES, grantorGranteeLastName1: n.last_name })),
    },
    {
      name: 'name (last and first name)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        grantorGranteeFirstName1: n.first_name.slice(0, 3),
      })),
    },
    {
      name: 'name (business)',
      type: 'searchByName',
      bodies: businesses.map((b) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: b.last_name.split(' ').slice(0, 2).join(' '),
      })),
    },
    {
      name: 'document number',
      type: 'searchByDocumentNumber',
      bodies: numbers.map((n) => ({ documentNumber: n.doc_number })),
    },
    {
      name: 'document number range (50)',
      type: 'searchByDocumentNumber',
      bodies: numbers.map((n) => ({
        documentNumber: n.doc_number,
        toDocumentNumber: String(Number(n.doc_number) + 49),
      })),
    },
    {
      name: 'date range (one week)',
      type: 'searchByDate',
      bodies: numbers.map((n) => days(n.recorded)),
    },
    {
      name: 'legal (lot, block, plat)',
      type: 'searchByLegalDescription',
      bodies: lots.map((l) => ({
        ...ALL_DATES,
        plat: l.code,
        block: l.block,
        lot: l.lot,
        searchMethod: 'EXACT',
      })),
    },
    {
      name: 'legal (section, township, range)',
      type: 'searchByLegalDescription',
      bodies: sections.map((s) => ({
        ...ALL_DATES,
        legalType: 'MB',
        section: String(s.section),
        township: String(s.township),
        range: String(s.range),
        qq: s.qq,
        q: s.q,
      })),
    },
    {
      name: 'legal (section, township, range + contains)',
      type: 'searchByLegalDescription',
      bodies: metes.map((m) => ({
        ...ALL_DATES,
        legalType: 'MB',
        section: String(m.section),
        township: String(m.township),
        range: String(m.range),
        otherLot: m.words,
      })),
    },
    {
      name: 'legal (text only, contains, pg_trgm)',
      type: 'searchByLegalDescription',
      bodies: sections.map((s) => ({
        ...ALL_DATES,
        legalType: 'MB',
        otherLot: `${s.qq}1/4 OF ${s.q}1/4 SECTION ${s.section}, TOWNSHIP ${s.township}`,
      })),
    },
    {
      name: 'parcel ID',
      type: 'searchByParcelId',
      bodies: parcels.map((p) => ({ ...ALL_DATES, parcelId: p.parcel_id })),
    },
    {
      name: 'tax lien (taxpayer)',
      type: 'searchByTaxLien',
      bodies: names.slice(0, SAMPLES / 2).map((n) => ({ taxpayerName: n.last_name })),
    },
    {
      name: 'Torrens text (all sections)',
      type: 'searchByTorrensText',
      bodies: names.slice(0, SAMPLES / 4).map((n) => ({ text: n.last_name })),
    },
    // Names as people write them (issue 37): the same names with variants and by sound, against as typed.
    {
      name: 'name (last name, with variants)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        nameMatch: 'VARIANTS',
      })),
    },
    {
      name: 'name (last name, sounds like)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        nameMatch: 'SOUNDS_LIKE',
      })),
    },
    {
      name: 'name (last and whole first name)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        grantorGranteeFirstName1: n.first_name,
      })),
    },
    {
      name: 'name (last and whole first name, with variants)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        grantorGranteeFirstName1: n.first_name,
        nameMatch: 'VARIANTS',
      })),
    },
    {
      name: 'name (last and whole first name, sounds like)',
      type: 'searchByName',
      bodies: names.map((n) => ({
        ...ALL_DATES,
        grantorGranteeLastName1: n.last_name,
        grantorGranteeFirstName1: n.first_name,
        nameMatch: 'SOUNDS_LIKE',
      })),
    },
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// SQL time: the search's statement as the API sends it for the same user (the window, the count, the rows of
// documents, Recent Searches' write and read and the account's balances: one statement), sent from this process.

/** Whose search: the user the API calls are made as. */
type Searcher = { userId: number; accountId: number | null; generations: CacheGenerations };

async function sqlTime(
  db: Database['db'],
  searcher: Searcher,
  type: SearchTypeKey,
  body: Record<string, unknown>,
  pageNumber = 1,
  order: {
    sortKey?: string;
    sortDirection?: 'ASC' | 'DESC';
    batch?: number;
    updateHistory?: boolean;
  } = {},
): Promise<number> {
  const criteria = searchCriteriaSchema(type).parse(body) as Record<string, unknown>;
  let platId: number | null = null;
  if (criteria.plat)
    platId =
      (
        await rows<{ id: number }>(
          db,
          sql`select id from plats where code = ${String(criteria.plat)}`,
        )
      )[0]?.id ?? null;
  const sortKey = order.sortKey ?? defaultSortKey(type);
  const sortDirection = order.sortDirection ?? 'ASC';
  const batch = order.batch ?? 0;
  // Recent Searches as the API changes them for the same call (the calls below ask to update the history on a
  // first page only, as the result screens do).
  const entry = {
    type,
    criteriaHash: criteriaHash(type, criteria),
    pageNumber,
    sortKey,
    sortDirection,
  };
  const kind = historyChangeKind({
    updateHistory: order.updateHistory ?? (pageNumber === 1 && !batch),
    batch,
    pageNumber,
  });
  const change: HistoryChange =
    kind === 'record'
      ? { kind, entry: { ...entry, criteria, displayCriteria: [], longDescription: type } }
      : kind === 'page'
        ? { kind, entry }
        : { kind };
  // The cache counters the statement checks, read as the server last read them (not timed: a search does not
  // read them first, plugins/cache-check.ts).
  await searcher.generations.refresh();
  const check = new CacheCheck(searcher.generations);
  const started = performance.now();
  const plan = planFor(type, {
    criteria,
    sortKey,
    sortDirection,
    scope: { viewProtected: false },
    platId,
  } as never);
  const history = historyRiders(searcher.userId, change);
  const balance = balanceColumn(searcher.accountId);
  const columns = [history.columns, balance, check.column()].filter((c) => c !== null);
  const riding = RIDING_ROWS[kindOf(type)];
  const matches = await runPlan(db, plan, resultWindow(pageNumber, batch), {
    ctes: history.ctes,
    columns: sql.join(columns, sql`, `),
    rows: riding?.columns ?? null,
  });
  check.answered(matches.riders);
  if (!riding) await ROW_LOADERS[kindOf(type)](db, matches.ids);
  return performance.now() - started;
}

// ---------------------------------------------------------------------------------------------------------------
// The API over HTTP, signed in as a flat-fee user (no charge: this measures searching, not the ledger).

type Session = { cookie: string; csrf: string };

async function signIn(base: string, username: string): Promise<Session> {
  const health = await fetch(`${base}/api/health`);
  const jar = new Map<string, string>();
  const keep = (r: Response) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      jar.set(k, v);
    }
  };
  keep(health);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `lrp_csrf=${jar.get('lrp_csrf')}`,
      'x-csrf-token': jar.get('lrp_csrf')!,
    },
    body: JSON.stringify({ username, password: PASSWORD, language: 'ENGLISH' }),
  });
  if (!login.ok) throw new Error(`${username} could not sign in (${login.status})`);
  keep(login);
  return { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), csrf: jar.get('lrp_csrf')! };
}

/** What Chrome, Edge and Firefox send over HTTPS (Safari leaves out zstd, and the server then answers brotli). */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** One kept-alive connection for the timed calls, as a browser holds one. */
const apiAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

async function apiTime(
  base: string,
  session: Session,
  type: SearchTypeKey,
  body: Record<string, unknown>,
  agent: http.Agent = apiAgent,
): Promise<{ ms: number; total: number }> {
  const payload = JSON.stringify(body);
  const started = performance.now();
  const { status, encoding, bytes } = await new Promise<{
    status: number;
    encoding: string;
    bytes: Buffer;
  }>((resolve, reject) => {
    const request = http.request(
      `${base}/api/search/${type}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'accept-encoding': BROWSER_ACCEPT_ENCODING,
          cookie: session.cookie,
          'x-csrf-token': session.csrf,
        },
      },
      (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({
            status: reply.statusCode ?? 0,
            encoding: String(reply.headers['content-encoding'] ?? ''),
            bytes: Buffer.concat(chunks),
          }),
        );
        reply.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
  const elapsed = performance.now() - started;
  const text = (
    encoding === 'zstd'
      ? zlib.zstdDecompressSync(bytes)
      : encoding === 'br'
        ? zlib.brotliDecompressSync(bytes)
        : encoding === 'gzip'
          ? zlib.gunzipSync(bytes)
          : bytes
  ).toString('utf8');
  if (status !== 200) throw new Error(`${type} answered ${status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as {
    content: { searchResults: { totalRecordCount: number } | null };
  };
  return { ms: elapsed, total: json.content.searchResults?.totalRecordCount ?? 0 };
}

// ---------------------------------------------------------------------------------------------------------------

async function explain(
  db: Database['db'],
  type: SearchTypeKey,
  body: Record<string, unknown>,
): Promise<string> {
  const criteria = searchCriteriaSchema(type).parse(body) as Record<string, unknown>;
  let platId: number | null = null;
  if (criteria.plat)
    platId =
      (
        await rows<{ id: number }>(
          db,
          sql`select id from plats where code = ${String(criteria.plat)}`,
        )
      )[0]?.id ?? null;
  const plan = planFor(type, {
    criteria,
    sortKey: defaultSortKey(type),
    sortDirection: 'ASC',
    scope: { viewProtected: false },
    platId,
  } as never);
  const lines: string[] = [];
  for (const query of [plan.page({ offset: 0, limit: 100 }), plan.count()]) {
    if (!query) continue;
    const result = await rows<{ 'QUERY PLAN': string }>(
      db,
      sql`explain (analyze, costs off, timing off, summary on) ${query}`,
    );
    lines.push(...result.map((r) => r['QUERY PLAN']), '');
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// A day of a large county's recordings (issue 37): DAY_DOCUMENTS documents of four names each, sent by the
// recording system's credential in calls of 1,000, while searches arrive at DAY_RATE a second; their p95 beside
// the same searches in the seconds before.

/**
 * Searches arriving at DAY_RATE a second (each on its own connection, whether or not the ones before have answered:
 * people do not wait for each other) until `until` resolves; their times.
 */
async function searchLoad(
  base: string,
  session: Session,
  mix: { type: SearchTypeKey; body: Record<string, unknown> }[],
  until: Promise<unknown>,
): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const times: number[] = [];
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; !done; i += 1) {
    const m = mix[i % mix.length];
    running.push(
      apiTime(base, session, m.type, m.body, agent).then((r) => {
        times.push(r.ms);
      }),
    );
    const next = started + ((i + 1) * 1000) / DAY_RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(running);
  agent.destroy();
  return times;
}

async function importDay(
  db: Database['db'],
  base: string,
  session: Session,
  all: Case[],
): Promise<void> {
  if (DAY_DOCUMENTS <= 0) return;
  const token = `lrp_rec_${randomBytes(32).toString('base64url')}`;
  await db.execute(sql`insert into service_credentials (name, scope, token_hash, prefix, created_by)
    values ('bench', 'records:import', ${sha256Hex(token)}, ${token.slice(0, 14)}, 'bench')`);
  const people = await rows<{ last_name: string; first_name: string }>(
    db,
    sql`select last_name, first_name from document_parties tablesample bernoulli (0.5) repeatable (21)
        where not business and first_name <> '' limit 2000`,
  );
  const sections = await rows<{ section: number; township: number; range: number }>(
    db,
    sql`select section, township, range from legal_descriptions tablesample bernoulli (0.2) repeatable (22)
        where legal_type = 'MB' limit 500`,
  );
  const parcels = await rows<{ parcel_id: string }>(
    db,
    sql`select parcel_id from document_parcels tablesample bernoulli (0.2) repeatable (23) limit 500`,
  );
  const [{ top }] = await rows<{ top: string }>(
    db,
    sql`select max(doc_number)::text as top from documents where document_type = 'ABSTRACT'`,
  );
  const first = Number(top) + 1;
  const today = new Date().toISOString().slice(0, 10);
  const codes = ['WD', 'MTG', 'SAT', 'QCD', 'AFF'];
  const person = (n: number) => ({
    lastName: people[n % people.length].last_name,
    firstName: people[n % people.length].first_name,
  });
  const documents = Array.from({ length: DAY_DOCUMENTS }, (_, i) => ({
    documentType: 'ABSTRACT',
    docNumber: first + i,
    instrumentCode: codes[i % codes.length],
    recordedAt: `${today}T${String(8 + Math.floor(i / 600)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
    pageCount: 1 + (i % 5),
    grantors: [person(4 * i), person(4 * i + 1)],
    grantees: [person(4 * i + 2), person(4 * i + 3)],
    legals: [{ legalType: 'MB', ...sections[i % sections.length], qq: 'NE', q: 'SW' }],
    parcels: [parcels[i % parcels.length].parcel_id],
  }));
  const mix = [
    'name (last name)',
    'name (last and first name)',
    'document number',
    'parcel ID',
  ].flatMap((name) =>
    all
      .find((c) => c.name === name)!
      .bodies.slice(0, 50)
      .map((body) => ({ type: all.find((c) => c.name === name)!.type, body })),
  );
  const shuffled = mix.map((m, i) => mix[(i * 37) % mix.length]);

  const before = await searchLoad(
    base,
    session,
    shuffled,
    new Promise((r) => setTimeout(r, 15_000)),
  );
  let importMs = 0;
  const calls: number[] = [];
  const reports: { added: number; replaced: number; rejected: unknown[] }[] = [];
  const importing = (async () => {
    const started = performance.now();
    for (let i = 0; i < documents.length; i += 1000) {
      const call = performance.now();
      const reply = await fetch(`${base}/api/records/recordings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ documents: documents.slice(i, i + 1000) }),
      });
      if (!reply.ok) throw new Error(`the import answered ${reply.status}: ${await reply.text()}`);
      reports.push(((await reply.json()) as { content: (typeof reports)[number] }).content);
      calls.push(performance.now() - call);
    }
    importMs = performance.now() - started;
  })();
  const during = await searchLoad(base, session, shuffled, importing);
  await importing;
  // Found at once: the last document of the day, by its number, right after the last call answered.
  const last = documents[documents.length - 1].docNumber;
  const found = await apiTime(base, session, 'searchByDocumentNumber', {
    documentNumber: String(last),
  });
  const names = documents.length * 4;
  say(
    `## A day's recordings: ${documents.length.toLocaleString('en-US')} documents, ${names.toLocaleString('en-US')} names`,
  );
  say();
  say(
    `POST records/recordings with a service credential, ${Math.ceil(documents.length / 1000)} calls of up to 1,000 documents one after the other, while searches arrive at ${DAY_RATE} a second (names, names with a first name, document numbers, parcels; each on its own, not waiting for the others); "before" is the same searches for 15 s just before.`,
  );
  say();
  say('| figure | value |');
  say('|---|---|');
  say(
    `| import, whole day | ${(importMs / 1000).toFixed(2)} s (${Math.round(documents.length / (importMs / 1000))} documents/s) |`,
  );
  say(`| calls (ms) | ${calls.map((c) => c.toFixed(0)).join(', ')} |`);
  say(
    `| added / replaced / rejected | ${reports.reduce((n, r) => n + r.added, 0)} / ${reports.reduce((n, r) => n + r.replaced, 0)} / ${reports.reduce((n, r) => n + r.rejected.length, 0)} |`,
  );
  say(
    `| searches before: count, p50, p95 | ${before.length}, ${ms(percentile(before, 50))} ms, ${ms(percentile(before, 95))} ms |`,
  );
  say(
    `| searches during: count, p50, p95 | ${during.length}, ${ms(percentile(during, 50))} ms, ${ms(percentile(during, 95))} ms |`,
  );
  say(
    `| p95 during / before | ${(percentile(during, 95) / percentile(before, 95)).toFixed(2)} (goal: 1.20 or less) |`,
  );
  say(
    `| the day's last document, searched by number right after | ${found.total} found in ${ms(found.ms)} ms |`,
  );
  say();
}

async function main(): Promise<void> {
  const started = env.BENCH_DATABASE_URL ? null : startCluster();
  let cluster = started;
  const stopCluster = () => {
    cluster?.stop();
    cluster = null;
  };
  const url = env.BENCH_DATABASE_URL ?? started!.url;
  process.on('exit', stopCluster);
  try {
    say(`# Search benchmark (${new Date().toISOString().slice(0, 10)})`);
    say();
    say(
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB; load average at start ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')}; Node ${process.version}.`,
    );
    const database = openPostgres(url, { max: 20 });
    const [{ version }] = await rows<{ version: string }>(
      database.db,
      sql`select current_setting('server_version') as version`,
    );
    const loaded = await rows<{ n: string }>(
      database.db,
      sql`select count(*)::text as n from pg_tables where tablename = 'documents'`,
    );
    const existing =
      loaded[0].n === '1'
        ? Number(
            (
              await rows<{ n: string }>(database.db, sql`select count(*)::text as n from documents`)
            )[0].n,
          )
        : 0;
    if (existing < DOCUMENTS) {
      const seconds = seed(url);
      say(
        `Loaded ${DOCUMENTS.toLocaleString('en-US')} generated documents with COPY in ${seconds.toFixed(0)} s (npm run seed, indexes built after the load, VACUUM ANALYZE).`,
      );
    } else
      say(
        `Database already holds ${existing.toLocaleString('en-US')} documents (BENCH_DATABASE_URL): not loaded again.`,
      );
    const [counts] = await rows<{ documents: string; parties: string; legals: string }>(
      database.db,
      sql`select (select count(*) from documents)::text as documents, (select count(*) from document_parties)::text as parties,
        (select count(*) from legal_descriptions)::text as legals`,
    );
    say(
      `PostgreSQL ${version}: ${Number(counts.documents).toLocaleString('en-US')} documents, ${Number(counts.parties).toLocaleString('en-US')} names, ${Number(counts.legals).toLocaleString('en-US')} legal descriptions.`,
    );
    say();

    const server = await startServer(url);
    const base = `http://127.0.0.1:${API_PORT}`;
    const session = await signIn(base, 'flatfee.user');
    const [user] = await rows<Omit<Searcher, 'generations'>>(
      database.db,
      sql`select id as "userId", account_id as "accountId" from users where username_lower = 'flatfee.user'`,
    );
    const searcher: Searcher = { ...user, generations: new CacheGenerations(database.db) };

    const all = await cases(database.db);
    say(
      "## Search latency (ms): SQL is the search's statement as the API sends it (the page's rows, Recent Searches and the balances in it), API the whole call over HTTP",
    );
    say();
    say(
      `Each row: ${SAMPLES} searches with criteria drawn from the data. Not counted: first, 20 calls of every kind through the API (a server that has just started runs its code unoptimized for its first few hundred calls), then before each row its first 10 searches, through SQL and through the API.`,
    );
    say();
    const timed = CASES ? all.filter((c) => CASES.test(c.name)) : all;
    for (const c of timed)
      for (const body of c.bodies.slice(0, 20)) await apiTime(base, session, c.type, body);
    say(
      '| search | SQL p50 | SQL p95 | API p50 | API p95 | API p50 / SQL p50 | rows found (median) |',
    );
    say('|---|---|---|---|---|---|---|');
    for (const c of timed) {
      for (const body of c.bodies.slice(0, 10)) {
        await sqlTime(database.db, searcher, c.type, body);
        await apiTime(base, session, c.type, body);
      }
      const sqlTimes: number[] = [];
      for (const body of c.bodies)
        sqlTimes.push(await sqlTime(database.db, searcher, c.type, body));
      const apiTimes: number[] = [];
      const totals: number[] = [];
      for (const body of c.bodies) {
        const r = await apiTime(base, session, c.type, body);
        apiTimes.push(r.ms);
        totals.push(r.total);
      }
      const [s50, s95, a50, a95] = [
        percentile(sqlTimes, 50),
        percentile(sqlTimes, 95),
        percentile(apiTimes, 50),
        percentile(apiTimes, 95),
      ];
      say(
        `| ${c.name} | ${ms(s50)} | ${ms(s95)} | ${ms(a50)} | ${ms(a95)} | ${(a50 / s50).toFixed(2)} | ${percentile(totals, 50)} |`,
      );
    }
    say();

    await importDay(database.db, base, session, all);
    if (QUICK) {
      apiAgent.destroy();
      await server.stop();
      writeReport();
      return;
    }

    // Paging: common surnames (1000 rows, truncated), page 3 and page 10.
    const common = await rows<{ last_name: string }>(
      database.db,
      sql`select min(last_name) as last_name from document_parties where not business group by last_norm order by count(*) desc limit 20`,
    );
    // Truncation: a last name alone that finds more than RESULTS_TRUNCATION rows (the search stops counting there)
    // against a name that finds about 24, as the result screen's first call asks (batch 1 of page 1, 25 rows, with
    // Recent Searches' write) and as a whole page of 100.
    // Names that find about 24 documents at any county size: last and first names with 20 to 28 names, checked
    // through the API (a last name is a prefix: JOHNSON also finds JOHNSONS).
    const pairs = await rows<{ last_name: string; first_name: string }>(
      database.db,
      sql`select min(last_name) as last_name, min(first_name) as first_name from document_parties
        where not business and first_norm <> '' group by last_norm, first_norm having count(*) between 20 and 28 limit 200`,
    );
    const few: Record<string, unknown>[] = [];
    for (const pair of pairs) {
      if (few.length === 20) break;
      const body = {
        ...ALL_DATES,
        grantorGranteeLastName1: pair.last_name,
        grantorGranteeFirstName1: pair.first_name,
      };
      const { total } = await apiTime(base, session, 'searchByName', body);
      if (total >= 18 && total <= 30) few.push(body);
    }
    if (!few.length) throw new Error('no name finds 18 to 30 documents');
    const truncated = common.map((n) => ({ ...ALL_DATES, grantorGranteeLastName1: n.last_name }));
    say('## A truncated result against a small one (ms)');
    say();
    say(
      `5 rounds of 20 searches, all dates: the 20 most common surnames alone (each over ${RESULTS_TRUNCATION} rows, truncated) and 20 last and first names that find 18 to 30 rows (whole first names). "batch 1" is the result screen's first call (25 rows, Recent Searches written), "page" a page of 100.`,
    );
    say();
    say('| result | call | rows found (median) | SQL p50 | SQL p95 | API p50 | API p95 |');
    say('|---|---|---|---|---|---|---|');
    for (const [label, bodies] of [
      ['truncated', truncated],
      ['about 24 rows', few],
    ] as const)
      for (const batch of [1, 0]) {
        const sqlTimes: number[] = [];
        const apiTimes: number[] = [];
        const totals: number[] = [];
        for (let round = 0; round < 5; round += 1)
          for (const body of bodies) {
            sqlTimes.push(
              await sqlTime(database.db, searcher, 'searchByName', body, 1, {
                batch,
                updateHistory: true,
              }),
            );
            const r = await apiTime(base, session, 'searchByName', {
              ...body,
              ...(batch ? { batch } : {}),
              updateHistory: true,
            });
            apiTimes.push(r.ms);
            totals.push(r.total);
          }
        say(
          `| ${label} | ${batch ? 'batch 1' : 'page'} | ${percentile(totals, 50)} | ${ms(percentile(sqlTimes, 50))} | ${ms(percentile(sqlTimes, 95))} | ${ms(percentile(apiTimes, 50))} | ${ms(percentile(apiTimes, 95))} |`,
        );
      }
    say();
    for (const [label, body] of [
      ['truncated', truncated[0]],
      ['about 24 rows', few[0]],
    ] as const) {
      say(`Plan, ${label} (${JSON.stringify(body)}):`);
      say();
      say('```');
      say((await explain(database.db, 'searchByName', body)).trimEnd());
      say('```');
      say();
    }

    say('## Paging a 1000-row result (ms)');
    say();
    say('| page | SQL p50 | SQL p95 | API p50 | API p95 |');
    say('|---|---|---|---|---|');
    // The result screens' calls (spec 2 §4): pages in the default order, a page re-sorted by recorded date
    // descending, and a background batch of the first page.
    const variants: {
      label: string;
      page: number;
      sortKey?: string;
      sortDirection?: 'ASC' | 'DESC';
      batch?: number;
    }[] = [
      { label: '1', page: 1 },
      { label: '3', page: 3 },
      { label: '10', page: 10 },
      { label: '3, recorded date DESC', page: 3, sortKey: 'recordedDate', sortDirection: 'DESC' },
      { label: '1, batch 2 of 25', page: 1, batch: 2 },
    ];
    for (const v of variants) {
      const sqlTimes: number[] = [];
      const apiTimes: number[] = [];
      const order = { sortKey: v.sortKey, sortDirection: v.sortDirection, batch: v.batch };
      for (let round = 0; round < 5; round += 1) {
        for (const n of common) {
          const body = { ...ALL_DATES, grantorGranteeLastName1: n.last_name };
          sqlTimes.push(await sqlTime(database.db, searcher, 'searchByName', body, v.page, order));
          apiTimes.push(
            (
              await apiTime(base, session, 'searchByName', {
                ...body,
                pageNumber: v.page,
                ...(v.sortKey ? { sortKey: v.sortKey, sortDirection: v.sortDirection } : {}),
                ...(v.batch ? { batch: v.batch } : {}),
                updateHistory: v.page === 1 && !v.batch,
              })
            ).ms,
          );
        }
      }
      say(
        `| ${v.label} | ${ms(percentile(sqlTimes, 50))} | ${ms(percentile(sqlTimes, 95))} | ${ms(percentile(apiTimes, 50))} | ${ms(percentile(apiTimes, 95))} |`,
      );
    }
    say();

    // Mixed load: 50 users searching at once (their own sessions), a mix of the searches above.
    await database.db.execute(sql`
      insert into users (username, username_lower, password_hash, role, account_id, first_name, last_name, status)
      select 'bench.user' || n, 'bench.user' || n, u.password_hash, 'USER', u.account_id, 'Bench', 'User ' || n, 'A'
      from users u, generate_series(1, ${CONNECTIONS}) n where u.username_lower = 'flatfee.user'
      on conflict (username_lower) do nothing`);
    const sessions: Session[] = [];
    for (let n = 1; n <= CONNECTIONS; n += 1) sessions.push(await signIn(base, `bench.user${n}`));
    const mix: { type: SearchTypeKey; body: Record<string, unknown>; weight: number }[] = [
      ...all[0].bodies.map((body) => ({ type: 'searchByName' as const, body, weight: 5 })),
      ...all[1].bodies.map((body) => ({ type: 'searchByName' as const, body, weight: 2 })),
      ...all[3].bodies.map((body) => ({
        type: 'searchByDocumentNumber' as const,
        body,
        weight: 2,
      })),
      ...all[5].bodies.map((body) => ({ type: 'searchByDate' as const, body, weight: 1 })),
      ...all[6].bodies.map((body) => ({
        type: 'searchByLegalDescription' as const,
        body,
        weight: 1,
      })),
      ...all
        .find((c) => c.name === 'parcel ID')!
        .bodies.map((body) => ({ type: 'searchByParcelId' as const, body, weight: 2 })),
      ...common.map((n) => ({
        type: 'searchByName' as const,
        body: {
          ...ALL_DATES,
          grantorGranteeLastName1: n.last_name,
          pageNumber: 3,
          updateHistory: false,
        },
        weight: 1,
      })),
    ];
    const weighted = mix.flatMap((m) => Array.from({ length: m.weight }, () => m));
    let next = 0;
    let client = 0;
    const load = (duration: number) =>
      autocannon({
        url: base,
        connections: CONNECTIONS,
        duration,
        setupClient: (c) => {
          const s = sessions[client++ % sessions.length];
          c.setHeaders({
            'content-type': 'application/json',
            cookie: s.cookie,
            'x-csrf-token': s.csrf,
          });
        },
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              const m = weighted[next++ % weighted.length];
              return { ...request, path: `/api/search/${m.type}`, body: JSON.stringify(m.body) };
            },
          },
        ],
      });
    // The floor: an empty route (GET /api/health) at the same connections, run beside each mixed run so that both
    // see the machine in the same minute; the mixed load is reported as a share of it.
    const empty = (duration: number) =>
      autocannon({ url: `${base}/api/health`, connections: CONNECTIONS, duration });
    // And a route with one trivial round trip to PostgreSQL (GET /api/ready: select 1 and the newest migration).
    const ready = (duration: number) =>
      autocannon({ url: `${base}/api/ready`, connections: CONNECTIONS, duration });
    // A warm-up first, as for the single searches: the server's new connections to PostgreSQL, its JIT and the
    // sessions' first reads (its first second held a call of 1-3 s in every run); then the measured load.
    const warmup = WARMUP > 0 ? await load(WARMUP) : null;
    // Several runs: on this shared machine one run's rate moves by 20% from one minute to the next.
    const runs: Awaited<ReturnType<typeof load>>[] = [];
    const floors: Awaited<ReturnType<typeof load>>[] = [];
    const readies: Awaited<ReturnType<typeof load>>[] = [];
    if (WARMUP > 0) {
      await empty(WARMUP);
      await ready(WARMUP);
    }
    for (let run = 0; run < LOAD_RUNS; run += 1) {
      floors.push(await empty(DURATION));
      readies.push(await ready(DURATION));
      runs.push(await load(DURATION));
    }
    say(
      `## Mixed load: ${CONNECTIONS} connections, ${LOAD_RUNS} runs of ${DURATION} s (autocannon)`,
    );
    say();
    say(
      'Names 50%, names with a first name 14%, document numbers 14%, parcels 14%, dates 7%, legals 7%, and page 3 of common names; each connection its own user and session.',
    );
    if (warmup)
      say(
        `After a warm-up of ${WARMUP} s with the same load, not counted (${warmup.requests.average.toFixed(0)} requests/s, p99 ${warmup.latency.p99} ms, max ${warmup.latency.max} ms).`,
      );
    say();
    say(
      'Each run follows a run of the same length against GET /api/health (an empty route: the floor of this server and machine in that minute) and one against GET /api/ready (two trivial statements on PostgreSQL: a round trip to the database); "share" is the mixed load\'s requests/s as a share of each.',
    );
    say();
    say(
      '| run | requests/s (mean) | latency p50 | p90 | p99 | max | errors | non-2xx | /api/health requests/s | share | /api/ready requests/s | share |',
    );
    say('|---|---|---|---|---|---|---|---|---|---|---|---|');
    const rate = (r: (typeof runs)[number]) => r.requests.average;
    const pct = (n: number) => `${(100 * n).toFixed(0)}%`;
    runs.forEach((result, n) =>
      say(
        `| ${n + 1} | ${rate(result).toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p90} ms | ${result.latency.p99} ms | ${result.latency.max} ms | ${result.errors} | ${result.non2xx} | ${rate(floors[n]).toFixed(0)} | ${pct(rate(result) / rate(floors[n]))} | ${rate(readies[n]).toFixed(0)} | ${pct(rate(result) / rate(readies[n]))} |`,
      ),
    );
    const median = (pick: (r: (typeof runs)[number]) => number) => percentile(runs.map(pick), 50);
    const medianOf = (values: number[]) => percentile(values, 50);
    say(
      `| median | ${median(rate).toFixed(0)} | ${median((r) => r.latency.p50)} ms | ${median((r) => r.latency.p90)} ms | ${median((r) => r.latency.p99)} ms | ${median((r) => r.latency.max)} ms | | | ${medianOf(floors.map(rate)).toFixed(0)} | ${pct(medianOf(runs.map((r, n) => rate(r) / rate(floors[n]))))} | ${medianOf(readies.map(rate)).toFixed(0)} | ${pct(medianOf(runs.map((r, n) => rate(r) / rate(readies[n]))))} |`,
    );
    say();

    const refused = [...floors, ...readies].reduce((n, r) => n + r.errors + r.non2xx, 0);
    if (refused) {
      say(
        `(The floors' runs had ${refused} errors or non-2xx replies: their rates are not clean.)`,
      );
      say();
    }
    say('## Query plans (EXPLAIN ANALYZE, one search of each kind)');
    say();
    for (const c of all) {
      say(`### ${c.name}`);
      say();
      say('```');
      say((await explain(database.db, c.type, c.bodies[0])).trimEnd());
      say('```');
      say();
    }
    apiAgent.destroy();
    await server.stop();
  } finally {
    stopCluster();
  }
  writeReport();
}

function writeReport(): void {
  const out = path.join(REPO_ROOT, 'bench', '.tmp');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'search-report.md'), `${report.join('\n')}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof Error ? err.stack : err);
    process.exit(1);
  },
);
