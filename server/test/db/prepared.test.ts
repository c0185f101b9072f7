import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { PREPARED_MARK, PreparingClient, prepared } from '../../src/db/prepared';
import { openEmptyDatabase } from '../helpers/test-database';

/*
 * Marked statements are prepared once per connection and bounded per connection; unmarked ones stay unnamed.
 * pg_prepared_statements lists the statements of the session that asks, so each check runs on one connection.
 */

let database: Database & { url: string };
beforeAll(async () => {
  database = await openEmptyDatabase();
});
afterAll(async () => {
  await database.close();
});

/** The marked statements this session holds whose text contains `tag`. */
async function preparedHolding(
  run: (text: string) => Promise<{ rows: Record<string, unknown>[] }>,
  tag: string,
): Promise<string[]> {
  const { rows } = await run(
    `select name from pg_prepared_statements where statement like '${PREPARED_MARK.trim()}%' and statement like '%${tag}%' order by name`,
  );
  return rows.map((r) => String(r.name));
}

test('a marked statement is parsed once per connection and its values stay parameters', async () => {
  await database.db.transaction(async (tx) => {
    const results: number[] = [];
    for (const value of [2, 5, 7]) {
      const { rows } = await tx.execute<{ n: number }>(
        prepared(sql`select ${value}::int * 3 as n, 'tag_once' as tag`),
      );
      results.push(Number(rows[0].n));
    }
    await tx.execute(sql`select ${4}::int as n, 'tag_unmarked' as tag`);
    expect(results).toEqual([6, 15, 21]);
    const run = (text: string) => tx.execute<Record<string, unknown>>(sql.raw(text));
    expect(await preparedHolding(run, 'tag_once')).toHaveLength(1);
    expect(await preparedHolding(run, 'tag_unmarked')).toHaveLength(0);
  });
});

test('a connection keeps at most its limit of statements and parses an evicted one again when it comes back', async () => {
  const client = new PreparingClient({ connectionString: database.url, preparedStatements: 2 });
  await client.connect();
  try {
    const ask = async (k: number, value: number) =>
      Number(
        (
          await client.query(`${PREPARED_MARK}select $1::int + ${k} as n, 'tag_bound' as tag`, [
            value,
          ])
        ).rows[0].n,
      );
    expect(await ask(1, 10)).toBe(11);
    expect(await ask(2, 10)).toBe(12);
    expect(await ask(3, 10)).toBe(13); // the first one is deallocated
    const run = (text: string) => client.query(text);
    const held = await preparedHolding(run, 'tag_bound');
    expect(held).toHaveLength(2);
    expect(await ask(1, 20)).toBe(21); // parsed again, the second one deallocated
    expect(await ask(3, 20)).toBe(23);
    const after = await preparedHolding(run, 'tag_bound');
    expect(after).toHaveLength(2);
    expect(after).not.toEqual(held);
  } finally {
    await client.end();
  }
});
