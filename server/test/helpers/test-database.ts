import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Database } from '../../src/db/client';
import { prepareDatabase } from '../../src/db/seed';

/** Tables in foreign-key order (parents first), for the snapshot and the reset. */
export const TABLES = [
  'county_settings',
  'accounts',
  'users',
  'account_page_access',
  'account_doc_types',
  'sessions',
  'reference_lists',
  'paragraph_lists',
  'login_slides',
  'audit_log',
  'tickets',
  'mail_outbox',
  'transaction_log',
  'card_gateway_tokens',
  'card_gateway_transactions',
  'image_states',
  'jobs',
  'rate_limit_counters',
  'sign_in_throttles',
  'known_devices',
  'action_quotas',
  'search_history',
  'card_preauthorizations',
  'module_pins',
  'service_credentials',
  'saved_searches',
  'property_alerts',
  'property_alert_matches',
  'image_purchases',
  'efile_uploads',
  'efile_card_tokens',
  'efile_submissions',
];
const SNAPSHOT_SCHEMA = 'lrp_test_snapshot';

export type TestDatabase = {
  database: Database;
  kind: 'pglite' | 'postgres';
  /**
   * What another instance of the server would open on this database: a second connection pool on PostgreSQL
   * (closed with the database); on PGlite, which has one backend, this same database.
   */
  anotherConnection(): Database;
  /** Puts every table back to the seeded demo county (a few ms; call it where a test changed data). */
  reset(): Promise<void>;
  close(): Promise<void>;
};

/** A value as an SQL literal (standard_conforming_strings: only quotes are doubled). */
function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean' || typeof value === 'number') return String(value);
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * PGlite in a worker thread behind the PostgreSQL wire protocol (see pglite-wire-worker.mjs for why), reached
 * through node-postgres with one connection: PGlite has one backend.
 */
async function pgliteOverWire(): Promise<Database & { url: string }> {
  const worker = new Worker(path.join(__dirname, 'pglite-wire-worker.mjs'));
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const database = openPostgres(url, { max: 1, keepIdle: true });
  return {
    ...database,
    url,
    kind: 'pglite',
    // COPY FROM STDIN needs a conversation PGlite's wire protocol does not hold: the (small) test loads insert.
    bulkLoad: (load) =>
      database.db.transaction(async (tx) => {
        await load({
          copy: async (table, columns, rows) => {
            for (let i = 0; i < rows.length; i += 2000) {
              const values = rows
                .slice(i, i + 2000)
                .map((row) => `(${row.map(sqlLiteral).join(', ')})`);
              await tx.execute(
                sql.raw(
                  `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values ${values.join(', ')}`,
                ),
              );
            }
          },
          execute: (statement) =>
            tx.execute(sql.raw(statement)) as Promise<{ rows: Record<string, unknown>[] }>,
        });
      }),
    close: async () => {
      await database.close();
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `adminUrl`; `drop` removes it. */
export async function freshPostgres(
  adminUrl: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `lrp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets have closed: let them go before dropping, so none is cut off.
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await dropper.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * An empty database, nothing migrated: PGlite in memory, or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL. `close` closes it and, for PostgreSQL, drops it.
 */
export async function openEmptyDatabase(): Promise<
  Database & { anotherConnection: () => Database; url: string }
> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await pgliteOverWire();
    return { ...database, anotherConnection: () => database };
  }
  const { database, url, drop } = await freshPostgres(adminUrl);
  const others: Database[] = [];
  return {
    ...database,
    url,
    anotherConnection: () => {
      const other = openPostgres(url);
      others.push(other);
      return other;
    },
    close: async () => {
      for (const other of others) await other.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * Generated documents of a test database's records (besides the fixture documents): enough for every search
 * type to find something, few enough to seed in about a second.
 */
export const TEST_DOCUMENTS = 400;

/**
 * A migrated database holding the seeded demo county, with a snapshot to reset it to. The records are not in
 * the snapshot: tests only read them.
 */
export async function createTestDatabase(
  options: { documents?: number } = {},
): Promise<TestDatabase> {
  const database = await openEmptyDatabase();
  await prepareDatabase(database, {
    seed: 'demo',
    admin: null,
    demoDocuments: options.documents ?? TEST_DOCUMENTS,
  });

  const { db } = database;
  await db.execute(sql.raw(`create schema ${SNAPSHOT_SCHEMA}`));
  for (const table of TABLES) {
    await db.execute(
      sql.raw(`create table ${SNAPSHOT_SCHEMA}.${table} as select * from public.${table}`),
    );
  }

  return {
    database,
    kind: database.kind,
    anotherConnection: database.anotherConnection,
    reset: async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`truncate ${TABLES.map((t) => `public.${t}`).join(', ')}`));
        for (const table of TABLES) {
          await tx.execute(
            sql.raw(`insert into public.${table} select * from ${SNAPSHOT_SCHEMA}.${table}`),
          );
        }
      });
    },
    close: () => database.close(),
  };
}
