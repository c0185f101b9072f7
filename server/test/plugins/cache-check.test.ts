import { sql } from 'drizzle-orm';
import { sqlStateOf } from '../../src/db/errors';
import { setupServerTest } from '../helpers/test-app';

/*
 * lrp_check_caches (drizzle/0014_caches_check.sql): what a search's statement calls when its request did not read
 * the cache counters first (plugins/cache-check.ts). The requests themselves: multi-instance.test.ts.
 */

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function counters(): Promise<{ sessions: number; content: number }> {
  const [row] = (
    await db().execute<{ sessions: number; content: number }>(
      sql`select sessions::int as sessions, content::int as content from cache_generations where id = 1`,
    )
  ).rows;
  return row;
}

async function historyCount(): Promise<number> {
  const [row] = (
    await db().execute<{ n: number }>(sql`select count(*)::int as n from search_history`)
  ).rows;
  return row.n;
}

/** A statement like a search's: it writes Recent Searches and checks the counters it is given. */
const writingStatement = (expected: { sessions: number; content: number }) => sql`
  with written as (
    insert into search_history (user_id, search_type, criteria, criteria_hash, display_criteria, long_description,
      page_number, sort_key, sort_direction)
    select id, 'searchByName', '{}'::jsonb, 'hash', '[]'::jsonb, 'test', 1, 'docNumber', 'ASC'
    from users where username_lower = 'escrow.user'
    returning id
  )
  select (select count(*)::int from written) as written,
    lrp_check_caches(${expected.sessions}, ${expected.content}) as caches_checked`;

/** The SQLSTATE the statement failed with, or null when it ran. */
async function failureCode(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (error) {
    const code = sqlStateOf(error);
    if (!code) throw error;
    return code;
  }
}

describe('lrp_check_caches', () => {
  test('lets a statement run on the current counters, its writes kept', async () => {
    const before = await historyCount();
    const [row] = (await db().execute(writingStatement(await counters()))).rows;
    expect(row).toEqual({ written: 1, caches_checked: true });
    expect(await historyCount()).toBe(before + 1);
  });

  test('stops a statement given any other counters, and undoes what it wrote', async () => {
    const now = await counters();
    const before = await historyCount();
    for (const stale of [
      { ...now, sessions: now.sessions - 1 },
      { ...now, content: now.content + 1 },
    ]) {
      expect(await failureCode(db().execute(writingStatement(stale)))).toBe('LRPCM');
    }
    expect(await historyCount()).toBe(before);
  });

  test('sees a counter moved by a change committed before the statement', async () => {
    const before = await counters();
    // A change to a user moves the sessions counter (the triggers of drizzle/0003).
    await db().execute(
      sql`update users set first_name = 'Changed' where username_lower = 'escrow.user'`,
    );
    expect((await counters()).sessions).toBeGreaterThan(before.sessions);
    expect(await failureCode(db().execute(writingStatement(before)))).toBe('LRPCM');
  });
});
