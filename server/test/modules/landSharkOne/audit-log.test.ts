import { eq, sql } from 'drizzle-orm';
import { jobs } from '../../../src/db/schema';
import { legacySources, type LegacySource } from '../../../src/modules/landSharkOne/legacy-source';
import { ACCOUNTS_USERS_JOB, AUDIT_LOG_JOB } from '../../../src/modules/landSharkOne/routes';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { openLegacyDatabase, type LegacyDatabase } from './legacy-database';

/*
 * Migrate Audit Log from LandShark One (docs/landshark-one.md): batches in their own transactions with a
 * checkpoint, so a crash resumes from the last committed batch without duplicates; running twice copies nothing
 * twice; the money rows reach the ledger to the cent; the day range and data type are honoured.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const URL_LOG = '/api/controlPanel/countyConfig/migrateLandSharkOneAuditLog';
const URL_AU = '/api/controlPanel/countyConfig/migrateLandSharkOneAccountsUsers';
const URL_PROGRESS = '/api/controlPanel/countyConfig/landSharkOneMigration';
let legacy: LegacyDatabase;
const realOpen = legacySources.open;

beforeAll(async () => {
  legacy = await openLegacyDatabase(30);
}, 60_000);
afterAll(async () => {
  await legacy?.close();
});
beforeEach(async () => {
  legacySources.open = realOpen;
  await db().execute(
    sql`truncate landshark_one_runs, landshark_one_id_map, landshark_one_copied_audit`,
  );
});

async function admin(): Promise<TestClient> {
  const client = t.client();
  expect((await client.login('trimin.admin')).status).toBe(200);
  return client;
}

async function runQueued(name: string) {
  const [job] = await db()
    .select()
    .from(jobs)
    .where(sql`${jobs.name} = ${name} and ${jobs.status} = 'queued'`);
  return t.app.jobs.runNow(job.id);
}

const n = async (query: string) =>
  Number((await db().execute<{ n: number }>(sql.raw(query))).rows[0].n);
const copiedRows = () => n(`select count(*)::int as n from audit_log where type = 'LANDSHARK_ONE'`);
const distinctCopied = () =>
  n(
    `select count(distinct detail->>'legacyId')::int as n from audit_log where type = 'LANDSHARK_ONE'`,
  );
const copiedLedger = () =>
  n(`select count(*)::int as n from transaction_log where idempotency_key like 'landshark-one:%'`);

describe('Migrate Audit Log', () => {
  test('TRIMIN only; the dates and the batch size are checked', async () => {
    const clerk = t.client();
    await clerk.login('county.clerk');
    expect((await clerk.post(URL_LOG, legacy.fields)).status).toBe(403);
    const client = await admin();
    const reversed = await client.post(URL_LOG, {
      ...legacy.fields,
      fromDate: '03/01/2025',
      toDate: '02/01/2025',
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('Invalid date range.');
    const small = await client.post(URL_LOG, { ...legacy.fields, batchSize: 10 });
    expect(small.body.message).toContain('Enter a batch size from 100 to 100000.');
    expect(await n('select count(*)::int as n from landshark_one_runs')).toBe(0);
  });

  test('copies every row and every money row, named after the migrated accounts and users', async () => {
    const client = await admin();
    expect((await client.post(URL_AU, legacy.fields)).status).toBe(200);
    expect(await runQueued(ACCOUNTS_USERS_JOB)).toBe('done');
    const reply = await client.post(URL_LOG, { ...legacy.fields, batchSize: 100 });
    expect(reply.body.message).toBe(
      'The LandShark One audit log is being copied. Follow the progress on this screen.',
    );
    expect(await runQueued(AUDIT_LOG_JOB)).toBe('done');
    expect(await copiedRows()).toBe(legacy.summary.auditRows);
    expect(await copiedLedger()).toBe(legacy.summary.transactions);
    // The money, to the cent, on both sides.
    const theirs = await legacy.query<{ total: string }>(
      `select sum(amount)::text as total from ls_audit_transactions`,
    );
    const ours = await db().execute<{ total: string }>(
      sql`select sum(amount)::text as total from transaction_log where idempotency_key like 'landshark-one:%'`,
    );
    expect(ours.rows[0].total).toBe(theirs.rows[0].total);
    // Per account: deposits and refunds less charges are the copied balance.
    const mismatched = await n(`
      select count(*)::int as n from accounts a
       where a.escrow_balance <> coalesce((select sum(case t.type when 'CHARGE' then -t.amount else t.amount end)
         from transaction_log t where t.account_id = a.id and t.payment_method = 'ESCROW'), 0)`);
    expect(mismatched).toBe(0);
    expect(
      await n(
        `select count(*)::int as n from transaction_log where idempotency_key like 'landshark-one:%' and (account_id is null or user_id is null)`,
      ),
    ).toBe(0);
    const progress = await client.get<{ auditLog: Record<string, unknown> }>(URL_PROGRESS);
    expect(progress.body.content.auditLog).toMatchObject({
      state: 'done',
      done: legacy.summary.auditRows,
      total: legacy.summary.auditRows,
      copied: { auditRows: legacy.summary.auditRows, transactions: legacy.summary.transactions },
    });
    const [job] = await db().select().from(jobs).where(eq(jobs.name, AUDIT_LOG_JOB));
    expect(job.payload).not.toHaveProperty('connection');
  });

  test('a crash in the middle resumes from the last committed batch, with no duplicates', async () => {
    const client = await admin();
    // The source goes away after two batches were read.
    let reads = 0;
    legacySources.open = async (fields) => {
      const source = await realOpen(fields);
      const failing: LegacySource = {
        query: async (text, params) => {
          if (text.includes('limit $3') && ++reads === 3) throw new Error('connection reset');
          return source.query(text, params);
        },
        close: () => source.close(),
      };
      return failing;
    };
    expect((await client.post(URL_LOG, { ...legacy.fields, batchSize: 100 })).status).toBe(200);
    expect(await runQueued(AUDIT_LOG_JOB)).toBe('retry');
    expect(await copiedRows()).toBe(200);
    const halfway = await client.get<{ auditLog: Record<string, unknown> }>(URL_PROGRESS);
    expect(halfway.body.content.auditLog).toMatchObject({
      state: 'running',
      done: 200,
      error: expect.stringMatching(/attempt 1 of 3; it will resume/),
    });
    // The retry (the job's second attempt) carries on after the checkpoint.
    expect(await runQueued(AUDIT_LOG_JOB)).toBe('done');
    expect(await copiedRows()).toBe(legacy.summary.auditRows);
    expect(await distinctCopied()).toBe(legacy.summary.auditRows);
    expect(await copiedLedger()).toBe(legacy.summary.transactions);
  });

  test('running it twice copies nothing twice', async () => {
    const client = await admin();
    for (let i = 0; i < 2; i += 1) {
      expect((await client.post(URL_LOG, { ...legacy.fields, batchSize: 1000 })).status).toBe(200);
      expect(await runQueued(AUDIT_LOG_JOB)).toBe('done');
    }
    expect(await copiedRows()).toBe(legacy.summary.auditRows);
    expect(await copiedLedger()).toBe(legacy.summary.transactions);
    const progress = await client.get<{ auditLog: { copied: Record<string, number> } }>(
      URL_PROGRESS,
    );
    expect(progress.body.content.auditLog.copied).toEqual({
      auditRows: 0,
      transactions: 0,
      alreadyCopied: legacy.summary.auditRows,
    });
  });

  test('a day range and the money rows alone', async () => {
    const client = await admin();
    const body = {
      ...legacy.fields,
      fromDate: '01/01/2024',
      toDate: '06/30/2024',
      dataType: 'transactions',
    };
    expect((await client.post(URL_LOG, body)).status).toBe(200);
    expect(await runQueued(AUDIT_LOG_JOB)).toBe('done');
    const expected = await legacy.query<{ n: string }>(
      `select count(*)::text as n from ls_audit_log l join ls_audit_transactions t using (audit_id)
        where l.audit_ts >= '2024-01-01' and l.audit_ts < '2024-07-01'`,
    );
    expect(Number(expected.rows[0].n)).toBeGreaterThan(0);
    expect(await copiedRows()).toBe(Number(expected.rows[0].n));
    expect(await copiedLedger()).toBe(Number(expected.rows[0].n));
  });
});
