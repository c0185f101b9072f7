import type { CurrentUser } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import {
  accountBalance,
  changeCountyGroup,
  DECLINING_CARD,
  newLedgerRows,
  payOnHostedPage,
} from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';
import { ALL_DATES, fixture, rowsOf, search, signedIn } from '../../helpers/search';

/*
 * Pay-per-search (spec 2 §4, §6): the county's a la carte prices charged through the ledger, once per search per
 * day; card payers pay from a card preauthorization (paymentNeeded / paymentNeededAgain).
 * Demo prices: a name search $1.00 a la carte, $1.50 by card; details free unless a test sets a price.
 */
const t = setupServerTest();
const ledger = newLedgerRows(t);
const quill = { ...ALL_DATES, grantorGranteeLastName1: 'Quillfeather' };

const authorizeCard = async (client: TestClient, card?: string) => {
  const token = (await client.post<{ token: string }>('/api/creditcard/authorize', {})).body.content
    .token;
  const response = await payOnHostedPage(t.app, token, card);
  return (
    await client.post<{ authorizationOkay: boolean }>(
      '/api/creditcard/authorizationResponse',
      response,
    )
  ).body.content.authorizationOkay;
};

describe('a la carte accounts', () => {
  test('escrow: the search price comes off the balance once; paging, batches and the same search again that day are free', async () => {
    const client = await signedIn(t, 'escrow.user');
    const first = await search(client, 'searchByName', { ...quill, batch: 1 });
    expect(first.body.content).toMatchObject({
      paymentNeeded: false,
      paymentNeededAgain: false,
      price: 1,
      usageBalance: '$249.00',
    });
    for (const batch of [2, 3, 4])
      await search(client, 'searchByName', { ...quill, batch, updateHistory: false });
    await search(client, 'searchByName', { ...quill, pageNumber: 2, updateHistory: false });
    await search(client, 'searchByName', {
      ...quill,
      sortKey: 'recordedDate',
      sortDirection: 'DESC',
      updateHistory: false,
    });
    const again = await search(client, 'searchByName', quill);
    expect(again.body.content.usageBalance).toBe('$249.00');
    expect((await accountBalance(t, 'Pine Ridge Title Co.')).escrowBalance).toBe('249.00');
    const rows = await ledger.rows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'CHARGE',
      amount: '1.00',
      balanceBefore: '250.00',
      balanceAfter: '249.00',
      paymentMethod: 'ESCROW',
      username: 'escrow.user',
    });
    expect(rows[0].description).toMatch(
      /^Search: Name \(Business or Last Name: Quillfeather; .*\)$/,
    );

    await search(client, 'searchByDocumentNumber', { documentNumber: fixture(1) });
    expect((await accountBalance(t, 'Pine Ridge Title Co.')).escrowBalance).toBe('248.50');
  });

  test('the same name typed in another case or with other spaces is the same search that day: one charge', async () => {
    const client = await signedIn(t, 'escrow.user');
    for (const typed of ['Quillfeather', 'quillfeather', '  QUILLFEATHER ']) {
      const reply = await search(client, 'searchByName', {
        ...ALL_DATES,
        grantorGranteeLastName1: typed,
      });
      expect(reply.body.content.searchResults?.totalRecordCount).toBe(9);
    }
    expect((await ledger.rows()).map((r) => r.amount)).toEqual(['1.00']);
    expect((await accountBalance(t, 'Pine Ridge Title Co.')).escrowBalance).toBe('249.00');
  });

  test('escrow: a balance that cannot pay refuses the search (402) and charges nothing', async () => {
    await t.testDb.database.db.execute(
      sql`update accounts set escrow_balance = 0.75 where name = 'Pine Ridge Title Co.'`,
    );
    const client = await signedIn(t, 'escrow.user');
    const reply = await search(client, 'searchByName', quill);
    expect(reply.status).toBe(402);
    expect(reply.body.message).toBe(
      'The escrow balance ($0.75) cannot pay for this search ($1.00). Please add money first.',
    );
    expect(await ledger.rows()).toEqual([]);
  });

  test('invoice: a charge on the invoice, the account balance untouched', async () => {
    const client = await signedIn(t, 'robert.kowalski');
    const reply = await search(client, 'searchByName', quill);
    expect(reply.body.content).toMatchObject({ price: 1, usageBalance: '$0.00' });
    expect(await ledger.rows()).toEqual([
      expect.objectContaining({
        type: 'CHARGE',
        amount: '1.00',
        balanceBefore: null,
        paymentMethod: 'INVOICE',
      }),
    ]);
  });

  test('flat-fee accounts and county staff search free', async () => {
    for (const username of ['flatfee.user', 'county.clerk']) {
      const reply = await search(await signedIn(t, username), 'searchByName', quill);
      expect(reply.body.content).toMatchObject({ price: 0, paymentNeeded: false });
    }
    expect(await ledger.rows()).toEqual([]);
  });

  test('a detail with a price is charged once a day too', async () => {
    await changeCountyGroup(t, 'aLaCarte', { documentDetails: 0.25 });
    const client = await signedIn(t, 'escrow.user');
    const [row] = await rowsOf<{ docId: number }>(client, 'searchByDocumentNumber', {
      documentNumber: fixture(4),
    });
    for (let i = 0; i < 2; i += 1) {
      const detail = await client.post<{ details: unknown; price: number }>(
        '/api/search/documentDetails',
        { docId: row.docId },
      );
      expect(detail.body.content).toMatchObject({
        price: 0.25,
        details: expect.objectContaining({ displayDocNumber: fixture(4) }),
      });
    }
    expect((await ledger.rows()).map((r) => r.amount)).toEqual(['0.50', '0.25']);
  });
});

describe('card payers', () => {
  test('no preauthorization: paymentNeeded, nothing searched or charged; after authorizing, the search runs and is charged to the card', async () => {
    const client = await signedIn(t, 'card.user');
    const unpaid = await search(client, 'searchByName', quill);
    expect(unpaid.status).toBe(200);
    expect(unpaid.body.content).toMatchObject({
      searchResults: null,
      paymentNeeded: true,
      paymentNeededAgain: false,
      price: 1.5,
      historyResults: null,
    });
    expect(await ledger.rows()).toEqual([]);

    expect(await authorizeCard(client)).toBe(true);
    const paid = await search(client, 'searchByName', quill);
    expect(paid.body.content).toMatchObject({ paymentNeeded: false, price: 1.5 });
    expect(paid.body.content.searchResults?.totalRecordCount).toBe(9);
    const [preauthorization] = (
      await t.testDb.database.db.execute<{ transaction_id: string }>(
        sql`select transaction_id from card_preauthorizations`,
      )
    ).rows;
    expect(await ledger.rows()).toEqual([
      expect.objectContaining({
        type: 'CHARGE',
        amount: '1.50',
        paymentMethod: 'CREDIT_CARD',
        reference: preauthorization.transaction_id,
        balanceAfter: null,
      }),
    ]);
    await search(client, 'searchByName', { ...quill, pageNumber: 2, updateHistory: false });
    expect(await ledger.rows()).toHaveLength(1);
  });

  test('a price beyond what is left of the preauthorization: paymentNeededAgain; a new authorization pays it', async () => {
    await changeCountyGroup(t, 'creditCard', { searchByNameCreditCard: 20 });
    const client = await signedIn(t, 'card.user');
    expect(await authorizeCard(client)).toBe(true);
    expect((await search(client, 'searchByName', quill)).body.content).toMatchObject({
      paymentNeeded: false,
      price: 20,
    });
    const exceeded = await search(client, 'searchByName', {
      ...quill,
      grantorGranteeFirstName1: 'Nora',
    });
    expect(exceeded.body.content).toMatchObject({
      searchResults: null,
      paymentNeeded: false,
      paymentNeededAgain: true,
      price: 20,
    });
    expect(await authorizeCard(client)).toBe(true);
    expect(
      (await search(client, 'searchByName', { ...quill, grantorGranteeFirstName1: 'Nora' })).body
        .content.searchResults?.totalRecordCount,
    ).toBe(6);
    expect((await ledger.rows()).map((r) => r.amount)).toEqual(['20.00', '20.00']);
  });

  test('a declined card authorizes nothing: the search still needs payment', async () => {
    const client = await signedIn(t, 'card.user');
    expect(await authorizeCard(client, DECLINING_CARD)).toBe(false);
    expect((await search(client, 'searchByName', quill)).body.content.paymentNeeded).toBe(true);
  });

  test('a guest pays by card too, and a card payer pays for a priced detail (the alternate price)', async () => {
    await changeCountyGroup(t, 'aLaCarte', { documentDetails: 0.25 });
    await changeCountyGroup(t, 'creditCard', { documentDetailsCreditCard: 0.75 });
    const guest = await signedIn(t, 'public.guest');
    expect((await search(guest, 'searchByName', quill)).body.content.paymentNeeded).toBe(true);
    const client = await signedIn(t, 'card.user');
    const detail = await client.post<{ details: unknown; paymentNeeded: boolean; price: number }>(
      '/api/search/documentDetails',
      { docId: 1 },
    );
    expect(detail.body.content).toMatchObject({ details: null, paymentNeeded: true, price: 0.75 });
  });

  test('the current user carries the prices they pay', async () => {
    const card = await signedIn(t, 'card.user');
    const rates = (await card.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body
      .content.user!.searchRates;
    expect(rates).toContainEqual({ code: 'searchByName', description: '$1.50' });
    expect(rates).toContainEqual({ code: 'imageFirstPage', description: '$1.50' });
    const escrow = await signedIn(t, 'escrow.user');
    expect(
      (await escrow.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body.content.user!
        .searchRates,
    ).toContainEqual({ code: 'searchByName', description: '$1.00' });
    const clerk = await signedIn(t, 'county.clerk');
    expect(
      (await clerk.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body.content.user!
        .searchRates,
    ).toEqual([]);
  });
});
