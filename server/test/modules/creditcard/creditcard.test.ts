import { eq } from 'drizzle-orm';
import { cardGatewayTokens, cardGatewayTransactions } from '../../../src/db/schema';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { DECLINING_CARD, payOnHostedPage, postForm } from '../../helpers/card';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const authorize = async (client: TestClient) =>
  (await client.post<{ token: string }>('/api/creditcard/authorize', {})).body.content.token;
const respond = (client: TestClient, body: unknown) =>
  client.post<{ authorizationOkay: boolean }>('/api/creditcard/authorizationResponse', body);

describe('creditcard', () => {
  test('authorize issues a PREAUTHORIZATION token for the county maxAmount ($25.00 by default)', async () => {
    const client = await signedIn('card.user');
    const token = await authorize(client);
    const [row] = await db()
      .select()
      .from(cardGatewayTokens)
      .where(eq(cardGatewayTokens.token, token));
    expect(row).toMatchObject({
      purpose: 'PREAUTHORIZATION',
      amount: '25.00',
      surcharge: '0.00',
      total: '25.00',
      status: 'ISSUED',
    });
    expect((await postForm(t.app, 'hostedPage', { token })).body).toContain('Pay $25.00');

    const countyConfig = new CountyConfigRepository(db());
    await countyConfig.put('creditCardExtra', {
      ...(await countyConfig.get('creditCardExtra')),
      maxAmount: 40,
    });
    const bigger = await authorize(client);
    expect(
      (await db().select().from(cardGatewayTokens).where(eq(cardGatewayTokens.token, bigger)))[0]
        .total,
    ).toBe('40.00');
    expect((await t.client().post('/api/creditcard/authorize', {})).status).toBe(403);
  });

  test('an approved payment is accepted once, after the gateway confirms it', async () => {
    const client = await signedIn('card.user');
    const response = await payOnHostedPage(t.app, await authorize(client));
    expect((await respond(client, response)).body.content).toEqual({ authorizationOkay: true });
    const [row] = await db()
      .select()
      .from(cardGatewayTransactions)
      .where(eq(cardGatewayTransactions.id, response.transactionId));
    expect(row.consumedAt).not.toBeNull();
    expect((await respond(client, response)).body.content).toEqual({ authorizationOkay: false });
  });

  test('declined, forged, or someone else’s: authorizationOkay false and nothing is accepted', async () => {
    const client = await signedIn('card.user');
    const declined = await payOnHostedPage(t.app, await authorize(client), DECLINING_CARD);
    expect((await respond(client, declined)).body.content.authorizationOkay).toBe(false);
    expect(
      (await respond(client, { ...declined, approved: true })).body.content.authorizationOkay,
    ).toBe(false);

    const token = await authorize(client);
    const forged = {
      transactionId: 'tgw_invented',
      token,
      approved: true,
      message: 'Approved.',
      amount: 25,
      cardLast4: '1111',
    };
    expect((await respond(client, forged)).body.content.authorizationOkay).toBe(false);

    const other = await signedIn('account.admin');
    const theirs = await payOnHostedPage(t.app, await authorize(other));
    expect((await respond(client, theirs)).body.content.authorizationOkay).toBe(false);
    const consumed = await db().select().from(cardGatewayTransactions);
    expect(consumed.every((r) => r.consumedAt === null)).toBe(true);
    // The owner still can.
    expect((await respond(other, theirs)).body.content.authorizationOkay).toBe(true);
  });

  test('a deposit payment is not a preauthorization', async () => {
    const client = await signedIn('account.admin');
    const started = await client.post<{ tokenResults: { token: string } }>(
      '/api/escrowDeposit/initiateDeposit',
      { amount: 20 },
    );
    const response = await payOnHostedPage(t.app, started.body.content.tokenResults.token);
    expect((await respond(client, response)).body.content.authorizationOkay).toBe(false);
  });
});
