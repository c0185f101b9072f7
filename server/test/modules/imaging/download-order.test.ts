import type {
  DownloadOrder,
  ImageResponse,
  PayDownloadOrderResult,
  ThumbnailsResponse,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { accountBalance, newLedgerRows, payOnHostedPage } from '../../helpers/card';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { pdfPages } from '../../helpers/pdf-text';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const ledger = newLedgerRows(t);
const PINE_RIDGE = 'Pine Ridge Title Co.';
const NORTH_STAR = 'North Star Abstract';

/** The 5-page mortgage of the fixture (9000002). */
async function fivePagesId(): Promise<number> {
  const [row] = await query<{ id: number }>(
    t,
    sql`select id from documents where display_doc_number = ${fixture(2)}`,
  );
  return row.id;
}
const fivePages = async () => documentRef(await fivePagesId());

const order = async (client: TestClient, csv: string, extra: Record<string, unknown> = {}) =>
  client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
    ...(await fivePages()),
    pageSelectionMethod: csv ? 'CSV_PAGES' : 'ENTIRE_DOCUMENT',
    selectedAsCsv: csv,
    ...extra,
  });
const pay = (client: TestClient, guid: string) =>
  client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', { imageStateGuid: guid });
const image = (client: TestClient, guid: string) =>
  client.post<ImageResponse>('/api/imaging/getImage', { imageStateGuid: guid });

describe('imaging/getThumbnails and updateImagePreviewSettings', () => {
  test('five JPEG thumbnails per view with page numbers and the selection', async () => {
    const client = await signedIn(t, 'escrow.user');
    const id = await fivePagesId();
    const doc = documentRef(id);
    const reply = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', {
      ...doc,
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1, 3',
    });
    expect(reply.status).toBe(200);
    const content = reply.body.content;
    expect(content.header).toMatchObject({
      pageCount: 5,
      uiTitle: `Mortgage ${fixture(2)}`,
      sourcedDocKey: { docKeyType: 'DOCUMENT', docKeyNumber: String(id), imageKeyType: 'ABSTRACT' },
    });
    expect(content.thumbnails.map((th) => [th.page, th.selected])).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [4, false],
      [5, false],
    ]);
    for (const th of content.thumbnails)
      expect(Buffer.from(th.image, 'base64').subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
    // Drawn once: the same bytes again, from page_images.
    const again = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', doc);
    expect(again.body.content.thumbnails[0].image).toBe(content.thumbnails[0].image);
    const [{ n }] = await query<{ n: number }>(
      t,
      sql`select count(*)::int as n from page_images where record_kind = 'DOCUMENT' and doc_id = ${id}`,
    );
    expect(n).toBe(5);
  });

  test('toggle on the whole document lists the other pages; keep, ignore, method change and typed pages', async () => {
    const client = await signedIn(t, 'escrow.user');
    const doc = await fivePages();
    const change = async (
      imagePreviewSettingChange: string,
      method: string,
      csv: string,
      page?: number,
    ) =>
      (
        await client.post<{
          pagesSelected: { pageSelectionMethod: string; selectedAsCsv: string; pages: number[] };
        }>('/api/imaging/updateImagePreviewSettings', {
          imagePreviewSettingChange,
          imagePreviewSettings: {
            ...doc,
            pageCount: 5,
            pageSelectionMethod: method,
            selectedAsCsv: csv,
          },
          page,
        })
      ).body.content.pagesSelected;
    expect(await change('PAGE_TOGGLED', 'ENTIRE_DOCUMENT', '', 2)).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1, 3-5',
      pages: [1, 3, 4, 5],
    });
    expect(await change('KEEP_PAGE', 'CSV_PAGES', '1, 3', 2)).toMatchObject({
      selectedAsCsv: '1-3',
    });
    expect(await change('IGNORE_PAGE', 'CSV_PAGES', '1-3', 2)).toMatchObject({
      selectedAsCsv: '1, 3',
    });
    expect(await change('PAGE_SELECTION_METHOD_CHANGED', 'ENTIRE_DOCUMENT', '1, 3')).toEqual({
      pageSelectionMethod: 'ENTIRE_DOCUMENT',
      selectedAsCsv: '',
      pages: [1, 2, 3, 4, 5],
    });
    expect(await change('PAGES_CHANGED', 'ENTIRE_DOCUMENT', '4-5, 1')).toEqual({
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '4-5, 1',
      pages: [1, 4, 5],
    });
  });
});

test('a document without images the user may see: no pages in the preview, no order, never a 403', async () => {
  const client = await signedIn(t, 'escrow.user');
  const id = await fivePagesId();
  const doc = documentRef(id);
  // As the records loader would write such a document: the record and its results row (document_listings).
  const imagesAllowed = (allowed: boolean) =>
    query(
      t,
      sql`
      with record as (update documents set image_allowed = ${allowed} where id = ${id})
      update document_listings set result_row = jsonb_set(result_row::jsonb, '{imageAllowed}', to_jsonb(${allowed}::boolean))::json
      where doc_id = ${id}`,
    );
  await imagesAllowed(false);
  try {
    const reply = await client.post<ThumbnailsResponse>('/api/imaging/getThumbnails', doc);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({ header: { pageCount: 0 }, thumbnails: [] });
    expect((await order(client, '1')).status).toBe(404);
    expect((await client.post('/api/imaging/getPageImage', { ...doc, page: 1 })).status).toBe(404);
  } finally {
    await imagesAllowed(true);
  }
});

describe('download orders', () => {
  test('escrow: pages 1 and 3 cost the first page and one additional page; paying charges once and the PDF has those 2 pages', async () => {
    const client = await signedIn(t, 'escrow.user');
    const computed = await order(client, '1, 3');
    expect(computed.status).toBe(200);
    const { feeSchedule, imageState } = computed.body.content;
    expect(feeSchedule).toMatchObject({
      title: `Mortgage ${fixture(2)} Download`,
      beginningBalance: '$250.00',
      lines: [
        { description: 'Page 1 (first page)', amount: '$1.00' },
        { description: 'Page 3', amount: '$0.25' },
      ],
      total: '$1.25',
      endingBalance: '$248.75',
      insufficientBalance: false,
      downloadButtonText: 'Pay $1.25 and Download',
    });
    const paid = await pay(client, imageState.guid);
    expect(paid.body.content).toEqual({
      status: 'PAID',
      usageBalanceResult: { usageBalance: '$248.75' },
    });
    // Idempotent by the image state: a second pay (double click, retry) charges nothing more.
    expect((await pay(client, imageState.guid)).body.content.status).toBe('PAID');
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('248.75');
    const rows = await ledger.rows();
    expect(rows.map((r) => [r.type, r.amount, r.paymentMethod])).toEqual([
      ['CHARGE', '1.25', 'ESCROW'],
    ]);

    const pdf = (await image(client, imageState.guid)).body.content;
    expect(pdf.preview).toBe(false);
    expect(pdf.header.uiSaveAsImageName).toBe(`Mortgage-${fixture(2)}.pdf`);
    const pages = pdfPages(Buffer.from(pdf.pdf, 'base64'));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(`Mortgage ${fixture(2)}`);
    expect(pages[0]).toContain('Page 1 of 5');
    expect(pages[1]).toContain('Page 3 of 5');
  });

  test('pages bought before are free and named; a new page of the document pays the additional rate', async () => {
    const client = await signedIn(t, 'escrow.user');
    await pay(client, (await order(client, '1, 3')).body.content.imageState.guid);
    const again = (await order(client, '1-4')).body.content.feeSchedule;
    expect(again).toMatchObject({
      lines: [
        { description: 'Page 2', amount: '$0.25' },
        { description: 'Page 4', amount: '$0.25' },
      ],
      total: '$0.50',
      alreadyPurchasedMessage: 'Already purchased, no charge: page(s) 1, 3.',
    });
    const free = (await order(client, '3')).body.content.feeSchedule;
    expect(free).toMatchObject({
      lines: [],
      total: null,
      endingBalance: '$248.75',
      downloadButtonText: 'Download',
    });
  });

  test("per document when the account's document type says so, and the county's special rate for the instrument", async () => {
    const client = await signedIn(t, 'escrow.user');
    const { id } = await accountBalance(t, PINE_RIDGE);
    await query(
      t,
      sql`insert into account_doc_types (account_id, document_type, image_charge_method) values (${id}, 'ABSTRACT', 'DOCUMENT')`,
    );
    await new CountyConfigRepository(t.testDb.database.db).put('aLaCarteSpecialRates', {
      applySpecialRates: true,
      rates: [
        {
          documentType: 'ABSTRACT',
          instrumentCode: 'MTG',
          documentRate: 4.5,
          firstPageRate: 2,
          additionalPagesRate: 1,
        },
      ],
    });
    const schedule = (await order(client, '')).body.content.feeSchedule;
    expect(schedule).toMatchObject({
      lines: [{ description: 'Document', amount: '$4.50' }],
      total: null,
      endingBalance: '$245.50',
    });
  });

  test('insufficient escrow balance: the confirm says so and offers the escrow add-on to the account administrator; paying changes nothing', async () => {
    await query(t, sql`update accounts set escrow_balance = 0.50 where name = ${PINE_RIDGE}`);
    const user = await signedIn(t, 'escrow.user');
    expect((await order(user, '1, 3')).body.content.feeSchedule).toMatchObject({
      insufficientBalance: true,
      buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: false },
      noPurchasingOptionsMessage:
        'There are no purchasing options for this account. Please contact the county.',
    });
    const client = await signedIn(t, 'account.admin');
    const { feeSchedule, imageState } = (await order(client, '1, 3')).body.content;
    expect(feeSchedule).toMatchObject({
      insufficientBalance: true,
      endingBalance: '-$0.75',
      buyOptions: { flatFeeAddOn: false, escrowAddOn: true, creditCard: false },
      noPurchasingOptionsMessage: null,
    });
    expect((await pay(client, imageState.guid)).body.content.status).toBe('INSUFFICIENT_FUNDS');
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('0.50');
    expect(await ledger.rows()).toEqual([]);
    expect((await image(client, imageState.guid)).status).toBe(400);
  });

  test('flat fee: new pages count against the images remaining', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const { feeSchedule, imageState } = (await order(client, '')).body.content;
    expect(feeSchedule).toMatchObject({
      beginningBalance: '120 images',
      endingBalance: '115 images',
      lines: [{ description: '5 images' }],
      insufficientBalance: false,
    });
    expect((await pay(client, imageState.guid)).body.content).toEqual({
      status: 'PAID',
      usageBalanceResult: { usageBalance: '115 images remaining' },
    });
    expect((await accountBalance(t, NORTH_STAR)).imagesRemaining).toBe(115);
    expect(
      pdfPages(Buffer.from((await image(client, imageState.guid)).body.content.pdf, 'base64')),
    ).toHaveLength(5);
  });

  test('card: needs a preauthorization first; then pays from it at the alternate rates', async () => {
    const client = await signedIn(t, 'card.user');
    const first = (await order(client, '1')).body.content;
    expect(first.feeSchedule).toMatchObject({
      insufficientBalance: true,
      preauthorized: false,
      buyOptions: { creditCard: true },
      total: null,
      lines: [{ amount: '$1.50' }],
    });
    expect((await pay(client, first.imageState.guid)).body.content.status).toBe(
      'PREAUTHORIZATION_NEEDED',
    );
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
    const second = (
      await client.post<DownloadOrder>('/api/imaging/recomputeDownloadOrder', {
        ...(await fivePages()),
        pageSelectionMethod: 'CSV_PAGES',
        selectedAsCsv: '1',
        imageStateGuid: first.imageState.guid,
      })
    ).body.content;
    expect(second.feeSchedule).toMatchObject({
      insufficientBalance: false,
      preauthorized: true,
      beginningBalance: '$25.00',
      endingBalance: '$23.50',
    });
    expect((await pay(client, second.imageState.guid)).body.content.status).toBe('PAID');
    expect(
      (await ledger.rows())
        .filter((r) => r.type === 'CHARGE')
        .map((r) => [r.amount, r.paymentMethod]),
    ).toEqual([['1.50', 'CREDIT_CARD']]);
  });

  test("an order is the user's own, a bad page list is refused, and an expired order cannot be paid", async () => {
    const client = await signedIn(t, 'escrow.user');
    expect((await order(client, '1, 9')).body).toMatchObject({
      ok: false,
      message: 'Document does not have a page 9',
    });
    const { imageState } = (await order(client, '2')).body.content;
    const other = await signedIn(t, 'flatfee.user');
    expect((await pay(other, imageState.guid)).status).toBe(404);
    await query(
      t,
      sql`update image_states set expires_at = now() - interval '1 minute' where guid = ${imageState.guid}`,
    );
    expect((await pay(client, imageState.guid)).body.content.status).toBe('EXPIRED');
    expect((await accountBalance(t, PINE_RIDGE)).escrowBalance).toBe('250.00');
  });
});
