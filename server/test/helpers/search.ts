import { formatUsDate, todayUtc, type SearchResponse, type SearchTypeKey } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { FIXTURE } from '../../src/db/seed/records';
import type { Reply, ServerTest, TestClient } from './test-app';

export { FIXTURE };

/** Every recorded date: the historical books begin in 1858. */
export const ALL_DATES = {
  fromRecordedDate: '01/01/1800',
  toRecordedDate: formatUsDate(todayUtc()),
};

type Row = {
  displayDocNumber?: string;
  certificateNumber?: string;
  tractBookId?: string;
  id?: number;
  docId?: number;
};

/** POST search/{type}; answers the reply (status, envelope). */
export function search<Row = Record<string, unknown>>(
  client: TestClient,
  type: SearchTypeKey,
  body: Record<string, unknown>,
): Promise<Reply<SearchResponse<Row>>> {
  return client.post<SearchResponse<Row>>(`/api/search/${type}`, body);
}

/** The rows of a successful search (fails the test on anything else). */
export async function rowsOf<R = Row>(
  client: TestClient,
  type: SearchTypeKey,
  body: Record<string, unknown>,
): Promise<R[]> {
  const reply = await search<R>(client, type, body);
  if (reply.status !== 200 || !reply.body.content.searchResults)
    throw new Error(`${type} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body.content.searchResults.searchResultList;
}

/** The document numbers of a search's rows, as shown. */
export async function documentNumbers(
  client: TestClient,
  type: SearchTypeKey,
  body: Record<string, unknown>,
): Promise<string[]> {
  return (await rowsOf<{ displayDocNumber: string }>(client, type, body)).map(
    (r) => r.displayDocNumber,
  );
}

export async function signedIn(t: ServerTest, username: string): Promise<TestClient> {
  const client = t.client();
  const reply = await client.login(username);
  if (reply.status !== 200)
    throw new Error(`${username} could not sign in: ${JSON.stringify(reply.body)}`);
  return client;
}

/** A number of the fixture's abstract series: fixture(2) is 9000002. */
export const fixture = (n: number) => String(FIXTURE.abstractNumbers.first + n - 1);

/** Raw rows from the test database. */
export async function query<R>(t: ServerTest, statement: ReturnType<typeof sql>): Promise<R[]> {
  return (await t.testDb.database.db.execute<R & Record<string, unknown>>(statement)).rows as R[];
}

/** The imaging calls' record reference for document `id`, as the results give it (its kind and id). */
export const documentRef = (id: number) => ({
  sourcedDocKey: {
    docKeyType: 'DOCUMENT' as const,
    docKeyNumber: String(id),
    imageKeyType: 'ABSTRACT',
  },
});
