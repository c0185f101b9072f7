import { randomBytes } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { LandSharkOneConnection } from '@lrp/contract';
import pg from 'pg';
import {
  createLegacySchema,
  generateLegacyCounty,
  type LegacyGenerateSummary,
} from '../../../src/modules/landSharkOne/legacy-generator';
import { clientSource, type LegacySource } from '../../../src/modules/landSharkOne/legacy-source';

/*
 * A LandShark One database for the migration's tests, reached with the screen's four fields: a new database on
 * the PostgreSQL of TEST_DATABASE_URL (what CI runs), else PGlite in a worker thread behind the wire protocol
 * (test/helpers/pglite-wire-worker.mjs), so the production code path (node-postgres from the four fields) runs
 * either way. Filled by the generator of npm run legacy:seed. Light on purpose (node-postgres and the generator
 * only): the e2e suite opens one too (e2e/tests/landshark-one-migration.spec.ts).
 */

export type LegacyDatabase = {
  fields: LandSharkOneConnection;
  summary: LegacyGenerateSummary;
  /** A connection of the test's own, to read the source's sums. */
  query: LegacySource['query'];
  close(): Promise<void>;
};

async function pgliteServer(): Promise<{
  fields: LandSharkOneConnection;
  stop: () => Promise<void>;
}> {
  const worker = new Worker(path.join(__dirname, '../../helpers/pglite-wire-worker.mjs'));
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  return {
    fields: {
      landSharkOneDbAddress: `127.0.0.1:${port}`,
      landSharkOneDbName: 'postgres',
      landSharkOneDbUsername: 'postgres',
      landSharkOneDbPassword: 'legacy-secret',
    },
    stop: async () => {
      const closed = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage('close');
      await closed;
      await worker.terminate();
    },
  };
}

async function postgresServer(
  adminUrl: string,
): Promise<{ fields: LandSharkOneConnection; stop: () => Promise<void> }> {
  const name = `lrp_legacy_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  return {
    fields: {
      landSharkOneDbAddress: `${url.hostname}:${url.port || 5432}`,
      landSharkOneDbName: name,
      landSharkOneDbUsername: decodeURIComponent(url.username) || 'postgres',
      landSharkOneDbPassword: decodeURIComponent(url.password) || 'legacy-secret',
    },
    stop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export function clientFor(fields: LandSharkOneConnection): pg.Client {
  const [host, port] = fields.landSharkOneDbAddress.split(':');
  return new pg.Client({
    host,
    port: Number(port),
    database: fields.landSharkOneDbName,
    user: fields.landSharkOneDbUsername,
    password: fields.landSharkOneDbPassword,
  });
}

/** An empty database (no LandShark One tables) and its four fields. */
export function openEmptyServer(): Promise<{
  fields: LandSharkOneConnection;
  stop: () => Promise<void>;
}> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? postgresServer(adminUrl) : pgliteServer();
}

/** A generated LandShark One county of `accounts` accounts. */
export async function openLegacyDatabase(accounts: number): Promise<LegacyDatabase> {
  const server = await openEmptyServer();
  const client = clientFor(server.fields);
  await client.connect();
  const source = clientSource(client);
  await createLegacySchema(source);
  const summary = await generateLegacyCounty(source, { accounts });
  return {
    fields: server.fields,
    summary,
    query: source.query,
    close: async () => {
      await source.close();
      await server.stop();
    },
  };
}

/**
 * A stand-in PostgreSQL server that refuses every connection with the given SQLSTATE (28P01: wrong password,
 * 3D000: no such database), the way PostgreSQL does in its first reply.
 */
export async function refusingServer(
  code: string,
  text: string,
): Promise<{ address: string; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.once('data', () => {
      const fields = Buffer.concat(
        [
          ['S', 'FATAL'],
          ['V', 'FATAL'],
          ['C', code],
          ['M', text],
        ].map(([k, v]) => Buffer.from(`${k}${v}\0`, 'utf8')),
      );
      const body = Buffer.concat([fields, Buffer.from([0])]);
      const head = Buffer.alloc(5);
      head.write('E', 0);
      head.writeInt32BE(body.length + 4, 1);
      socket.end(Buffer.concat([head, body]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
