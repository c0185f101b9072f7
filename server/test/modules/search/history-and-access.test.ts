import type { CurrentUser, SearchHistoryEntry } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { changeCountyGroup } from '../../helpers/card';
import { setupServerTest } from '../../helpers/test-app';
import { ALL_DATES, documentNumbers, fixture, query, search, signedIn } from '../../helpers/search';

/*
 * Recent Searches (5, newest first, kept on the server, none for GUEST) and who may run which search: the
 * county's Search 1 switches, Torrens, the account's page access, sessions, protected documents.
 */
const t = setupServerTest();

const history = (reply: {
  body: { content: { historyResults: { searchHistoryList: SearchHistoryEntry[] } | null } };
}) => reply.body.content.historyResults?.searchHistoryList ?? null;

describe('Recent Searches', () => {
  test('each new search goes on top with its criteria and description; five are kept; the same search again moves up', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const names = ['Quillfeather', 'Halvorsen', "O'Brien", 'McDonald', 'Camacho', 'Tenorio'];
    for (const last of names)
      await search(client, 'searchByName', { ...ALL_DATES, grantorGranteeLastName1: last });
    let list = history(
      await search(client, 'searchByParcelId', { ...ALL_DATES, parcelId: '21-045-0310' }),
    )!;
    expect(list.map((e) => e.type)).toEqual([
      'searchByParcelId',
      'searchByName',
      'searchByName',
      'searchByName',
      'searchByName',
    ]);
    expect(list.map((e) => JSON.parse(e.criteriaJson).grantorGranteeLastName1).slice(1)).toEqual([
      'Tenorio',
      'Camacho',
      'McDonald',
      "O'Brien",
    ]);
    expect(list[0]).toMatchObject({
      link: 'search/searchByParcelId',
      pageNumber: 1,
      sortKey: 'documentNumber',
      sortDirection: 'ASC',
      displayCriteria: [
        { key: 'parcelId', value: '21-045-0310' },
        { key: 'fromRecordedDate', value: ALL_DATES.fromRecordedDate },
        { key: 'toRecordedDate', value: ALL_DATES.toRecordedDate },
      ],
      longDescription: `Parcel ID: 21-045-0310; From Date: ${ALL_DATES.fromRecordedDate}; To Date: ${ALL_DATES.toRecordedDate}`,
    });

    list = history(
      await search(client, 'searchByName', { ...ALL_DATES, grantorGranteeLastName1: 'Camacho' }),
    )!;
    expect(list.map((e) => JSON.parse(e.criteriaJson).grantorGranteeLastName1 ?? e.type)).toEqual([
      'Camacho',
      'searchByParcelId',
      'Tenorio',
      'McDonald',
      "O'Brien",
    ]);

    // The browser's check and the history agree on what was asked: the stored criteria replay the search.
    const replay = JSON.parse(list[0].criteriaJson);
    expect(
      await documentNumbers(client, 'searchByName', { ...replay, updateHistory: false }),
    ).toEqual([fixture(13)]);
  });

  test('paging and sorting a search remember its page and sort; a background batch does not', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const body = { ...ALL_DATES, grantorGranteeLastName1: 'Quillfeather' };
    await search(client, 'searchByName', body);
    await search(client, 'searchByName', { ...body, batch: 2, updateHistory: false });
    const sorted = history(
      await search(client, 'searchByName', {
        ...body,
        pageNumber: 2,
        sortKey: 'recordedDate',
        sortDirection: 'DESC',
        updateHistory: false,
      }),
    )!;
    expect(sorted).toHaveLength(1);
    expect(sorted[0]).toMatchObject({
      pageNumber: 2,
      sortKey: 'recordedDate',
      sortDirection: 'DESC',
    });
  });

  test('the current user carries the list; GUEST has none', async () => {
    const client = await signedIn(t, 'flatfee.user');
    await search(client, 'searchByDocumentNumber', { documentNumber: fixture(1) });
    const user = (await client.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body
      .content.user!;
    expect(user.searchHistoryList.map((e) => e.type)).toEqual(['searchByDocumentNumber']);
    // The Image button's condition: every document type's images may be retrieved (the default of spec 3 §3).
    expect(user.accountDocTypes).toEqual({
      ABSTRACT: { imageRetrieval: true },
      TORRENS: { imageRetrieval: true },
      LIEN: { imageRetrieval: true },
    });

    // Another user's list is their own.
    const other = await signedIn(t, 'escrow.user');
    expect(
      (await other.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body.content.user!
        .searchHistoryList,
    ).toEqual([]);

    await changeCountyGroup(t, 'creditCard', { searchByDocumentNumberCreditCard: 0 });
    const guest = await signedIn(t, 'public.guest');
    const reply = await search(guest, 'searchByDocumentNumber', { documentNumber: fixture(1) });
    expect(reply.body.content.searchResults?.totalRecordCount).toBe(1);
    expect(history(reply)).toBeNull();
    expect(
      (await guest.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body.content.user!
        .searchHistoryList,
    ).toEqual([]);
  });
});

describe('who may search', () => {
  test('without a session: 403 and the session message', async () => {
    const reply = await search(t.client(), 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Your session has expired. Please log in again.');
  });

  test("a search the county switches off, Torrens searches without Torrens, and one the user's account may not run: 403", async () => {
    const client = await signedIn(t, 'flatfee.user');
    await changeCountyGroup(t, 'search', { Address: false });
    const off = await search(client, 'searchByAddress', {
      ...ALL_DATES,
      houseNumber: '412',
      streetName: 'Tamarack',
    });
    expect(off.status).toBe(403);
    expect(off.body.message).toBe('This search is not available to you.');

    await changeCountyGroup(t, 'search2', { torrens: false });
    expect(
      (await search(client, 'searchByTorrensCertificate', { certificateNumber: '90001' })).status,
    ).toBe(403);

    // Lakeside Law Office's page access leaves Torrens Text and Tract Index (NMI) off.
    await changeCountyGroup(t, 'search2', { torrens: true });
    const lakeside = await signedIn(t, 'robert.kowalski');
    expect((await search(lakeside, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      403,
    );
    expect((await search(client, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      200,
    );
    // With access "same", the county's switches alone decide.
    await changeCountyGroup(t, 'search', { searchAccess: 'same' });
    expect((await search(lakeside, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      200,
    );
  });

  test("an account's page access and payment method, changed by anyone, count from the next search; its balance is read after the charge", async () => {
    // The server keeps an account's standing between calls (currentUser/standing.ts); these changes come from
    // outside the API, as an administrator's SQL would, and the database's triggers tell the server.
    const lakeside = await signedIn(t, 'robert.kowalski');
    expect((await search(lakeside, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      403,
    );
    await query(
      t,
      sql`update account_page_access set flags = flags - 'searchByTorrensText'
      where account_id = (select account_id from users where username_lower = 'robert.kowalski')`,
    );
    expect((await search(lakeside, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      200,
    );
    await query(
      t,
      sql`update account_page_access set flags = flags || '{"searchByTorrensText": false}'
      where account_id = (select account_id from users where username_lower = 'robert.kowalski')`,
    );
    expect((await search(lakeside, 'searchByTorrensText', { text: 'quillfeather' })).status).toBe(
      403,
    );

    // Pine Ridge pays for searches from its escrow; the balance shown is the one after the charge.
    const escrow = await signedIn(t, 'escrow.user');
    const paid = await search(escrow, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'quillfeather',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.content).toMatchObject({ price: expect.any(Number), paymentNeeded: false });
    const price = paid.body.content.price;
    expect(price).toBeGreaterThan(0);
    expect(paid.body.content.usageBalance).toBe(`$${(250 - price).toFixed(2)}`);
    // Paid by card from now on: the next search needs a card authorization first.
    await query(
      t,
      sql`update accounts set payment_method = 'CREDIT_CARD' where name = 'Pine Ridge Title Co.'`,
    );
    const byCard = await search(escrow, 'searchByName', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'ashgrove',
    });
    expect(byCard.status).toBe(200);
    expect(byCard.body.content).toMatchObject({ paymentNeeded: true, searchResults: null });
  });

  test('a protected document is found only by users who may view protected documents', async () => {
    const body = { documentNumber: fixture(9) };
    expect(
      await documentNumbers(await signedIn(t, 'flatfee.user'), 'searchByDocumentNumber', body),
    ).toEqual([]);
    expect(
      await documentNumbers(await signedIn(t, 'trimin.admin'), 'searchByDocumentNumber', body),
    ).toEqual([fixture(9)]);
  });

  test('invalid criteria: 400 with the contract message per field', async () => {
    const client = await signedIn(t, 'flatfee.user');
    const reply = await search(client, 'searchByName', {
      grantorGranteeLastName1: 'Q',
      fromRecordedDate: '01/01/2999',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: {
        grantorGranteeLastName1: '2 characters minimum.',
        fromRecordedDate: 'Future date entered.',
      },
      fieldMessages: expect.any(Object),
    });
  });
});
