import type { CartOrder, ImageResponse, PayDownloadOrderResult } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { accountBalance, newLedgerRows } from '../../helpers/card';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * The image cart: several records' pages in one payment, each record its own order and ledger movement, all
 * paid in one transaction or none.
 */

const t = setupServerTest();
const ledger = newLedgerRows(t);
const PINE_RIDGE = 'Pine Ridge Title Co.';

const idOf = async (n: number) =>
  (
    await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(n)}`,
    )
  )[0].id;

/** The 5-page mortgage (pages 1-2) and the deed 9000001 (page 1). */
async function twoDocuments() {
  return [
    { ...documentRef(await idOf(2)), pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1-2' },
    { ...documentRef(await idOf(1)), pageSelectionMethod: 'CSV_PAGES', selectedAsCsv: '1' },
  ];
}

const computeCart = async (client: TestClient, items: unknown[]) =>
  client.post<CartOrder>('/api/imaging/computeCartOrder', { items });
const payCart = (client: TestClient, guids: string[]) =>
  client.post<PayDownloadOrderResult>('/api/imaging/payCartOrder', { imageStateGuids: guids });

test('escrow: two documents priced as single downloads, summed, paid at once as two ledger movements; both PDFs', async () => {
  const client = await signedIn(t, 'escrow.user');
  const cart = await computeCart(client, await twoDocuments());
  expect(cart.status).toBe(200);
  const { feeSchedule, orders } = cart.body.content;
  expect(orders.map((o) => [o.title, o.pageCount, o.total])).toEqual([
    [`Mortgage ${fixture(2)}`, 2, '$1.25'],
    [expect.stringContaining(fixture(1)), 1, '$1.00'],
  ]);
  expect(feeSchedule).toMatchObject({
    title: 'Download of 2 Documents',
    purchaseMessage: `3 pages of 2 documents selected for download. The charge is paid from the escrow balance of ${PINE_RIDGE}`,
    lines: [
      { description: `Mortgage ${fixture(2)}, page(s) 1, 2`, amount: '$1.25' },
      { description: expect.stringContaining(`${fixture(1)}, page(s) 1`), amount: '$1.00' },
    ],
    beginningBalance: '$250.00',
    total: '$2.25',
    endingBalance: '$247.75',
    insufficientBalance: false,
    downloadButtonText: 'Pay $2.25 and Download',
  });
  const guids = orders.map((o) => o.imageState.guid);
  const paid = await payCart(client, guids);
  expect(paid.body.content.status).toBe('PAID');
  // A second click charges nothing more.
  expect((await payCart(client, guids)).body.content.status).toBe('PAID');
  expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('247.75');
  const rows = await ledger.rows();
  expect(rows.map((r) => [r.type, r.amount, r.paymentMethod, r.description])).toEqual([
    ['CHARGE', '1.25', 'ESCROW', `Image: Mortgage ${fixture(2)}, page(s) 1, 2`],
    ['CHARGE', '1.00', 'ESCROW', expect.stringContaining(`${fixture(1)}, page(s) 1`)],
  ]);
  for (const [i, guid] of guids.entries()) {
    const image = await client.post<ImageResponse>('/api/imaging/getImage', {
      imageStateGuid: guid,
    });
    const pages = pdfPages(Buffer.from(image.body.content.pdf, 'base64'));
    expect(pages).toHaveLength(orders[i].pageCount);
    expect(pages[0]).toContain(orders[i].title);
  }
});

test('a balance short of the cart: said on the schedule, and paying charges none of the documents', async () => {
  await query(t, sql`update accounts set escrow_balance = 1.50 where name = ${PINE_RIDGE}`);
  const client = await signedIn(t, 'escrow.user');
  const { feeSchedule, orders } = (await computeCart(client, await twoDocuments())).body.content;
  expect(feeSchedule).toMatchObject({
    insufficientBalance: true,
    endingBalance: '-$0.75',
    insufficientBalanceMessage: expect.stringContaining('escrow balance cannot pay'),
  });
  // What is missing, as a single download says it.
  expect(feeSchedule.shortfall).toMatchObject({ amount: '$0.75' });
  // The first document alone could be paid: the cart pays all or none.
  const paid = await payCart(
    client,
    orders.map((o) => o.imageState.guid),
  );
  expect(paid.body.content.status).toBe('INSUFFICIENT_FUNDS');
  expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('1.50');
  expect(await ledger.rows()).toEqual([]);
  const [{ n }] = await query<{ n: number }>(
    t,
    sql`select count(*)::int as n from image_purchases where image_state_guid = any(${`{${orders.map((o) => o.imageState.guid).join(',')}}`}::text[])`,
  );
  expect(n).toBe(0);
});

test('a record the user may not see refuses the whole cart and leaves no order open; another user cannot pay the orders', async () => {
  const client = await signedIn(t, 'escrow.user');
  const [first] = await twoDocuments();
  const missing = {
    ...documentRef(999_999),
    pageSelectionMethod: 'ENTIRE_DOCUMENT',
    selectedAsCsv: '',
  };
  const refused = await computeCart(client, [first, missing]);
  expect(refused.status).toBe(404);
  const [{ open }] = await query<{ open: number }>(
    t,
    sql`select count(*)::int as open from image_states s join users u on u.id = s.user_id
      where u.username = 'escrow.user' and s.status = 'OPEN'`,
  );
  expect(open).toBe(0);

  const { orders } = (await computeCart(client, await twoDocuments())).body.content;
  const other = await signedIn(t, 'account.admin');
  const stolen = await payCart(
    other,
    orders.map((o) => o.imageState.guid),
  );
  expect(stolen.status).toBe(404);
  expect(await ledger.rows()).toEqual([]);
});

test('the cart body is checked: no items, too many, a bad page list', async () => {
  const client = await signedIn(t, 'escrow.user');
  expect((await computeCart(client, [])).status).toBe(400);
  const [first] = await twoDocuments();
  expect((await computeCart(client, Array(11).fill(first))).status).toBe(400);
  expect((await computeCart(client, [{ ...first, selectedAsCsv: '0' }])).status).toBe(400);
});

test('a cart of one record reads as that record’s download', async () => {
  const client = await signedIn(t, 'escrow.user');
  const [mortgage] = await twoDocuments();
  const { feeSchedule } = (await computeCart(client, [mortgage])).body.content;
  expect(feeSchedule).toMatchObject({
    title: `Mortgage ${fixture(2)} Download`,
    purchaseMessage: expect.stringMatching(/^2 pages selected for download\. /),
    total: '$1.25',
  });
});
