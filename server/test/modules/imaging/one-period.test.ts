import type { DownloadOrder } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { IMAGING_ORDER } from '../../../src/messages';
import { onePeriod } from '../../../src/modules/imaging/one-period';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';

// An account named with a period of its own ("Pine Ridge Title Co.") ends the purchase message once: "... Co."

const t = setupServerTest();

describe('one period after a name that ends in one', () => {
  test("the order's purchase message, in English and coded with the name as it is", async () => {
    const [row] = await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(2)}`,
    );
    const client = await signedIn(t, 'escrow.user');
    const reply = await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
      ...documentRef(row.id),
      pageSelectionMethod: 'CSV_PAGES',
      selectedAsCsv: '1',
    });
    const schedule = reply.body.content.feeSchedule;
    expect(schedule.purchaseMessage).toBe(
      '1 page selected for download. The charge is paid from the escrow balance of Pine Ridge Title Co.',
    );
    expect(schedule.coded!.purchaseMessage[1]).toEqual({
      code: 'imagingOrder.escrowPurchase',
      params: { account: 'Pine Ridge Title Co.' },
      message: 'The charge is paid from the escrow balance of Pine Ridge Title Co.',
    });
  });

  test('a name without a period, or a period elsewhere, is left alone', () => {
    const plain = IMAGING_ORDER.flatFeePurchase({ account: 'North Star Abstract' });
    expect(onePeriod(plain)).toBe(plain);
    expect(onePeriod(IMAGING_ORDER.invoicePurchase({ account: 'A. B. Smith & Co.' })).message).toBe(
      'The charge will be billed on the next invoice of A. B. Smith & Co.',
    );
    expect(onePeriod(IMAGING_ORDER.downloadTitle({ item: 'Plat No. 4' })).message).toBe(
      'Plat No. 4 Download',
    );
  });
});
