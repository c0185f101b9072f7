import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { newLedgerRows } from '../../helpers/card';
import { ALL_DATES, FIXTURE, fixture, rowsOf, search, signedIn } from '../../helpers/search';
import { setupServerTest } from '../../helpers/test-app';

/*
 * Pay-per-search prices follow the A La Carte and Credit Card Alternate Rates screens as saved (spec 3 §3): the
 * price of a search type and of a detail, and the alternate price only while the county applies it.
 */

const t = setupServerTest();
const ledger = newLedgerRows(t);
const quill = { ...ALL_DATES, grantorGranteeLastName1: 'Quillfeather' };

async function save(group: 'aLaCarte' | 'creditCard', change: Record<string, unknown>) {
  const clerk = await signedIn(t, 'county.clerk');
  const reply = await clerk.post(`/api/controlPanel/countyConfig/${group}`, {
    ...DEMO_COUNTY_CONFIG[group],
    ...change,
  });
  expect(reply.status).toBe(200);
}

test('the saved a la carte prices are what an escrow user pays for a search and a detail', async () => {
  await save('aLaCarte', { searchByName: 2.75, documentDetails: 0.4 });
  const client = await signedIn(t, 'escrow.user');
  expect((await search(client, 'searchByName', quill)).body.content).toMatchObject({
    price: 2.75,
  });
  const [row] = await rowsOf<{ docId: number }>(client, 'searchByDocumentNumber', {
    documentNumber: fixture(4),
  });
  const detail = await client.post<{ price: number }>('/api/search/documentDetails', {
    docId: row.docId,
  });
  expect(detail.body.content.price).toBe(0.4);
  expect((await ledger.rows()).map((r) => [r.type, r.amount, r.paymentMethod])).toEqual([
    ['CHARGE', '2.75', 'ESCROW'],
    ['CHARGE', '0.50', 'ESCROW'],
    ['CHARGE', '0.40', 'ESCROW'],
  ]);
});

test('card payers pay the alternate price only while the county applies it', async () => {
  const client = await signedIn(t, 'card.user');
  // No preauthorization: the answer says the price without charging.
  expect((await search(client, 'searchByName', quill)).body.content).toMatchObject({
    paymentNeeded: true,
    price: 1.5,
  });
  await save('creditCard', { applyAlternateRates: false });
  expect((await search(client, 'searchByName', quill)).body.content).toMatchObject({
    paymentNeeded: true,
    price: 1,
  });
  await save('creditCard', { applyAlternateRates: true, searchByNameCreditCard: 4 });
  expect((await search(client, 'searchByName', quill)).body.content).toMatchObject({ price: 4 });
  expect(await ledger.rows()).toEqual([]);
});

test('a tax-lien detail costs the saved Tax Lien Details rate, and a card payer the alternate one while applied', async () => {
  const clerk = await signedIn(t, 'county.clerk');
  const [lien] = await rowsOf<{ docId: number }>(clerk, 'searchByDocumentNumber', {
    documentNumber: FIXTURE.lienDocNumber,
  });
  const lienDetail = (username: string) =>
    signedIn(t, username).then((client) =>
      client.post<{ price: number; paymentNeeded: boolean; details: unknown }>(
        '/api/search/taxLienDetails',
        { docId: lien.docId },
      ),
    );
  const before = await ledger.rows();

  await save('aLaCarte', { taxLienDetails: 0.65 });
  const paid = await lienDetail('escrow.user');
  expect(paid.status).toBe(200);
  expect(paid.body.content).toMatchObject({
    paymentNeeded: false,
    price: 0.65,
    details: expect.objectContaining({ lienNumber: FIXTURE.lienNumber }),
  });
  expect((await ledger.rows()).slice(before.length).map((r) => [r.type, r.amount])).toEqual([
    ['CHARGE', '0.65'],
  ]);

  // A card payer without a preauthorization is told the price, and nothing is charged.
  await save('creditCard', { applyAlternateRates: true, taxLienDetailsCreditCard: 1.15 });
  expect((await lienDetail('card.user')).body.content).toMatchObject({
    paymentNeeded: true,
    price: 1.15,
    details: null,
  });
  await save('creditCard', { applyAlternateRates: false, taxLienDetailsCreditCard: 1.15 });
  expect((await lienDetail('card.user')).body.content).toMatchObject({
    paymentNeeded: true,
    price: 0.65,
  });
  expect(await ledger.rows()).toHaveLength(before.length + 1);
});
