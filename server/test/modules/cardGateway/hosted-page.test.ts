import { cardFrameMessageSchema } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import { cardGatewayTokens, cardGatewayTransactions } from '../../../src/db/schema';
import { checkCardEntry, TestCardGateway } from '../../../src/gateways/card/test-gateway';
import { APPROVING_CARD, DECLINING_CARD, postedMessage, postForm } from '../../helpers/card';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function userId(username: string): Promise<number> {
  const result = await db().execute<{ id: number }>(
    sql`select id from users where username = ${username}`,
  );
  return result.rows[0].id;
}

/** A deposit token as initiateDeposit issues it: $25.00 plus a $0.63 surcharge. */
async function issue(surcharge = 63) {
  const gateway = new TestCardGateway(db());
  return gateway.issueToken({
    purpose: 'ESCROW_DEPOSIT',
    userId: await userId('account.admin'),
    accountId: 1,
    amount: 2500,
    surcharge,
  });
}

const transactionsOf = (token: string) =>
  db().select().from(cardGatewayTransactions).where(eq(cardGatewayTransactions.token, token));
const tokenStatus = async (token: string) =>
  (await db().select().from(cardGatewayTokens).where(eq(cardGatewayTokens.token, token)))[0].status;

describe('the hosted card page', () => {
  test('shows the amount, the surcharge and the total, the labelled fields, Pay $X.XX and Cancel; framed only by the portal', async () => {
    const { token } = await issue();
    const page = await postForm(t.app, 'hostedPage', { token });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toMatch(/<th scope="row">Amount<\/th><td>\$25\.00<\/td>/);
    expect(html).toMatch(/<th scope="row">Card surcharge<\/th><td>\$0\.63<\/td>/);
    expect(html).toMatch(/<th scope="row">Total to be charged<\/th><td>\$25\.63<\/td>/);
    expect(html).toContain('<label for="cardNumber">Card number</label>');
    expect(html).toContain('<label for="expiry">Expiry (MM/YY)</label>');
    expect(html).toContain('<label for="cvv">CVV</label>');
    expect(html).toMatch(/<input id="cardNumber" name="cardNumber"/);
    expect(html).toContain('>Pay $25.63</button>');
    expect(html).toContain('>Cancel</button>');
    expect(html).toContain(`name="token" value="${token}"`);
    // No outside resources: the only script is inline, with the page's nonce.
    expect(html).not.toMatch(/<(link|img)\b|src=|https?:\/\//);
    const nonce = /script-src 'nonce-([^']+)'/.exec(
      page.headers['content-security-policy'] as string,
    )![1];
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  test('without a surcharge it shows one amount line', async () => {
    const { token } = await issue(0);
    const html = (await postForm(t.app, 'hostedPage', { token })).body;
    expect(html).toMatch(/<th scope="row">Amount to be charged<\/th><td>\$25\.00<\/td>/);
    expect(html).not.toContain('surcharge</th>');
    expect(html).toContain('>Pay $25.00</button>');
  });

  test('an unknown token gets a page saying so, and nothing else', async () => {
    const page = await postForm(t.app, 'hostedPage', { token: 'not-a-token' });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This payment page has expired or has been used.');
    expect(page.body).not.toContain('Card number');
    expect((await postForm(t.app, 'hostedPage', {})).statusCode).toBe(410);
  });

  test('4111 1111 1111 1111 approves: a transaction is recorded and posted to the portal window', async () => {
    const { token } = await issue();
    const paid = await postForm(t.app, 'pay', {
      token,
      cardNumber: APPROVING_CARD,
      expiry: '12/39',
      cvv: '123',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const message = postedMessage(paid.body);
    expect(cardFrameMessageSchema.parse(message)).toEqual({
      source: 'lrp-card-gateway',
      type: 'transactionResponse',
      response: {
        transactionId: expect.stringMatching(/^tgw_/),
        token,
        approved: true,
        message: 'Approved.',
        amount: 25.63,
        cardLast4: '1111',
      },
    });
    expect(paid.body).toContain('window.parent.postMessage');
    expect(paid.body).toContain('window.location.origin');
    const rows = await transactionsOf(token);
    expect(rows).toEqual([
      expect.objectContaining({
        id: message!.response!.transactionId,
        approved: true,
        amount: '25.63',
        cardLast4: '1111',
        message: 'Approved.',
        consumedAt: null,
      }),
    ]);
    expect(await tokenStatus(token)).toBe('APPROVED');
  });

  test('4000 0000 0000 0002 declines; any other number declines with "Use a test card number."', async () => {
    const declined = await issue();
    const response = postedMessage(
      (
        await postForm(t.app, 'pay', {
          token: declined.token,
          cardNumber: DECLINING_CARD,
          expiry: '01/40',
          cvv: '999',
        })
      ).body,
    )!.response!;
    expect(response).toMatchObject({
      approved: false,
      message: 'The card was declined.',
      cardLast4: '0002',
    });
    expect(await transactionsOf(declined.token)).toEqual([
      expect.objectContaining({ approved: false, message: 'The card was declined.' }),
    ]);
    expect(await tokenStatus(declined.token)).toBe('DECLINED');

    const other = await issue();
    const page = await postForm(t.app, 'pay', {
      token: other.token,
      cardNumber: '5555555555554444',
      expiry: '01/40',
      cvv: '1234',
    });
    expect(postedMessage(page.body)!.response).toMatchObject({
      approved: false,
      message: 'Use a test card number.',
      cardLast4: '4444',
    });
    expect(page.body).toContain('Use a test card number.');
    expect(await transactionsOf(other.token)).toEqual([
      expect.objectContaining({ approved: false, message: 'Use a test card number.' }),
    ]);
  });

  test('a bad expiry or CVV shows the form again with a message and records nothing; the token stays usable', async () => {
    const { token } = await issue();
    for (const [entry, message] of [
      [{ expiry: '13/30', cvv: '123' }, 'Enter the expiry as MM/YY.'],
      [{ expiry: '01/20', cvv: '123' }, 'This card has expired.'],
      [{ expiry: '12/39', cvv: '12' }, 'Enter the 3- or 4-digit CVV.'],
    ] as const) {
      const page = await postForm(t.app, 'pay', { token, cardNumber: APPROVING_CARD, ...entry });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`role="alert">${message}</p>`);
      expect(page.body).toContain('Card number');
      expect(page.body).toContain(`value="${APPROVING_CARD}"`);
      expect(page.body).toContain('aria-invalid="true"');
      expect(postedMessage(page.body)).toBeNull();
    }
    expect(await transactionsOf(token)).toEqual([]);
    const paid = postedMessage(
      (
        await postForm(t.app, 'pay', {
          token,
          cardNumber: '4111111111111111',
          expiry: '12/39',
          cvv: '123',
        })
      ).body,
    );
    expect(paid!.response!.approved).toBe(true);
  });

  test('a token pays once: a second payment, even concurrently, is refused', async () => {
    const { token } = await issue();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () =>
        postForm(t.app, 'pay', { token, cardNumber: APPROVING_CARD, expiry: '12/39', cvv: '123' }),
      ),
    );
    expect(pages.filter((p) => p.statusCode === 200)).toHaveLength(1);
    expect(pages.filter((p) => p.statusCode === 410)).toHaveLength(4);
    expect(await transactionsOf(token)).toHaveLength(1);
    expect((await postForm(t.app, 'hostedPage', { token })).statusCode).toBe(410);
  });

  test('an expired token (15 minutes) is refused', async () => {
    const { token, expiresAt } = await issue();
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000 + 5_000);
    await db()
      .update(cardGatewayTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(cardGatewayTokens.token, token));
    expect((await postForm(t.app, 'hostedPage', { token })).statusCode).toBe(410);
    expect(
      (
        await postForm(t.app, 'pay', {
          token,
          cardNumber: APPROVING_CARD,
          expiry: '12/39',
          cvv: '123',
        })
      ).statusCode,
    ).toBe(410);
    expect(await transactionsOf(token)).toEqual([]);
  });

  test('Cancel closes the token and tells the portal window', async () => {
    const { token } = await issue();
    const page = await postForm(t.app, 'cancel', { token });
    expect(page.statusCode).toBe(200);
    expect(postedMessage(page.body)).toEqual({ source: 'lrp-card-gateway', type: 'cancel' });
    expect(await tokenStatus(token)).toBe('CANCELLED');
    expect(
      (
        await postForm(t.app, 'pay', {
          token,
          cardNumber: APPROVING_CARD,
          expiry: '12/39',
          cvv: '123',
        })
      ).statusCode,
    ).toBe(410);
  });

  test('the card script documents the protocol', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/cardGateway/script.js' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.body).toContain("type: 'transactionResponse'");
    expect(reply.body).toContain('LrpCardGateway');
  });

  test('with CARD_GATEWAY=none there is no hosted page', async () => {
    const app = await t.buildApp({ cardGateway: 'none' });
    const { token } = await issue();
    const reply = await postForm(app, 'hostedPage', { token });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      ok: false,
      message: 'The requested service does not exist.',
    });
  });
});

describe('CSRF', () => {
  test('only the gateway routes take a post without the CSRF header', async () => {
    const { token } = await issue();
    // The gateway: a plain form post with no header (and no cookie) is served.
    expect((await postForm(t.app, 'hostedPage', { token })).statusCode).toBe(200);
    expect((await postForm(t.app, 'cancel', { token })).statusCode).toBe(200);

    // Every money call still wants it, even with a session.
    const client = t.client();
    await client.login('account.admin');
    for (const [url, body] of [
      ['/api/escrowDeposit/initiateDeposit', { amount: 25 }],
      [
        '/api/escrowDeposit/completeDeposit',
        {
          transactionId: 'x',
          token: 'y',
          approved: true,
          message: '',
          amount: 1,
          cardLast4: '1111',
        },
      ],
      ['/api/creditcard/authorize', {}],
      [
        '/api/creditcard/authorizationResponse',
        {
          transactionId: 'x',
          token: 'y',
          approved: true,
          message: '',
          amount: 1,
          cardLast4: '1111',
        },
      ],
      ['/api/flatFee/getAddOnOptions', {}],
      ['/api/flatFee/userAddOn', { imageStateGuid: 'x' }],
    ] as const) {
      const reply = await client.post(url, body, { csrf: false });
      expect([url, reply.status, reply.body.message]).toEqual([
        url,
        403,
        'Security check failed. Please reload the page and try again.',
      ]);
    }
    // A look-alike path outside the gateway is not exempt.
    const lookalike = await t.app.inject({
      method: 'POST',
      url: '/api/cardGatewayX/hostedPage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(lookalike.statusCode).toBe(403);
  });

  test('the hosted page takes a form body only in its own routes', async () => {
    const client = t.client();
    await client.login('account.admin');
    const reply = await client.send('POST', '/api/creditcard/authorize', {
      body: 'x=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).toBe(415);
  });
});

describe('card entry checks', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  test('a card is good through its expiry month; numbers may have spaces', () => {
    expect(
      checkCardEntry({ cardNumber: '4111 1111 1111 1111', expiry: '06/26', cvv: '123' }, now),
    ).toBeNull();
    expect(
      checkCardEntry({ cardNumber: '4111-1111-1111-1111', expiry: '6/26', cvv: '123' }, now),
    ).toMatchObject({ field: 'expiry' });
    expect(
      checkCardEntry({ cardNumber: '4111111111111111', expiry: '05/26', cvv: '123' }, now),
    ).toEqual({ field: 'expiry', message: 'This card has expired.' });
    expect(checkCardEntry({ cardNumber: '4111', expiry: '06/26', cvv: '123' }, now)).toMatchObject({
      field: 'cardNumber',
    });
    expect(
      checkCardEntry({ cardNumber: '4111111111111111', expiry: '06/26', cvv: '12a' }, now),
    ).toMatchObject({ field: 'cvv' });
  });
});
