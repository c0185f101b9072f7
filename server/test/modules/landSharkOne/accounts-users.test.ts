import { eq, sql } from 'drizzle-orm';
import { auditLog, jobs, transactionLog, users } from '../../../src/db/schema';
import { LEGACY_DEMO_PASSWORD } from '../../../src/modules/landSharkOne/legacy-generator';
import { ACCOUNTS_USERS_JOB } from '../../../src/modules/landSharkOne/routes';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import {
  openEmptyServer,
  openLegacyDatabase,
  refusingServer,
  type LegacyDatabase,
} from './legacy-database';

/*
 * Migrate Accounts & Users from LandShark One (docs/landshark-one.md): TRIMIN only; a source that cannot be
 * reached or refuses the credentials is answered clearly and changes nothing; the run wipes our accounts and
 * users (provider staff and the caller kept, the ledger untouched) and copies every account, user and setting,
 * balances to the cent; a copied user signs in with the LandShark One password, which is then stored as ours.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;
const URL_AU = '/api/controlPanel/countyConfig/migrateLandSharkOneAccountsUsers';
const URL_PROGRESS = '/api/controlPanel/countyConfig/landSharkOneMigration';
const ACCOUNTS = 25;
let legacy: LegacyDatabase;

beforeAll(async () => {
  legacy = await openLegacyDatabase(ACCOUNTS);
}, 60_000);
afterAll(async () => {
  await legacy?.close();
});
beforeEach(async () => {
  await db().execute(
    sql`truncate landshark_one_runs, landshark_one_id_map, landshark_one_copied_audit`,
  );
});

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const count = async (table: string) =>
  Number(
    (await db().execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]
      .n,
  );

/** What a refused call must leave as it was. */
async function snapshot() {
  return {
    accounts: await count('accounts'),
    users: await count('users'),
    jobs: await count('jobs'),
    runs: await count('landshark_one_runs'),
  };
}

/** Runs the queued migration job; answers its outcome. */
async function runQueuedJob(name = ACCOUNTS_USERS_JOB) {
  const [job] = await db()
    .select()
    .from(jobs)
    .where(sql`${jobs.name} = ${name} and ${jobs.status} = 'queued'`);
  return { outcome: await t.app.jobs.runNow(job.id), jobId: job.id };
}

describe('who may migrate', () => {
  test('only TRIMIN: COUNTY, ACCOUNT and USER are refused, and so is a caller without a session', async () => {
    for (const username of ['county.clerk', 'account.admin', 'escrow.user']) {
      const client = await as(username);
      expect((await client.post(URL_AU, legacy.fields)).status).toBe(403);
      expect((await client.get(URL_PROGRESS)).status).toBe(403);
    }
    expect((await t.client().post(URL_AU, legacy.fields)).status).toBe(403);
    expect(await count('landshark_one_runs')).toBe(0);
    const admin = await as('trimin.admin');
    expect((await admin.get(URL_PROGRESS)).body.content).toEqual({
      accountsUsers: null,
      auditLog: null,
    });
  });

  test('all four database fields are required', async () => {
    const admin = await as('trimin.admin');
    const reply = await admin.post(URL_AU, { ...legacy.fields, landSharkOneDbPassword: '' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Required.');
  });
});

describe('a source that cannot be used', () => {
  test('a wrong address is answered clearly and nothing changes', async () => {
    const admin = await as('trimin.admin');
    const before = await snapshot();
    const reply = await admin.post(URL_AU, {
      ...legacy.fields,
      landSharkOneDbAddress: '127.0.0.1:1',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'The LandShark One database server at 127.0.0.1:1 could not be reached. Check the address.',
    );
    expect(await snapshot()).toEqual(before);
  });

  test('refused credentials and a missing database are answered clearly and nothing changes', async () => {
    const admin = await as('trimin.admin');
    const before = await snapshot();
    const wrongPassword = await refusingServer('28P01', 'password authentication failed');
    const noDatabase = await refusingServer('3D000', 'database "ls1" does not exist');
    try {
      const refused = await admin.post(URL_AU, {
        ...legacy.fields,
        landSharkOneDbAddress: wrongPassword.address,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(
        'The LandShark One database refused the username or password. Check them and try again.',
      );
      const missing = await admin.post(URL_AU, {
        ...legacy.fields,
        landSharkOneDbAddress: noDatabase.address,
        landSharkOneDbName: 'ls1',
      });
      expect(missing.body.message).toBe(
        'The LandShark One database server has no database named ls1. Check the database name.',
      );
    } finally {
      await wrongPassword.close();
      await noDatabase.close();
    }
    // With a real PostgreSQL, a role that does not exist as well.
    if (process.env.TEST_DATABASE_URL) {
      const reply = await admin.post(URL_AU, {
        ...legacy.fields,
        landSharkOneDbUsername: 'no_such_role',
      });
      expect(reply.body.message).toMatch(/refused the username or password/);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a database without the LandShark One tables is refused', async () => {
    const admin = await as('trimin.admin');
    const empty = await openEmptyServer();
    const reply = await admin.post(URL_AU, empty.fields).finally(() => empty.stop());
    expect(reply.status).toBe(400);
    expect(reply.body.message).toMatch(
      /does not hold LandShark One accounts, users and audit log tables/,
    );
  });
});

describe('the migration', () => {
  async function migrate(): Promise<TestClient> {
    const admin = await as('trimin.admin');
    const reply = await admin.post(URL_AU, legacy.fields);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe(
      'The LandShark One accounts and users are being copied. Follow the progress on this screen.',
    );
    const progress = await admin.get<{ accountsUsers: { state: string } }>(URL_PROGRESS);
    expect(progress.body.content.accountsUsers.state).toBe('queued');
    const { outcome, jobId } = await runQueuedJob();
    expect(outcome).toBe('done');
    // The credentials lived in the job's payload only while it ran.
    const [job] = await db().select().from(jobs).where(eq(jobs.id, jobId));
    expect(job.payload).not.toHaveProperty('connection');
    expect(JSON.stringify(job.payload)).not.toContain(legacy.fields.landSharkOneDbPassword);
    return admin;
  }

  test('copies every account, user and setting; keeps provider staff and the ledger; reports', async () => {
    const ledgerBefore = await count('transaction_log');
    const admin = await migrate();
    const src = async (q: string) => Number((await legacy.query<{ n: string }>(q)).rows[0].n);
    const legacyAccounts = await src('select count(*) as n from ls_accounts');
    const legacyUsers = await src(
      `select count(*) as n from ls_users where user_role <> 'SYSADMIN'`,
    );
    expect(legacyAccounts).toBe(ACCOUNTS);
    expect(await count('accounts')).toBe(legacyAccounts);
    const ours = await db().select({ username: users.username, role: users.role }).from(users);
    // Copied users plus the kept provider staff (trimin.admin).
    expect(ours.filter((u) => u.role !== 'TRIMIN')).toHaveLength(legacyUsers);
    expect(ours.map((u) => u.username)).toEqual(
      expect.arrayContaining(['trimin.admin', 'recorder', 'public']),
    );
    expect(ours.map((u) => u.username)).not.toContain('county.clerk');
    expect(ours.map((u) => u.username)).not.toContain('sysadmin');
    expect(await count('transaction_log')).toBe(ledgerBefore);

    const progress = await admin.get<{ accountsUsers: Record<string, unknown> }>(URL_PROGRESS);
    const run = progress.body.content.accountsUsers;
    expect(run).toMatchObject({
      state: 'done',
      done: legacy.summary.accounts + legacy.summary.users,
      total: legacy.summary.accounts + legacy.summary.users,
      copied: { accounts: ACCOUNTS, users: legacyUsers, settings: legacy.summary.settings },
      skipped: [
        expect.objectContaining({
          kind: 'user',
          name: 'sysadmin',
          reason: expect.stringMatching(/SYSADMIN/),
        }),
      ],
      error: null,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'LANDSHARK_ONE_MIGRATION'));
    expect(audit).toMatchObject({ username: 'trimin.admin' });
    expect(JSON.stringify(audit.detail)).not.toContain(legacy.fields.landSharkOneDbPassword);
  });

  test('balances to the cent: the sums and every account match', async () => {
    await migrate();
    const theirs = await legacy.query<{ name: string; balance: string; images: number }>(
      `select account_name as name, escrow_balance::text as balance, images_remaining as images from ls_accounts order by account_name`,
    );
    const ours = await db().execute<{ name: string; balance: string; images: number }>(
      sql`select name, escrow_balance::text as balance, images_remaining as images from accounts order by name`,
    );
    expect(ours.rows.map((r) => [r.name, r.balance])).toEqual(
      theirs.rows.map((r) => [r.name, r.balance]),
    );
    const theirSum = await legacy.query<{ total: string }>(
      'select sum(escrow_balance)::text as total from ls_accounts',
    );
    const ourSum = await db().execute<{ total: string }>(
      sql`select sum(escrow_balance)::text as total from accounts`,
    );
    expect(ourSum.rows[0].total).toBe(theirSum.rows[0].total);
    // The generator's money rows add up to the balances (a check of the source itself).
    const cents = legacy.summary.balanceCents;
    expect(ourSum.rows[0].total).toBe(
      `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`,
    );
    // Unlimited images (-1 there) are our largest integer.
    const unlimited = theirs.rows.filter((r) => Number(r.images) === -1).map((r) => r.name);
    for (const name of unlimited)
      expect(ours.rows.find((r) => r.name === name)?.images).toBe(2_147_483_647);
  });

  test('running it again gives the same accounts and users, no duplicates', async () => {
    await migrate();
    const first = await db().execute(sql`select name, escrow_balance from accounts order by name`);
    const firstUsers = await count('users');
    await migrate();
    const second = await db().execute(sql`select name, escrow_balance from accounts order by name`);
    expect(second.rows).toEqual(first.rows);
    expect(await count('users')).toBe(firstUsers);
  });

  test('a copied user signs in with the LandShark One password, which is then stored as ours', async () => {
    await migrate();
    const { rows } = await legacy.query<{ user_name: string }>(
      `select user_name from ls_users where user_role = 'USER' and user_status = 'A' order by user_id limit 1`,
    );
    const username = rows[0].user_name;
    const [before] = await db().select().from(users).where(eq(users.usernameLower, username));
    expect(before.passwordHash.startsWith('landshark1${SSHA}')).toBe(true);
    expect((await t.client().login(username, 'Wrong!Password1')).status).toBe(401);
    const client = t.client();
    expect((await client.login(username, LEGACY_DEMO_PASSWORD)).status).toBe(200);
    const [after] = await db().select().from(users).where(eq(users.id, before.id));
    expect(after.passwordHash.startsWith('scrypt$')).toBe(true);
    // And again, now against our own hash.
    expect((await t.client().login(username, LEGACY_DEMO_PASSWORD)).status).toBe(200);
  });

  test('a second migration is refused while one is queued', async () => {
    const admin = await as('trimin.admin');
    expect((await admin.post(URL_AU, legacy.fields)).status).toBe(200);
    const again = await admin.post(URL_AU, legacy.fields);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already running/);
    // The ledger is never part of it.
    expect(await db().select().from(transactionLog).limit(1)).toHaveLength(1);
  });
});
