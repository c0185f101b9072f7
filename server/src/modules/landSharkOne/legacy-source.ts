import pg from 'pg';
import type { LandSharkOneConnection } from '@lrp/contract';
import { LEGACY_TABLES } from './legacy-schema';

/*
 * How the migration reads LandShark One: a `LegacySource` answers SQL with rows and closes. In production it is
 * one node-postgres connection made from the screen's four fields (a short connect timeout, no pool); the tests
 * and the benchmark may hand in any other (a PGlite database over the wire, a source that fails on purpose).
 * The password is used to connect and kept nowhere here.
 */

export interface LegacySource {
  query<Row extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: Row[] }>;
  close(): Promise<void>;
}

/** Why a source could not be opened: the route answers each with its own message. */
export type LegacyConnectFailure =
  | { reason: 'unreachable'; address: string }
  | { reason: 'badCredentials' }
  | { reason: 'noDatabase'; name: string }
  | { reason: 'notLandSharkOne'; name: string };

export class LegacyConnectError extends Error {
  constructor(readonly failure: LegacyConnectFailure) {
    super(`LandShark One database: ${failure.reason}`);
    this.name = 'LegacyConnectError';
  }
}

/** Seconds to wait for the LandShark One server to answer a connection. */
export const CONNECT_TIMEOUT_MS = 5_000;

/** host, host:port, [v6] or [v6]:port; the port defaults to PostgreSQL's. */
export function parseAddress(address: string): { host: string; port: number } {
  const text = address.trim();
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text);
  if (bracketed) return { host: bracketed[1], port: Number(bracketed[2] ?? 5432) };
  const hostPort = /^([^:]+):(\d{1,5})$/.exec(text);
  if (hostPort) return { host: hostPort[1], port: Number(hostPort[2]) };
  return { host: text, port: 5432 };
}

/** The reason behind a connection error of node-postgres (codes of PostgreSQL's errcodes, or the socket's). */
export function classifyConnectError(
  err: unknown,
  fields: Pick<LandSharkOneConnection, 'landSharkOneDbAddress' | 'landSharkOneDbName'>,
): LegacyConnectFailure {
  const code = (err as { code?: string } | null)?.code;
  // 28P01 invalid_password, 28000 invalid_authorization_specification (no such role, pg_hba refused).
  if (code === '28P01' || code === '28000') return { reason: 'badCredentials' };
  if (code === '3D000') return { reason: 'noDatabase', name: fields.landSharkOneDbName };
  return { reason: 'unreachable', address: fields.landSharkOneDbAddress.trim() };
}

/** A node-postgres connection as a LegacySource. */
export function clientSource(client: pg.Client): LegacySource {
  return {
    query: async <Row extends Record<string, unknown>>(text: string, params?: unknown[]) => {
      const result = await client.query<Row>(text, params);
      return { rows: result.rows };
    },
    close: () => client.end(),
  };
}

/** Answers true when the source holds every LandShark One table the migration reads. */
export async function looksLikeLandSharkOne(source: LegacySource): Promise<boolean> {
  const { rows } = await source.query<{ n: number }>(
    `select count(*)::int as n from information_schema.tables
      where table_schema = current_schema() and table_name = any($1::text[])`,
    [[...LEGACY_TABLES]],
  );
  return rows[0]?.n === LEGACY_TABLES.length;
}

/**
 * Connects to the LandShark One database named by the four fields and checks it holds LandShark One's tables.
 * Throws a LegacyConnectError saying why when it cannot.
 */
export async function openLegacySource(fields: LandSharkOneConnection): Promise<LegacySource> {
  const { host, port } = parseAddress(fields.landSharkOneDbAddress);
  const client = new pg.Client({
    host,
    port,
    database: fields.landSharkOneDbName.trim(),
    user: fields.landSharkOneDbUsername.trim(),
    password: fields.landSharkOneDbPassword,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A long read of the audit log may take a while; a stuck one must not hold the job for ever.
    statement_timeout: 600_000,
    application_name: 'lrp-landshark-one-migration',
  });
  // An error after connecting (the server went away) surfaces on the next query; do not crash the process.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    throw new LegacyConnectError(classifyConnectError(err, fields));
  }
  const source = clientSource(client);
  if (!(await looksLikeLandSharkOne(source).catch(() => false))) {
    await source.close().catch(() => undefined);
    throw new LegacyConnectError({
      reason: 'notLandSharkOne',
      name: fields.landSharkOneDbName.trim(),
    });
  }
  return source;
}

/** What opens a source: production's, unless a test or the benchmark puts another in. */
export const legacySources = {
  open: openLegacySource as (fields: LandSharkOneConnection) => Promise<LegacySource>,
};
