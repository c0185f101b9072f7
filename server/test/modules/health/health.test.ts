import { sql } from 'drizzle-orm';
import { openPostgres } from '../../../src/db/client';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

describe('GET /api/health (liveness)', () => {
  test('answers while the process runs, without a session or the database', async () => {
    const reply = await t.client().get('/api/health', { csrf: false });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: { status: 'live' },
    });

    // An instance whose database is unreachable is still alive (restarting it would not help).
    const unreachable = openPostgres('postgres://postgres@127.0.0.1:1/none', { max: 1 });
    try {
      const app = await t.buildApp({}, { database: unreachable });
      expect((await t.client(app).get('/api/health', { csrf: false })).status).toBe(200);
      const ready = await t.client(app).get('/api/ready', { csrf: false });
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        ok: false,
        message: 'The database is not available.',
        code: 'server.databaseDown',
        params: null,
        lockout: false,
        content: { database: 'down', migrations: 'unknown' },
      });
    } finally {
      await unreachable.close();
    }
  });
});

describe('GET /api/ready (readiness)', () => {
  test('ready when the database answers and has every migration this server ships', async () => {
    const reply = await t.client().get('/api/ready', { csrf: false });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
      content: { database: 'up', migrations: 'applied' },
    });
  });

  test('not ready while the newest migration is missing (an older version migrated this database)', async () => {
    const newest = await db().execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = newest.rows[0];
    await db().execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const reply = await t.client().get('/api/ready', { csrf: false });
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({
        ok: false,
        message: 'The database has not been brought up to this version of the server yet.',
        code: 'server.migrationsPending',
        params: null,
        lockout: false,
        content: { database: 'up', migrations: 'pending' },
      });
    } finally {
      await db().execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at}::bigint)`,
      );
    }
    expect((await t.client().get('/api/ready', { csrf: false })).status).toBe(200);
  });
});
