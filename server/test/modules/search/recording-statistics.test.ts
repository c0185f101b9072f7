import { DATE_MESSAGES, formatUsDate, todayUtc } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { setupServerTest } from '../../helpers/test-app';
import { query, signedIn } from '../../helpers/search';

/* search/recordingStatistics: documents recorded in a date range, per document type and instrument group. */
const t = setupServerTest();

type Statistics = {
  fromDate: string;
  toDate: string;
  rows: { documentType: string; instrumentGroup: string; count: number }[];
  total: number;
};

describe('search/recordingStatistics', () => {
  test('counts what the county recorded in the range, per type and group, for any signed-in user', async () => {
    const expected = await query<{
      document_type: string;
      instrument_group: string;
      count: number;
    }>(
      t,
      sql`select document_type, instrument_group, count(*)::int as count from documents
          where recorded_at::date between date '2020-01-01' and date '2020-12-31'
          group by 1, 2`,
    );
    expect(expected.length).toBeGreaterThan(1);
    const client = await signedIn(t, 'escrow.user');
    const reply = await client.post<Statistics>('/api/search/recordingStatistics', {
      fromDate: '01/01/2020',
      toDate: '12/31/2020',
    });
    expect(reply.status).toBe(200);
    const statistics = reply.body.content!;
    expect(statistics.fromDate).toBe('01/01/2020');
    expect(statistics.toDate).toBe('12/31/2020');
    expect(statistics.rows).toHaveLength(expected.length);
    for (const row of expected) {
      expect(statistics.rows).toContainEqual({
        documentType: row.document_type,
        instrumentGroup: row.instrument_group,
        count: row.count,
      });
    }
    expect(statistics.total).toBe(expected.reduce((sum, row) => sum + row.count, 0));
  });

  test('a blank end date means today; a range with nothing recorded answers no rows', async () => {
    const client = await signedIn(t, 'county.clerk');
    const today = formatUsDate(todayUtc());
    const reply = await client.post<Statistics>('/api/search/recordingStatistics', {
      fromDate: today,
      toDate: '',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.content!.toDate).toBe(today);
    const empty = await client.post<Statistics>('/api/search/recordingStatistics', {
      fromDate: '01/01/1901',
      toDate: '01/31/1901',
    });
    expect(empty.body.content).toEqual({
      fromDate: '01/01/1901',
      toDate: '01/31/1901',
      rows: [],
      total: 0,
    });
  });

  test('refuses dates that are not dates, more than a year, and callers without a session', async () => {
    const client = await signedIn(t, 'escrow.user');
    const notADate = await client.post('/api/search/recordingStatistics', {
      fromDate: '13/45/2020',
      toDate: '',
    });
    expect(notADate.status).toBe(400);
    expect(JSON.stringify(notADate.body)).toContain(DATE_MESSAGES.format);
    const tooLong = await client.post('/api/search/recordingStatistics', {
      fromDate: '01/01/2019',
      toDate: '12/31/2020',
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain(DATE_MESSAGES.year);
    const anonymous = await t.client().post('/api/search/recordingStatistics', {
      fromDate: '01/01/2020',
      toDate: '12/31/2020',
    });
    expect(anonymous.status).toBe(403);
  });
});
