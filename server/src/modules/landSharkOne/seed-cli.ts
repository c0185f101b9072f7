import { parseArgs } from 'node:util';
import pg from 'pg';
import { createLegacySchema, generateLegacyCounty, LEGACY_SEED } from './legacy-generator';
import { clientSource } from './legacy-source';

/*
 * `npm run legacy:seed -- --accounts N [--url postgres://user:pass@host:port/db] [--rows-per-account R]
 * [--seed TEXT]`: creates a LandShark One database to migrate from (the database is created when missing, and
 * must be empty of LandShark One tables). Default URL: postgres://postgres@127.0.0.1:5432/landshark_one.
 * Every generated user's password is LEGACY_DEMO_PASSWORD (legacy-generator.ts).
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      accounts: { type: 'string' },
      url: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/landshark_one' },
      'rows-per-account': { type: 'string', default: '6' },
      seed: { type: 'string', default: LEGACY_SEED },
    },
    strict: true,
  });
  const accounts = Number(values.accounts ?? 'NaN');
  const rowsPerAccount = Number(values['rows-per-account']);
  if (!Number.isInteger(accounts) || accounts < 1 || accounts > 1_000_000)
    throw new Error(
      'Give the number of accounts: npm run legacy:seed -- --accounts 1000 (1 to 1000000).',
    );
  if (!Number.isInteger(rowsPerAccount) || rowsPerAccount < 0)
    throw new Error('--rows-per-account takes a whole number.');
  const url = new URL(values.url);
  const name = decodeURIComponent(url.pathname.slice(1));
  // Create the database when it is missing (through the server's `postgres` database).
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const adminClient = new pg.Client({ connectionString: admin.toString() });
  await adminClient.connect();
  try {
    const exists = await adminClient.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await adminClient.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await adminClient.end();
  }
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const source = clientSource(client);
  try {
    const started = Date.now();
    await createLegacySchema(source);
    const summary = await generateLegacyCounty(source, {
      accounts,
      auditRowsPerAccount: rowsPerAccount,
      seed: values.seed,
    });
    console.warn(
      `LandShark One database ${name} ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`,
    );
  } finally {
    await source.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
