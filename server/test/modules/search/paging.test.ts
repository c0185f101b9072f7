import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { RESULTS_TRUNCATION, type SearchResponse } from '@lrp/contract';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { sql } from 'drizzle-orm';
import { ALL_DATES, query, rowsOf, search, signedIn } from '../../helpers/search';

/*
 * Paging, background batches, sorting and truncation (spec 2 §4, §9), on a county big enough for a search to pass
 * 1000 rows.
 */
const t = setupServerTest({ documents: 1300 });
let client: TestClient;
beforeEach(async () => {
  client = await signedIn(t, 'county.clerk');
});

type Row = {
  docId: number;
  docNumber: number;
  recordedDateTime: string;
  instrumentCode: string;
  displayBookAndPage: string;
};
const everything = { ...ALL_DATES };
const results = async (body: Record<string, unknown>) => {
  const reply = await search<Row>(client, 'searchByDate', { ...everything, ...body });
  expect(reply.status).toBe(200);
  return (reply.body.content as SearchResponse<Row>).searchResults!;
};
/** The two letters most names begin with (a name search with several pages of results). */
const commonPrefix = async () => {
  const [row] = await query<{ prefix: string }>(
    t,
    sql`select left(last_norm, 2) as prefix from document_parties where not judicial_protection group by 1 order by count(distinct doc_id) desc limit 1`,
  );
  return row.prefix;
};

/** 'MM/DD/YYYY hh:mm AM' -> a sortable key. */
const when = (dateTime: string) => {
  const [, m, d, y, h, min, ampm] = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d) (AM|PM)$/.exec(
    dateTime,
  )!;
  return `${y}${m}${d}${String((Number(h) % 12) + (ampm === 'PM' ? 12 : 0)).padStart(2, '0')}${min}`;
};

describe('pages, batches and truncation', () => {
  test.each([
    // Chrome, Edge and Firefox over HTTPS.
    ['gzip, deflate, br, zstd', 'zstd', zstdDecompressSync],
    // Safari.
    ['gzip, deflate, br', 'br', brotliDecompressSync],
    // Older browsers, and browsers over plain HTTP.
    ['gzip, deflate', 'gzip', gunzipSync],
  ])(
    'a page of 100 rows reaches a browser that accepts %s %s-compressed, the same JSON as uncompressed',
    async (accepts, encoding, decompress) => {
      const body = { ...everything, updateHistory: false };
      const plain = await client.post('/api/search/searchByDate', body);
      const compressed = await client.post('/api/search/searchByDate', body, {
        headers: { 'accept-encoding': accepts },
      });
      expect(plain.response.headers['content-encoding']).toBeUndefined();
      expect(compressed.response.headers['content-encoding']).toBe(encoding);
      expect(compressed.response.headers.vary).toMatch(/accept-encoding/i);
      const json = JSON.parse(decompress(compressed.response.rawPayload).toString('utf8'));
      expect(json.content.searchResults.currentRecordCount).toBe(100);
      expect(json).toEqual(JSON.parse(plain.response.body));
      // About a tenth of the size: every row repeats the same keys.
      expect(compressed.response.rawPayload.length).toBeLessThan(
        plain.response.rawPayload.length / 5,
      );
    },
  );

  test('a search past 1000 rows answers 1000, flagged truncated, 100 to a page, nothing past page 10', async () => {
    const first = await results({});
    expect(first).toMatchObject({
      totalRecordCount: RESULTS_TRUNCATION,
      truncated: true,
      currentRecordCount: 100,
      pageNumber: 1,
    });
    const tenth = await results({ pageNumber: 10, updateHistory: false });
    expect(tenth.currentRecordCount).toBe(100);
    expect((await results({ pageNumber: 11, updateHistory: false })).searchResultList).toEqual([]);
    const ids = new Set([...first.searchResultList, ...tenth.searchResultList].map((r) => r.docId));
    expect(ids.size).toBe(200);
  });

  test('batches 1 to 4 are the page in four pieces of 25', async () => {
    const page = (await results({ pageNumber: 2, updateHistory: false })).searchResultList.map(
      (r) => r.docId,
    );
    const batches: number[] = [];
    for (const batch of [1, 2, 3, 4]) {
      const piece = await results({ pageNumber: 2, batch, updateHistory: false });
      expect(piece).toMatchObject({
        currentRecordCount: 25,
        batch,
        totalRecordCount: RESULTS_TRUNCATION,
      });
      batches.push(...piece.searchResultList.map((r) => r.docId));
    }
    expect(batches).toEqual(page);
  });

  test('a small result set: its count, one short page, and the timestamp echoed', async () => {
    const small = await results({
      fromRecordedDate: '01/01/2024',
      toRecordedDate: '12/31/2024',
      timestamp: 1764000000123,
    });
    expect(small.totalRecordCount).toBe(small.currentRecordCount);
    expect(small.totalRecordCount).toBeLessThan(100);
    expect(small).toMatchObject({ truncated: false, timestamp: 1764000000123 });
  });

  test('paging a name search: pages do not overlap and add up to the total', async () => {
    const body = { ...ALL_DATES, grantorGranteeLastName1: await commonPrefix() };
    const first = await search<Row>(client, 'searchByName', body);
    const total = first.body.content.searchResults!.totalRecordCount;
    expect(total).toBeGreaterThan(100);
    const seen = new Set<number>();
    for (let page = 1; page <= Math.ceil(Math.min(total, RESULTS_TRUNCATION) / 100); page += 1) {
      const rows = await rowsOf<Row>(client, 'searchByName', {
        ...body,
        pageNumber: page,
        updateHistory: false,
      });
      for (const row of rows) seen.add(row.docId);
    }
    expect(seen.size).toBe(Math.min(total, RESULTS_TRUNCATION));
  });

  test('a prefix several surnames share: every page is the matches in document number order, either way', async () => {
    const prefix = await commonPrefix();
    const [{ surnames }] = await query<{ surnames: number }>(
      t,
      sql`select count(distinct last_norm)::int as surnames from document_parties where last_norm like ${`${prefix}%`}`,
    );
    expect(surnames).toBeGreaterThan(1);
    for (const direction of ['ASC', 'DESC'] as const) {
      const order = direction === 'ASC' ? sql`asc` : sql`desc`;
      const expected = (
        await query<{ doc_id: number }>(
          t,
          sql`select doc_id from document_parties where last_norm like ${`${prefix}%`} and not judicial_protection
            group by doc_id, doc_number order by doc_number ${order}, doc_id ${order} limit 300`,
        )
      ).map((r) => r.doc_id);
      const pages: number[] = [];
      for (const pageNumber of [1, 2, 3]) {
        const rows = await rowsOf<Row>(client, 'searchByName', {
          ...ALL_DATES,
          grantorGranteeLastName1: prefix,
          sortDirection: direction,
          pageNumber,
          updateHistory: false,
        });
        pages.push(...rows.map((r) => r.docId));
      }
      expect(pages).toEqual(expected);
    }
  });
});

describe('sorting', () => {
  test('document number ascending by default, descending when asked, across pages', async () => {
    const ascending = (await results({})).searchResultList.map((r) => r.docNumber);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = (await results({ sortDirection: 'DESC' })).searchResultList.map(
      (r) => r.docNumber,
    );
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[ascending.length - 1]);
    const page2 = (
      await results({ sortDirection: 'DESC', pageNumber: 2, updateHistory: false })
    ).searchResultList.map((r) => r.docNumber);
    expect(page2[0]).toBeLessThanOrEqual(descending[descending.length - 1]);
  });

  test('recorded date descending: the newest first; instrument: grouped by instrument code', async () => {
    const newest = (
      await results({ sortKey: 'recordedDate', sortDirection: 'DESC' })
    ).searchResultList.map((r) => when(r.recordedDateTime));
    expect(newest).toEqual([...newest].sort().reverse());
    const instruments = (await results({ sortKey: 'instrument' })).searchResultList.map(
      (r) => r.instrumentCode,
    );
    expect(instruments).toEqual([...instruments].sort());
  });

  test('a name search sorted by recorded date, and by book', async () => {
    const body = { ...ALL_DATES, grantorGranteeLastName1: await commonPrefix() };
    const rows = await rowsOf<Row>(client, 'searchByName', { ...body, sortKey: 'recordedDate' });
    const keys = rows.map((r) => when(r.recordedDateTime));
    expect(keys).toEqual([...keys].sort());
    const byBook = await rowsOf<Row>(client, 'searchByName', {
      ...body,
      sortKey: 'book',
      sortDirection: 'DESC',
    });
    expect(byBook.length).toBe(rows.length);
  });

  test('an unknown sort key for the kind of results is refused', async () => {
    const reply = await search(client, 'searchByDate', {
      ...everything,
      sortKey: 'certificateNumber',
    });
    expect(reply.status).toBe(400);
    expect(
      Object.keys((reply.body.content as unknown as { fieldErrors: object }).fieldErrors),
    ).toEqual(['sortKey']);
  });
});
