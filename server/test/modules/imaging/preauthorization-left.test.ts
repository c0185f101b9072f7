import type { CurrentUser, DownloadOrder, PayDownloadOrderResult } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { payOnHostedPage } from '../../helpers/card';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

// A card user's header shows what is left of their card preauthorization: the session's user and the usage
// balance answer carry it (creditcard/preauthorization-left.ts, which image orders price against too).

const t = setupServerTest();

const balance = async (client: TestClient) => {
  const user = (await client.get<{ user: CurrentUser }>('/api/currentUser/loginStatus')).body
    .content.user;
  const reply = await client.post<{
    usageBalance: string | null;
    preauthorizationLeft: string | null;
  }>('/api/currentUser/usageBalance', { userId: user.userId });
  expect(reply.status).toBe(200);
  return {
    session: user.preauthorizationLeft,
    answer: reply.body.content.preauthorizationLeft ?? null,
  };
};

async function preauthorize(client: TestClient) {
  const token = (await client.post<{ token: string }>('/api/creditcard/authorize', {})).body.content
    .token;
  const response = await payOnHostedPage(t.app, token);
  const reply = await client.post<{ authorizationOkay: boolean }>(
    '/api/creditcard/authorizationResponse',
    response,
  );
  expect(reply.body.content.authorizationOkay).toBe(true);
}

describe("a card user's preauthorization left", () => {
  test('none before preauthorizing; then the amount, less what image orders charged to it', async () => {
    const client = await signedIn(t, 'card.user');
    expect(await balance(client)).toEqual({ session: null, answer: null });

    await preauthorize(client);
    const [{ id }] = await query<{ id: number }>(
      t,
      sql`select id from documents where display_doc_number = ${fixture(2)}`,
    );
    const order = (
      await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
        ...documentRef(id),
        pageSelectionMethod: 'CSV_PAGES',
        selectedAsCsv: '1',
      })
    ).body.content;
    // What the order dialog prices against is what the header shows.
    const before = order.feeSchedule.beginningBalance;
    expect(before).toMatch(/^\$\d+\.\d\d$/);
    expect(await balance(client)).toEqual({ session: before, answer: before });

    const paid = await client.post<PayDownloadOrderResult>('/api/imaging/payDownloadOrder', {
      imageStateGuid: order.imageState.guid,
    });
    expect(paid.body.content.status).toBe('PAID');
    const after = order.feeSchedule.endingBalance;
    expect(after).not.toBe(before);
    expect(await balance(client)).toEqual({ session: after, answer: after });
  });

  test('an expired preauthorization is none; users who do not pay by card have none', async () => {
    const client = await signedIn(t, 'card.user');
    await preauthorize(client);
    await query(t, sql`update card_preauthorizations set expires_at = now() - interval '1 minute'`);
    expect(await balance(client)).toEqual({ session: null, answer: null });
    for (const username of ['escrow.user', 'flatfee.user'])
      expect(await balance(await signedIn(t, username))).toEqual({ session: null, answer: null });
  });
});
