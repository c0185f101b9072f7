import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { StatementTimings } from '../lib/statement-timings';
import { MIGRATIONS_FOLDER } from '../paths';
import { copyText } from './copy-text';
import { lockDataFolder } from './data-folder-lock';
import { PreparingClient } from './prepared';
import * as schema from './schema';

type Schema = typeof schema;
/** What both drivers' raw query results have in common: the rows. */
type RowsResult<Row> = { rows: Row[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}
/** The drizzle database, whichever driver is underneath (both speak PostgreSQL). */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Tx = PgTransaction<RowsResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A database handle or an open transaction: repositories accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in server/drizzle that this database has not seen. */
  migrate(): Promise<void>;
  /**
   * Runs a bulk load in one transaction on one connection (the records generator): `session.copy` loads rows
   * (values in the columns' order) into a table with COPY, `session.execute` runs a statement. Nothing is visible
   * to others until it returns; a failure leaves nothing behind.
   */
  bulkLoad(load: (session: BulkSession) => Promise<void>): Promise<void>;
  close(): Promise<void>;
  /** How long each statement takes, for the monitoring figures (src/modules/monitoring). */
  statements?: StatementTimings;
  /** node-postgres only: the pool's connections now (PGlite has one connection, in this process). */
  poolStats?(): PoolStats;
  /**
   * The embedded PGlite only: calls `onPayload` for each NOTIFY on `channel`, before the notifying statement's
   * commit has answered (one process owns the database, so nothing else can change it unseen).
   */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<void>;
};

/** A node-postgres pool's connections: open, idle among them, and queries waiting for one; `max` its size. */
export type PoolStats = { total: number; idle: number; waiting: number; max: number };

export type BulkSession = {
  copy(
    table: string,
    columns: readonly string[],
    rows: readonly (readonly unknown[])[],
  ): Promise<void>;
  execute(statement: string): Promise<{ rows: Record<string, unknown>[] }>;
};

const copyStatement = (table: string, columns: readonly string[], source: string) =>
  `COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM ${source}`;

/** Embedded PGlite: a folder under `dataDir`, or `memory://` for tests. */
export async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir.startsWith('memory://'))
    return fromPglite(await PGlite.create(dataDir, { extensions: { pg_trgm, fuzzystrmatch } }));
  // PGlite creates its own folder but not the parents; the data folder may later hold file storage too.
  mkdirSync(dataDir, { recursive: true });
  // One process per folder: a second server on the same files would overwrite what the first committed.
  const lock = lockDataFolder(dataDir);
  try {
    // The search indexes use pg_trgm and fuzzystrmatch: PGlite cannot open a database holding them without them.
    const client = await PGlite.create(path.join(dataDir, 'pglite'), {
      extensions: { pg_trgm, fuzzystrmatch },
    });
    return fromPglite(client, lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** `onClose` runs once the database is closed (the embedded folder's lock is given back). */
export function fromPglite(client: PGlite, onClose: () => void = () => undefined): Database {
  // Statements outside a transaction are timed here (drizzle sends them through `query`); those inside one are not.
  const statements = new StatementTimings();
  const query = client.query.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    statements.time(() => query(...args))) as typeof client.query;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    statements,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    bulkLoad: (load) =>
      client.transaction(async (tx) => {
        await load({
          copy: async (table, columns, rows) => {
            await tx.query(copyStatement(table, columns, "'/dev/blob'"), [], {
              blob: new Blob([copyText(rows)]),
            });
          },
          execute: (statement) => tx.query<Record<string, unknown>>(statement),
        });
      }),
    close: async () => {
      if (!client.closed) await client.close();
      onClose();
    },
    listen: async (channel, onPayload) => {
      await client.listen(channel, onPayload);
    },
  };
}

/** The advisory lock key that serializes migrations across instances (the seed uses 5550001). */
const MIGRATION_LOCK = 5550000;

/** PostgreSQL through a node-postgres pool (production, or TEST_DATABASE_URL in tests). */
export function openPostgres(
  connectionString: string,
  options: { max?: number; keepIdle?: boolean } = {},
): Database {
  // keepIdle: never close an idle connection (the tests' PGlite has one session for every connection, so a new
  // connection would meet the named statements an earlier one prepared).
  // PreparingClient: the statements marked `prepared` (the searches') are parsed and planned once per connection.
  const statements = new StatementTimings();
  const max = options.max ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: PreparingClient,
    // Passed on to each PreparingClient, which times its statements.
    statementTimings: statements,
    ...(options.keepIdle ? { idleTimeoutMillis: 0 } : {}),
  } as pg.PoolConfig);
  // An idle connection the server drops (PostgreSQL restarted, failover) must not take the process down;
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`));
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    statements,
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    migrate: async () => {
      // Instances of a new version starting together: one migrates, the others wait here and then find nothing
      // left to do. The lock and the migrations share one connection (the lock belongs to its session).
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(drizzleNodePg(holder), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await holder
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        holder.release();
      }
    },
    bulkLoad: async (load) => {
      const connection = await pool.connect();
      try {
        await connection.query('begin');
        await load({
          copy: async (table, columns, rows) => {
            const stream = connection.query(copyFromStdin(copyStatement(table, columns, 'STDIN')));
            await new Promise<void>((resolve, reject) => {
              stream.on('error', reject);
              stream.on('finish', resolve);
              stream.end(copyText(rows));
            });
          },
          execute: (statement) => connection.query(statement),
        });
        await connection.query('commit');
      } catch (error) {
        await connection.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  databasePoolSize?: number;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, { max: options.databasePoolSize })
    : openPglite(options.dataDir);
}

/** "PGlite 0.5.16" or "PostgreSQL 15.8", for productVersions. */
export async function describeDatabase(db: Db): Promise<string> {
  const result = await db.execute<{ version: string; server_version: string }>(
    sql`select version() as version, current_setting('server_version') as server_version`,
  );
  const row = result.rows[0];
  const pglite = /\(PGlite ([^)]+)\)/.exec(row.version);
  return pglite ? `PGlite ${pglite[1]}` : `PostgreSQL ${row.server_version}`;
}
