import type { DownloadOrder, ImageResponse, PayDownloadOrderResult } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { accountBalance, newLedgerRows, payOnHostedPage } from '../../helpers/card';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Several orders for the same pages, opened before any of them is paid (two tabs, a script, a double submit):
 * a page is charged once per user and document. The order that pays first claims its pages; every other order
 * charges only for the pages nobody claimed before it, and still delivers all of its pages.
 */

const t = setupServerTest();
const ledger = newLedgerRows(t);
const PINE_RIDGE = 'Pine Ridge Title Co.';
const NORTH_STAR = 'North Star Abstract';

/** The 5-page mortgage of the fixture. */
async function fivePagesId(): Promise<number> {
  const [row] = await query<{ id: number }>(
    t,
    sql`select id from documents where display_doc_number = ${fixture(2)}`,
  );
  return row.id;
}
const fivePages = async () => documentRef(await fivePagesId());

async function openOrder(client: TestClient, csv: string): Promise<string> {
  const reply = await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
    ...(await fivePages()),
    pageSelectionMethod: csv ? 'CSV_PAGES' : 'ENTIRE_DOCUMENT',
    selectedAsCsv: csv,
  });
  expect(reply.status).toBe(200);
  return reply.body.content.imageState.guid;
}

const pay = (client: TestClient, guid: string) =>
  client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', { imageStateGuid: guid });
/** The pages of an order's PDF (fails the test when the order delivers none). */
async function pdfOf(client: TestClient, guid: string): Promise<string[]> {
  const reply = await client.post<ImageResponse>('/api/imaging/getImage', { imageStateGuid: guid });
  if (reply.status !== 200)
    throw new Error(`getImage answered ${reply.status}: ${reply.body.message}`);
  return pdfPages(Buffer.from(reply.body.content.pdf, 'base64'));
}

/** Opens `n` orders for the same pages, then pays all of them at once. */
async function payInParallel(client: TestClient, csv: string, n = 10): Promise<string[]> {
  const guids: string[] = [];
  for (let i = 0; i < n; i += 1) guids.push(await openOrder(client, csv));
  const paid = await Promise.all(guids.map((guid) => pay(client, guid)));
  for (const reply of paid) expect(reply.body.content.status).toBe('PAID');
  return guids;
}

describe('orders for the same pages, paid in parallel', () => {
  test('escrow: ten orders for pages 1 and 3 make one charge of $1.25; every order delivers both pages', async () => {
    const client = await signedIn(t, 'escrow.user');
    const guids = await payInParallel(client, '1, 3');
    const charges = (await ledger.rows()).filter((r) => r.type === 'CHARGE');
    expect(charges.map((r) => [r.amount, r.paymentMethod])).toEqual([['1.25', 'ESCROW']]);
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('248.75');
    for (const guid of [guids[0], guids[9]]) expect(await pdfOf(client, guid)).toHaveLength(2);
  });

  test('an order opened before another paid for some of its pages is charged only for the rest', async () => {
    const client = await signedIn(t, 'escrow.user');
    const wider = await openOrder(client, '1-4');
    const narrower = await openOrder(client, '1, 3');
    expect((await pay(client, narrower)).body.content.status).toBe('PAID');
    expect((await pay(client, wider)).body.content.status).toBe('PAID');
    // Pages 1 and 3 were bought by the first order: the second pays pages 2 and 4 at the additional-page rate.
    const charges = (await ledger.rows()).filter((r) => r.type === 'CHARGE');
    expect(charges.map((r) => [r.amount, r.description])).toEqual([
      ['1.25', `Image: Mortgage ${fixture(2)}, page(s) 1, 3`],
      ['0.50', `Image: Mortgage ${fixture(2)}, page(s) 2, 4`],
    ]);
    expect(await pdfOf(client, wider)).toHaveLength(4);
  });

  test('flat fee: ten orders for the whole document count its five images once', async () => {
    const client = await signedIn(t, 'flatfee.user');
    await payInParallel(client, '');
    expect((await accountBalance(t, NORTH_STAR)).imagesRemaining).toBe(115);
    expect(
      (await ledger.rows())
        .filter((r) => r.type === 'CHARGE')
        .map((r) => [r.imagesBefore, r.imagesAfter]),
    ).toEqual([[120, 115]]);
  });

  test('card: ten orders make one charge on the preauthorization', async () => {
    const client = await signedIn(t, 'card.user');
    const token = (await client.post<{ token: string }>('/api/creditcard/authorize', {})).body
      .content.token;
    const response = await payOnHostedPage(t.app, token);
    expect(
      (
        await client.post<{ authorizationOkay: boolean }>(
          '/api/creditcard/authorizationResponse',
          response,
        )
      ).body.content.authorizationOkay,
    ).toBe(true);
    await payInParallel(client, '1');
    expect(
      (await ledger.rows())
        .filter((r) => r.type === 'CHARGE')
        .map((r) => [r.amount, r.paymentMethod]),
    ).toEqual([['1.50', 'CREDIT_CARD']]);
  });

  test('two server instances on one database: orders paid on both make one charge', async () => {
    const other = await t.buildApp({}, { database: t.testDb.anotherConnection() });
    const client = await signedIn(t, 'escrow.user');
    const sameBrowser = t.client(other);
    (sameBrowser as unknown as { cookies: Map<string, string> }).cookies = client.cookies;
    const guids: string[] = [];
    for (let i = 0; i < 6; i += 1) guids.push(await openOrder(client, '1, 3'));
    const paid = await Promise.all(guids.map((guid, i) => pay(i % 2 ? sameBrowser : client, guid)));
    for (const reply of paid) expect(reply.body.content.status).toBe('PAID');
    expect((await ledger.rows()).filter((r) => r.type === 'CHARGE').map((r) => r.amount)).toEqual([
      '1.25',
    ]);
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('248.75');
  });

  test('an order that cannot pay claims nothing: its pages stay to be bought by the next order', async () => {
    await query(t, sql`update accounts set escrow_balance = 0.50 where name = ${PINE_RIDGE}`);
    const client = await signedIn(t, 'escrow.user');
    const unpaid = await openOrder(client, '1, 3');
    expect((await pay(client, unpaid)).body.content.status).toBe('INSUFFICIENT_FUNDS');
    const [{ n }] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from image_purchases where image_state_guid = ${unpaid}`,
    );
    expect(n).toBe(0);
    await query(t, sql`update accounts set escrow_balance = 10 where name = ${PINE_RIDGE}`);
    expect((await pay(client, await openOrder(client, '1, 3'))).body.content.status).toBe('PAID');
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('8.75');
  });
});
