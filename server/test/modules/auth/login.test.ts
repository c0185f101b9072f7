import { currentUserSchema, SEARCH_TYPE_KEYS, type CurrentUser } from '@lrp/contract';
import { desc, eq } from 'drizzle-orm';
import { accountPageAccess, accounts, auditLog, sessions, users } from '../../../src/db/schema';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { sha256Hex } from '../../../src/lib/tokens';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

const INVALID = 'Invalid username or password.';

async function setUserStatus(username: string, status: 'A' | 'I' | 'P' | 'L') {
  await db().update(users).set({ status }).where(eq(users.usernameLower, username));
}

describe('POST /api/auth/login', () => {
  test('signs in, sets an httpOnly session cookie and answers the current user', async () => {
    const client = t.client();
    const reply = await client.login('escrow.user');

    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      ok: true,
      message: null,
      code: null,
      params: null,
      lockout: false,
    });
    const user = currentUserSchema.parse(reply.body.content);
    expect(user).toMatchObject({
      username: 'escrow.user',
      fullName: 'Erik Solberg',
      role: 'USER',
      language: 'ENGLISH',
      accountName: 'Pine Ridge Title Co.',
      usageBalance: '$250.00',
      paymentMethod: 'ESCROW',
      accountType: 'A_LA_CARTE',
      allowableAccounts: [],
      allowableUserTypes: [],
    });

    const cookie = reply.response.cookies.find((c) => c.name === 'lrp_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    const [stored] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, sha256Hex(cookie.value)));
    expect(stored).toMatchObject({ userId: user.userId, language: 'ENGLISH' });
    // Only the hash is stored, never the id the browser holds.
    expect(
      await db().select().from(sessions).where(eq(sessions.idHash, cookie.value)),
    ).toHaveLength(0);
  });

  test('marks the session cookie Secure when COOKIE_SECURE is on', async () => {
    const app = await t.buildApp({ cookieSecure: true });
    const reply = await t.client(app).login('escrow.user');
    const cookie = (name: string) => reply.response.cookies.find((c) => c.name === name);
    // Both cookies must be there: a missing one would pass a check of "Secure if present".
    expect(cookie('lrp_session')).toMatchObject({ secure: true });
    expect(cookie('lrp_csrf')).toMatchObject({ secure: true });
  });

  test('matches the username without regard to case and stores the chosen language', async () => {
    const reply = await t.client().login('  County.CLERK ', undefined, 'KOREAN');
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({ username: 'county.clerk', language: 'KOREAN' });
    const [clerk] = await db().select().from(users).where(eq(users.usernameLower, 'county.clerk'));
    expect(clerk.language).toBe('KOREAN');
  });

  test.each<[string, Partial<CurrentUser>]>([
    [
      'trimin.admin',
      {
        role: 'TRIMIN',
        accountId: null,
        accountName: null,
        usageBalance: null,
        paymentMethod: null,
        accountType: null,
        allowableUserTypes: ['TRIMIN', 'COUNTY', 'ACCOUNT', 'USER', 'GUEST'].map((code) =>
          expect.objectContaining({ code }),
        ),
      },
    ],
    [
      'county.clerk',
      {
        role: 'COUNTY',
        usageBalance: null,
        allowableUserTypes: ['COUNTY', 'ACCOUNT', 'USER', 'GUEST'].map((code) =>
          expect.objectContaining({ code }),
        ),
      },
    ],
    [
      'account.admin',
      {
        role: 'ACCOUNT',
        usageBalance: '$250.00',
        allowableUserTypes: [
          { code: 'ACCOUNT', description: 'Account Administrator' },
          { code: 'USER', description: 'User' },
        ],
      },
    ],
    [
      'escrow.user',
      { role: 'USER', usageBalance: '$250.00', paymentMethod: 'ESCROW', accountType: 'A_LA_CARTE' },
    ],
    [
      'flatfee.user',
      {
        role: 'USER',
        usageBalance: '120 images remaining',
        paymentMethod: 'ESCROW',
        accountType: 'FLAT_FEE',
      },
    ],
    [
      'card.user',
      {
        role: 'USER',
        usageBalance: '$0.00',
        paymentMethod: 'CREDIT_CARD',
        accountType: 'A_LA_CARTE',
      },
    ],
    [
      'public.guest',
      {
        role: 'GUEST',
        usageBalance: null,
        accountName: 'Public Access',
        allowableUserTypes: [],
        allowableAccounts: [],
      },
    ],
  ])('%s gets the user of its role, with its balance rule', async (username, expected) => {
    const reply = await t.client().login(username);
    expect(reply.status).toBe(200);
    expect(currentUserSchema.parse(reply.body.content)).toMatchObject({ username, ...expected });
  });

  test('county staff get every account to choose from; an account administrator only its own', async () => {
    const all = await db()
      .select({ id: accounts.id, name: accounts.name })
      .from(accounts)
      .orderBy(accounts.name);
    const trimin = (await t.client().login<CurrentUser>('trimin.admin')).body.content;
    expect(trimin.allowableAccounts).toEqual(
      all.map((a) => ({ code: String(a.id), description: a.name })),
    );
    const county = (await t.client().login<CurrentUser>('county.clerk')).body.content;
    expect(county.allowableAccounts).toHaveLength(5);
    const admin = (await t.client().login<CurrentUser>('account.admin')).body.content;
    expect(admin.allowableAccounts).toEqual([
      { code: String(admin.accountId), description: 'Pine Ridge Title Co.' },
    ]);
  });

  test('a la carte on invoice shows its balance (spec 1: balance shown only); flat fee on an unlimited plan says so', async () => {
    const lakeside = (await t.client().login<CurrentUser>('robert.kowalski')).body.content;
    expect(lakeside).toMatchObject({ paymentMethod: 'INVOICE', usageBalance: '$0.00' });

    await db()
      .update(accounts)
      .set({ flatFeeRateLevel: 5 })
      .where(eq(accounts.name, 'North Star Abstract'));
    expect((await t.client().login<CurrentUser>('flatfee.user')).body.content.usageBalance).toBe(
      'Unlimited images',
    );
    await db()
      .update(accounts)
      .set({ flatFeeRateLevel: 1, imagesRemaining: 1 })
      .where(eq(accounts.name, 'North Star Abstract'));
    expect((await t.client().login<CurrentUser>('flatfee.user')).body.content.usageBalance).toBe(
      '1 image remaining',
    );
  });

  test("the search list leaves out what the account's page access turns off; county staff get all 15", async () => {
    const lakeside = (await t.client().login<CurrentUser>('ellen.marsh')).body.content;
    expect(lakeside.searchList).toEqual(
      SEARCH_TYPE_KEYS.filter((k) => k !== 'searchByTorrensText' && k !== 'searchByTractIndexNMI'),
    );
    const [pineRidge] = await db()
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    await db()
      .insert(accountPageAccess)
      .values({ accountId: pineRidge.id, flags: { searchByName: false } });
    expect(
      (await t.client().login<CurrentUser>('escrow.user')).body.content.searchList,
    ).not.toContain('searchByName');
    expect((await t.client().login<CurrentUser>('county.clerk')).body.content.searchList).toEqual(
      SEARCH_TYPE_KEYS,
    );
  });

  test('a wrong password and an unknown username get the same 401 message', async () => {
    const wrong = await t.client().login('escrow.user', 'Not!TheRight1');
    const unknown = await t.client().login('nobody.at.all', 'Not!TheRight1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({
      ok: false,
      message: INVALID,
      code: 'server.invalidCredentials',
      params: null,
      lockout: false,
      content: null,
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.response.cookies.find((c) => c.name === 'lrp_session')).toBeUndefined();
  });

  test('does not lock anyone when the county does not limit login attempts', async () => {
    await countyConfig().put('userAccess', {
      ...(await countyConfig().get('userAccess')),
      limitLoginAttempts: false,
    });
    for (let i = 0; i < 7; i += 1)
      expect((await t.client().login('card.user', 'Wrong!Pass123')).body.message).toBe(INVALID);
    expect((await t.client().login('card.user')).status).toBe(200);
  });

  test.each([
    ['L', 'Your account is locked. Please contact the county or use Forgot Password.'],
    ['I', 'Your account is inactive. Please contact the county.'],
    ['P', 'Your registration is not complete. Please follow the link in the e-mail we sent you.'],
  ] as const)('refuses a user with status %s', async (status, message) => {
    await setUserStatus('card.user', status);
    const reply = await t.client().login('card.user');
    expect(reply.status).toBe(401);
    expect(reply.body).toMatchObject({ ok: false, message, content: null });
  });

  test('a county lockout refuses a USER with the county message but admits COUNTY and TRIMIN', async () => {
    const lockout = await countyConfig().get('userLockout');
    await countyConfig().put('userLockout', { ...lockout, lockoutInPlace: true });

    const user = await t.client().login('escrow.user');
    expect(user.status).toBe(401);
    expect(user.body).toMatchObject({ ok: false, lockout: true, message: lockout.messageLogin });

    const clerk = await t.client().login('county.clerk');
    expect(clerk.status).toBe(200);
    expect(clerk.body).toMatchObject({ ok: true, lockout: true });
    expect((await t.client().login('trimin.admin')).status).toBe(200);
  });

  test('writes audit rows for success and failure', async () => {
    await t.client().login('account.admin');
    await t.client().login('account.admin', 'Wrong!Pass123');
    await t.client().login('ghost.user', 'Wrong!Pass123');
    const rows = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(3);
    expect(rows.map((r) => [r.type, r.username, r.detail.reason ?? null, r.clientAddress])).toEqual(
      [
        ['LOGIN_FAILURE', 'ghost.user', 'unknown_user', '127.0.0.1'],
        ['LOGIN_FAILURE', 'account.admin', 'bad_password', '127.0.0.1'],
        ['LOGIN_SUCCESS', 'account.admin', null, '127.0.0.1'],
      ],
    );
  });

  test('answers 400 with an actionable message for a bad body', async () => {
    const reply = await t.client().post('/api/auth/login', { password: 'x', language: 'KLINGON' });
    expect(reply.status).toBe(400);
    expect(reply.body.ok).toBe(false);
    expect(reply.body.message).toBe(
      'Username: Required. Language: Must be one of BENGALI, CAROLINIAN, CHAMORRO, CHINESE, CHUUKESE, ENGLISH, JAPANESE, KOREAN, PALAUAN, POHNPEIAN, RUSSIAN, TAGALOG, THAI, TURKISH.',
    );
    expect(reply.body.content).toEqual({
      fieldErrors: { username: 'Required.', language: expect.stringMatching(/^Must be one of/) },
      fieldMessages: expect.any(Object),
    });
    expect(
      (await t.client().post('/api/auth/login', { username: '   ', password: '' })).body.message,
    ).toBe('Username: Required. Password: Required.');
  });

  test('limits /api/auth calls per client address', async () => {
    const app = await t.buildApp({ authRateLimitPerMinute: 3 });
    const client = t.client(app);
    for (let i = 0; i < 3; i += 1)
      expect((await client.get('/api/auth/loginPageSlides')).status).toBe(200);
    const limited = await client.login('escrow.user');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      ok: false,
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Other areas are not limited.
    expect((await client.get('/api/helperdata/notableDates')).status).toBe(200);
  });
});
