import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createCpuPool, type CpuPool } from '../../src/lib/cpu-pool';
import { MESSAGES } from '../../src/messages';
import { gate, hold, HOLD_WORKER, type Gate } from '../helpers/cpu-gate';
import { ALL_DATES, documentRef, fixture, query } from '../helpers/search';
import { setupServerTest, type Reply, type TestClient } from '../helpers/test-app';

/*
 * The heavy calls (page images, PDFs, spreadsheets) run in the CPU pool; when its thread is taken and no task may
 * wait (CPU_QUEUE_LIMIT 0 here), each answers 503 "busy, try again" with Retry-After in the envelope, at once,
 * and stores nothing. That they draw the right content through the pool is the imaging, search, report and
 * export tests' part (they run with the server's own pool).
 */
const t = setupServerTest();
let pool: CpuPool;
let app: FastifyInstance;
let closed: Gate;
let held: Promise<string>;

beforeAll(async () => {
  pool = createCpuPool({ size: 1, queueLimit: 0, workerFile: HOLD_WORKER });
  app = await t.buildApp({}, { cpuPool: pool });
});

beforeEach(() => {
  closed = gate();
  held = hold(pool, closed, 'held');
});

afterEach(async () => {
  closed.open();
  expect(await held).toBe('done held');
});

async function as(username: string): Promise<TestClient> {
  const client = t.client(app);
  expect((await client.login(username)).status).toBe(200);
  return client;
}

function expectBusy(reply: Reply): void {
  expect(reply.status).toBe(503);
  expect(reply.response.headers['retry-after']).toBe('2');
  expect(reply.body).toEqual({
    ok: false,
    message: MESSAGES.serverBusy.message,
    code: 'server.serverBusy',
    params: null,
    lockout: false,
    content: null,
  });
}

describe('while the CPU pool is full', () => {
  test('a page image and thumbnails not drawn yet: 503 busy, and no page stored', async () => {
    const client = await as('escrow.user');
    const [{ id }] = await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(2)}`,
    );
    expectBusy(
      await client.post('/api/imaging/getPageImage', {
        ...documentRef(id),
        page: 2,
      }),
    );
    expectBusy(await client.post('/api/imaging/getThumbnails', documentRef(id)));
    const [{ n }] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from page_images where record_kind = 'DOCUMENT' and doc_id = ${id}`,
    );
    expect(n).toBe(0);
  });

  test('the search Print PDF, the transactions report and the spreadsheet exports: 503 busy', async () => {
    const clerk = await as('county.clerk');
    expectBusy(await clerk.post('/api/search/searchByDatePrint', { ...ALL_DATES }));
    expectBusy(await clerk.post('/api/controlPanel/accountExport', { filterText: '' }));
    const escrow = await as('escrow.user');
    expectBusy(
      await escrow.post('/api/home/transactionReport', {
        fromDate: '',
        toDate: '',
        reportType: 'USER',
        reportRange: 'YTD',
      }),
    );
    const admin = await as('account.admin');
    expectBusy(
      await admin.post('/api/userManager/userExport', {
        filterText: '',
        statusType: 'ALL',
        accountId: null,
      }),
    );
  });
});
