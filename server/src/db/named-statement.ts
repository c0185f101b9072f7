import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/*
 * A statement PostgreSQL parses and plans once per connection instead of once per call: drizzle's `.prepare(name)`
 * for SQL that is not written with its query builder (the search's row loaders, a few hundred bytes of
 * subselects whose planning cost more than their execution). Only for SQL whose text never changes (the values
 * are parameters), and whose plan does not depend on the values (an id list read by primary key), since
 * PostgreSQL may settle on one generic plan for it.
 */

type Internals = {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
};

/** db.execute(query), as the named prepared statement `name` (one name per statement text). */
export async function executeNamed<Row>(
  db: DbOrTx,
  name: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const { session, dialect } = db as unknown as Internals;
  return (await session
    .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
    .execute()) as {
    rows: Row[];
  };
}
