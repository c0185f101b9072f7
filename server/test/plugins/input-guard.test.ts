import { changeCountyGroup } from '../helpers/card';
import { setupServerTest, type TestClient } from '../helpers/test-app';

const t = setupServerTest();

const BAD_TEXT = 'Text may not contain NUL characters or broken Unicode (lone surrogates).';
const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The probe's input: quadratic for /^[^\s@]+@[^\s@]+\.[^\s@]+$/ (8.9 s at n = 120,000; minutes near 1 MB). */
const redosAddress = (dots: number) => `a@${'.'.repeat(dots)}@`;

describe('the e-mail rule on hostile input (ReDoS)', () => {
  test('an address as long as the body limit allows (60 KB) is refused for its length wherever the rule runs', async () => {
    const email = redosAddress(60_000);
    const anonymous = t.client();
    const answers = [
      await anonymous.post('/api/auth/forgotUsername', { email }),
      await anonymous.post('/api/auth/forgotPassword', { username: 'escrow.user', email }),
      await anonymous.post('/api/auth/signUp', { email }),
    ];
    const profile = await (
      await signedIn('escrow.user')
    ).post('/api/currentUser/profile', { email });
    for (const reply of [...answers, profile]) {
      expect(reply.status).toBe(400);
      expect(reply.body.content).toMatchObject({
        fieldErrors: { email: '50 characters max.' },
        fieldMessages: expect.any(Object),
      });
    }
  });

  test("the probe's 120,000 dots (and 1 MB) are refused for their size; at the limit the address rule answers", async () => {
    for (const dots of [120_000, 1024 * 1024 - 200]) {
      const probe = await t
        .client()
        .post('/api/auth/forgotUsername', { email: redosAddress(dots) });
      expect([probe.status, probe.body.message]).toEqual([413, 'The request is too large.']);
    }
    const fits = await t.client().post('/api/auth/forgotUsername', { email: redosAddress(46) });
    expect(fits.body.content).toEqual({
      fieldErrors: { email: 'Enter an e-mail address like name@example.com.' },
      fieldMessages: expect.any(Object),
    });
  });
});

describe('NUL and lone surrogates: one check for every string', () => {
  test.each([
    ['/api/auth/login', { username: `escrow${NUL}.user`, password: 'x' }, 'username'],
    ['/api/auth/forgotUsername', { email: `a${NUL}@example.com` }, 'email'],
    ['/api/auth/forgotPassword', { username: `x${NUL}`, email: 'a@example.com' }, 'username'],
    ['/api/auth/completeRegistration', { ticket: `${'x'.repeat(20)}${NUL}` }, 'ticket'],
    [
      '/api/auth/resetPassword',
      { password: 'Fresh#Start2026', ticket: `${'x'.repeat(20)}${LONE_SURROGATE}` },
      'ticket',
    ],
    [
      '/api/auth/signUp',
      { username: 'ada.lovelace', firstName: `Ada${LONE_SURROGATE}` },
      'firstName',
    ],
  ])('anonymous %s: a 400 naming the field', async (url, body, field) => {
    const reply = await t.client().post(url, body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      ok: false,
      message: BAD_TEXT,
      code: 'server.badText',
      params: null,
      lockout: false,
      content: { fieldErrors: { [field]: BAD_TEXT }, fieldMessages: expect.any(Object) },
    });
  });

  test('signed in: profile, user list, county settings, money calls', async () => {
    const clerk = await signedIn('county.clerk');
    const trimin = await signedIn('trimin.admin');
    const admin = await signedIn('account.admin');
    const cases: [TestClient, string, unknown, string][] = [
      [admin, '/api/currentUser/profile', { city: `Pine${NUL}Ridge` }, 'city'],
      [clerk, '/api/userManager/users', { filterText: `smith${NUL}` }, 'filterText'],
      [
        clerk,
        '/api/controlPanel/countyConfig/common',
        { appTitle: `Land ${LONE_SURROGATE} Records` },
        'appTitle',
      ],
      [
        trimin,
        '/api/controlPanel/countyConfig/modules',
        { disabled: ['mfe-search', `mfe${NUL}`] },
        'disabled.1',
      ],
      [
        admin,
        '/api/escrowDeposit/completeDeposit',
        { transactionId: `t${NUL}`, token: 'x' },
        'transactionId',
      ],
      [admin, '/api/flatFee/userAddOn', { imageStateGuid: `g${NUL}` }, 'imageStateGuid'],
      [
        admin,
        '/api/creditcard/authorizationResponse',
        { transactionId: 't', token: `x${LONE_SURROGATE}` },
        'token',
      ],
      [clerk, '/api/controlPanel/countyConfig/common', { [`key${NUL}`]: 'value' }, `key${NUL}`],
    ];
    for (const [client, url, body, field] of cases) {
      const reply = await client.post(url, body);
      expect([url, reply.status, reply.body.content]).toEqual([
        url,
        400,
        { fieldErrors: { [field]: BAD_TEXT }, fieldMessages: expect.any(Object) },
      ]);
    }
  });

  test('the card page form, query strings and path parameters too', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/cardGateway/hostedPage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc%00def',
    });
    expect(form.statusCode).toBe(400);
    expect((await t.client().get('/api/helperdata/codeDescriptions?x=%00')).status).toBe(400);
    expect((await t.client().get('/api/auth/loginPageSlide/1%00')).body.content).toEqual({
      fieldErrors: { n: BAD_TEXT },
      fieldMessages: expect.any(Object),
    });
  });

  test('a well-formed pair of surrogates (an emoji) is text like any other', async () => {
    const clerk = await signedIn('county.clerk');
    const common = (
      await clerk.get<Record<string, unknown>>('/api/controlPanel/countyConfig/common')
    ).body.content;
    const reply = await clerk.post('/api/controlPanel/countyConfig/common', {
      ...common,
      contactName: 'Recorder 📜',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({ contactName: 'Recorder 📜' });
  });

  test('a body nested thirty thousand levels deep (within the body limit) is an ordinary 400', async () => {
    const deep = `{"email":${'['.repeat(30_000)}${']'.repeat(30_000)}}`;
    const reply = await t.client().send('POST', '/api/auth/forgotUsername', {
      body: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { email: 'Must be a string.' },
      fieldMessages: expect.any(Object),
    });
  });
});

describe('numbers are range-checked before they reach a column', () => {
  test('a user-list account id beyond 32 bits', async () => {
    const clerk = await signedIn('county.clerk');
    const reply = await clerk.post('/api/userManager/users', { accountId: 2 ** 31 });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { accountId: 'Must be at most 2147483647.' },
      fieldMessages: expect.any(Object),
    });
    for (const accountId of [2 ** 53, -1, 0])
      expect((await clerk.post('/api/userManager/users', { accountId })).status).toBe(400);
  });

  test('a balance request for a user id beyond 32 bits', async () => {
    const reply = await (
      await signedIn('escrow.user')
    ).post('/api/currentUser/usageBalance', { userId: 2 ** 40 });
    expect(reply.status).toBe(400);
  });

  test('a deposit beyond $1,000,000.00, even when the county sets no largest deposit', async () => {
    await changeCountyGroup(t, 'escrow', { minReloadAmount: 0, maxReloadAmount: 0 });
    const admin = await signedIn('account.admin');
    for (const amount of [1e7, 1e12, 1e300]) {
      const reply = await admin.post('/api/escrowDeposit/initiateDeposit', { amount });
      expect([amount, reply.status, reply.body.content]).toEqual([
        amount,
        400,
        {
          fieldErrors: { amount: 'The maximum deposit is $1,000,000.00.' },
          fieldMessages: expect.any(Object),
        },
      ]);
    }
    expect(
      (await admin.post('/api/escrowDeposit/initiateDeposit', { amount: 1_000_000 })).status,
    ).toBe(200);
  });

  test('county money settings and flat-fee rates beyond what their columns hold', async () => {
    const clerk = await signedIn('county.clerk');
    const escrow = (
      await clerk.get<Record<string, unknown>>('/api/controlPanel/countyConfig/escrow')
    ).body.content;
    for (const field of ['maxReloadAmount', 'minReloadAmount', 'creditCardSurcharge']) {
      const reply = await clerk.post('/api/controlPanel/countyConfig/escrow', {
        ...escrow,
        [field]: 1e13,
      });
      // (A minimum that large is also above the maximum: that rule may speak too.)
      expect(reply.status).toBe(400);
      expect(reply.body.content).toEqual({
        fieldErrors: expect.objectContaining({ [field]: 'At most $1,000,000.00.' }),
        fieldMessages: expect.any(Object),
      });
    }
    const flatFee = (
      await clerk.get<{ rates: Record<string, unknown>[] }>(
        '/api/controlPanel/countyConfig/flatFeeOverride',
      )
    ).body.content;
    const rates = flatFee.rates.map((r, i) =>
      i === 0 ? { ...r, cost: 1e13, numberOfPages: 2 ** 32 } : r,
    );
    const reply = await clerk.post('/api/controlPanel/countyConfig/flatFeeOverride', {
      ...flatFee,
      rates,
    });
    expect(reply.body.content).toEqual({
      fieldErrors: {
        'rates.0.cost': 'At most $1,000,000.00.',
        'rates.0.numberOfPages': 'Enter a whole number of images.',
      },
      fieldMessages: expect.any(Object),
    });
  });
});

describe('a URL the router cannot decode', () => {
  test('is answered in the envelope', async () => {
    for (const url of ['/api/helperdata/%E0%A4%A', '/api/auth/loginPageSlide/%', '/%zz']) {
      const reply = await t.client().get(url);
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        ok: false,
        message: 'The address of this request is not valid.',
        code: 'server.badUrl',
        params: null,
        lockout: false,
        content: null,
      });
    }
  });
});
