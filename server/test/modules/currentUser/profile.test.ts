import { profileSchema, type Profile } from '@lrp/contract';
import { and, eq } from 'drizzle-orm';
import {
  accounts,
  actionQuotas,
  auditLog,
  knownDevices,
  mailOutbox,
  sessions,
  signInThrottles,
  users,
} from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/tokens';
import { DEMO_PASSWORD, setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function signedIn(username: string) {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const userRow = async (username: string) =>
  (await db().select().from(users).where(eq(users.usernameLower, username)))[0];

describe('GET /api/currentUser/profile', () => {
  test("the signed-in user's own details", async () => {
    const client = await signedIn('maria.lindqvist');
    const reply = await client.get<Profile>('/api/currentUser/profile');
    expect(reply.status).toBe(200);
    expect(profileSchema.parse(reply.body.content)).toEqual({
      firstName: 'Maria',
      lastName: 'Lindqvist',
      company: 'Pine Ridge Title Co.',
      address: '214 Main Street',
      city: 'Pine Ridge',
      state: 'MN',
      zip: '56470',
      email: 'maria.lindqvist@pineridgetitle.example.com',
      phoneFormatType: 'STANDARD',
      phone: '(555) 010-3103',
    });
  });

  test('an incomplete profile (a user an administrator created) is still answered', async () => {
    await db()
      .update(users)
      .set({ email: null, phone: '', address: '' })
      .where(eq(users.usernameLower, 'county.clerk'));
    const reply = await (await signedIn('county.clerk')).get<Profile>('/api/currentUser/profile');
    expect(reply.status).toBe(200);
    expect(reply.body.content).toMatchObject({
      email: '',
      phone: '',
      address: '',
      firstName: 'Janet',
    });
  });

  test('is not for GUEST, nor without a session', async () => {
    const guest = await signedIn('public.guest');
    const reply = await guest.get('/api/currentUser/profile');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('You do not have permission to do that.');
    expect((await t.client().get('/api/currentUser/profile')).body.message).toBe(
      'Your session has expired. Please log in again.',
    );
  });
});

describe('POST /api/currentUser/profile', () => {
  const base: Profile = {
    firstName: 'Maria',
    lastName: 'Lindqvist',
    company: 'Pine Ridge Title Co.',
    address: '214 Main Street',
    city: 'Pine Ridge',
    state: 'MN',
    zip: '56470',
    email: 'maria.lindqvist@pineridgetitle.example.com',
    phoneFormatType: 'STANDARD',
    phone: '(555) 010-3103',
  };

  test('trims and saves; answers the saved profile with "Profile saved."', async () => {
    const client = await signedIn('maria.lindqvist');
    const reply = await client.post<Profile>('/api/currentUser/profile', {
      ...base,
      city: '  Birch Lake  ',
      zip: ' 56472 ',
      company: '  ',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ ok: true, message: 'Profile saved.' });
    expect(reply.body.content).toMatchObject({ city: 'Birch Lake', zip: '56472', company: '' });
    expect(await userRow('maria.lindqvist')).toMatchObject({
      city: 'Birch Lake',
      zip: '56472',
      company: '',
    });
    expect((await client.get<Profile>('/api/currentUser/profile')).body.content.city).toBe(
      'Birch Lake',
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'USER_CHANGE'), eq(auditLog.username, 'maria.lindqvist')));
    expect(audit.detail).toEqual({ change: 'PROFILE', fields: ['company', 'city', 'zip'] });
  });

  test('an international phone', async () => {
    const client = await signedIn('maria.lindqvist');
    const reply = await client.post('/api/currentUser/profile', {
      ...base,
      phoneFormatType: 'INTERNATIONAL',
      phone: '4420794600',
    });
    expect(reply.status).toBe(200);
    expect(await userRow('maria.lindqvist')).toMatchObject({
      phoneFormatType: 'INTERNATIONAL',
      phone: '4420794600',
    });
  });

  test('an e-mail address another user has is refused, whatever its case', async () => {
    const client = await signedIn('maria.lindqvist');
    const reply = await client.post('/api/currentUser/profile', {
      ...base,
      email: 'Erik.Solberg@pineridgetitle.example.com',
      currentPassword: DEMO_PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: 'That e-mail address is already registered.',
      content: {
        fieldErrors: { email: 'That e-mail address is already registered.' },
        fieldMessages: expect.any(Object),
      },
    });
    // Changing only the case of one's own address is fine.
    expect(
      (
        await client.post('/api/currentUser/profile', {
          ...base,
          email: 'Maria.Lindqvist@PineRidgeTitle.example.com',
        })
      ).status,
    ).toBe(200);
  });

  test('changes of e-mail address are capped at five a day, so no account can probe which addresses are registered', async () => {
    const client = await signedIn('maria.lindqvist');
    const probes = [
      'erik.solberg@pineridgetitle.example.com',
      'nobody.1@example.com',
      'paul.brekke@northstarabstract.example.com',
      'nobody.2@example.com',
      'nobody.3@example.com',
    ];
    for (const email of probes)
      expect(
        (
          await client.post('/api/currentUser/profile', {
            ...base,
            email,
            currentPassword: DEMO_PASSWORD,
          })
        ).status,
      ).not.toBe(429);
    for (const email of ['card.user@example.com', 'nobody.4@example.com']) {
      const reply = await client.post('/api/currentUser/profile', {
        ...base,
        email,
        currentPassword: DEMO_PASSWORD,
      });
      expect(reply.status).toBe(429);
      expect(reply.body.message).toBe(
        'The e-mail address of this account has been changed too often today. Please try again tomorrow.',
      );
    }
    // The other fields still save when the address stays.
    const [current] = (
      await db().select().from(users).where(eq(users.usernameLower, 'maria.lindqvist'))
    ).map((u) => u.email);
    expect(
      (
        await client.post('/api/currentUser/profile', {
          ...base,
          email: current!,
          city: 'Birch Lake',
        })
      ).status,
    ).toBe(200);
  });

  test('a new e-mail address: the old one is told', async () => {
    const client = await signedIn('maria.lindqvist');
    expect(
      (
        await client.post('/api/currentUser/profile', {
          ...base,
          email: 'maria@lindqvist.example.net',
          currentPassword: DEMO_PASSWORD,
        })
      ).status,
    ).toBe(200);
    const mails = await db().select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: 'maria.lindqvist@pineridgetitle.example.com',
      subject: 'Land Record Portal: your e-mail address was changed',
    });
    expect(mails[0].bodyText).toContain('was changed to maria@lindqvist.example.net');
  });

  test('a new e-mail address needs the current password; a wrong one is a field error counted like a wrong sign-in', async () => {
    const client = await signedIn('maria.lindqvist');
    const change = { ...base, email: 'maria@lindqvist.example.net' };
    const missing = await client.post('/api/currentUser/profile', change);
    expect(missing.status).toBe(400);
    expect(missing.body.content).toEqual({
      fieldErrors: {
        currentPassword: 'Enter your current password to change your e-mail address.',
      },
      fieldMessages: expect.any(Object),
    });
    const wrong = await client.post('/api/currentUser/profile', {
      ...change,
      currentPassword: 'Wrong!Pass1234',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.content).toEqual({
      fieldErrors: { currentPassword: 'That is not your current password.' },
      fieldMessages: expect.any(Object),
    });
    // Neither saved anything, used the day's quota, nor told anyone.
    expect((await userRow('maria.lindqvist')).email).toBe(base.email);
    expect(await db().select().from(actionQuotas)).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    // The wrong password was counted on this browser's own key (it signed in here, so it is a known browser).
    const [device] = await db().select().from(knownDevices);
    const [counted] = await db()
      .select()
      .from(signInThrottles)
      .where(eq(signInThrottles.key, `device:${device.idHash}`));
    expect(counted.failures).toBe(1);
    // The other fields save without it.
    expect(
      (await client.post('/api/currentUser/profile', { ...base, city: 'Birch Lake' })).status,
    ).toBe(200);
  });

  test('guessing the current password is no oracle: past the free failures it is refused unchecked', async () => {
    const client = await signedIn('maria.lindqvist');
    // A session without its browser's device cookie: counted on the username, which strangers have put under attack.
    client.cookies.delete('lrp_device');
    await db().insert(signInThrottles).values({ key: 'user:maria.lindqvist', failures: 30 });
    const held = await client.post('/api/currentUser/profile', {
      ...base,
      email: 'maria@lindqvist.example.net',
      currentPassword: DEMO_PASSWORD,
    });
    expect(held.status).toBe(429);
    expect(held.body.content).toEqual({
      fieldErrors: {
        currentPassword:
          'Too many wrong passwords for this username lately. Please try again later, or use Forgot Password.',
      },
      fieldMessages: expect.any(Object),
    });
    expect((await userRow('maria.lindqvist')).email).toBe(base.email);
  });

  test('answers the contract rules per field', async () => {
    const client = await signedIn('maria.lindqvist');
    const reply = await client.post('/api/currentUser/profile', {
      ...base,
      firstName: 'x'.repeat(31),
      zip: '5647',
      phone: '5550103103',
      email: 'maria@',
      state: 'Minnesota',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: {
        firstName: '30 characters max.',
        zip: '5-digit zip.',
        phone: '(XXX) XXX-XXXX',
        email: 'Enter an e-mail address like name@example.com.',
        state: 'Choose a state.',
      },
      fieldMessages: expect.any(Object),
    });
    const intl = await client.post('/api/currentUser/profile', {
      ...base,
      phoneFormatType: 'INTERNATIONAL',
      phone: '44 20 7946',
    });
    expect(intl.body.content).toEqual({
      fieldErrors: { phone: 'Numbers only.  No spaces.  No dashes.' },
      fieldMessages: expect.any(Object),
    });
    expect(
      (await client.post('/api/currentUser/profile', { ...base, state: 'ZZ' })).body.message,
    ).toBe('Choose a state.');
    expect(await userRow('maria.lindqvist')).toMatchObject({ firstName: 'Maria', zip: '56470' });
  });

  test('county staff keep a profile too; GUEST may not', async () => {
    const clerk = await signedIn('county.clerk');
    const current = (await clerk.get<Profile>('/api/currentUser/profile')).body.content;
    expect(
      (await clerk.post('/api/currentUser/profile', { ...current, phone: '(555) 010-2049' }))
        .status,
    ).toBe(200);
    const guest = await signedIn('public.guest');
    expect((await guest.post('/api/currentUser/profile', base)).status).toBe(403);
  });
});

describe('POST /api/currentUser/password', () => {
  test('saves the new password, keeps this session and ends the other ones', async () => {
    const here = await signedIn('james.okafor');
    const elsewhere = await signedIn('james.okafor');
    const reply = await here.post('/api/currentUser/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'Another#Pass2026',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: 'Password updated.',
      code: 'accountServer.passwordUpdated',
      params: null,
      lockout: false,
      content: null,
    });

    expect((await here.get('/api/currentUser/loginStatus')).body.content).toMatchObject({
      loggedIn: true,
    });
    expect((await elsewhere.get('/api/currentUser/loginStatus')).body.content).toEqual({
      loggedIn: false,
      user: null,
      inactivityMinutes: 30,
    });
    const james = await userRow('james.okafor');
    const open = await db().select().from(sessions).where(eq(sessions.userId, james.id));
    expect(open.map((s) => s.idHash)).toEqual([sha256Hex(here.cookies.get('lrp_session')!)]);

    expect((await t.client().login('james.okafor', DEMO_PASSWORD)).body.message).toBe(
      'Invalid username or password.',
    );
    expect((await t.client().login('james.okafor', 'Another#Pass2026')).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'PASSWORD_CHANGE'), eq(auditLog.userId, james.id)));
    expect(audit.detail).toEqual({ via: 'PROFILE' });
    const [notice] = await db().select().from(mailOutbox);
    expect(notice).toMatchObject({
      toAddress: 'james.okafor@pineridgetitle.example.com',
      subject: 'Land Record Portal: your password was changed',
    });
  });

  test('the password rules of the contract', async () => {
    const client = await signedIn('james.okafor');
    const reply = await client.post('/api/currentUser/password', {
      currentPassword: DEMO_PASSWORD,
      password: 'password1234',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'Password: Must contain a letter, a number and a special character. Special characters are !@#$%^&',
    );
    expect(
      (
        await client.post('/api/currentUser/password', {
          currentPassword: DEMO_PASSWORD,
          password: '',
        })
      ).body.content,
    ).toEqual({ fieldErrors: { password: 'Required.' }, fieldMessages: expect.any(Object) });
  });

  test('asks for the current password: a wrong one is a field error, counted like a wrong sign-in, and changes nothing', async () => {
    const client = await signedIn('james.okafor');
    const before = (await userRow('james.okafor')).passwordHash;
    expect(
      (await client.post('/api/currentUser/password', { password: 'Another#Pass2026' })).body
        .content,
    ).toEqual({
      fieldErrors: { currentPassword: 'Required.' },
      fieldMessages: expect.any(Object),
    });
    const wrong = await client.post('/api/currentUser/password', {
      currentPassword: 'Wrong!Pass1234',
      password: 'Another#Pass2026',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.content).toEqual({
      fieldErrors: { currentPassword: 'That is not your current password.' },
      fieldMessages: expect.any(Object),
    });
    expect((await userRow('james.okafor')).passwordHash).toBe(before);
    expect(await db().select().from(mailOutbox)).toEqual([]);
    const [counted] = await db().select().from(signInThrottles);
    expect(counted).toMatchObject({ key: expect.stringMatching(/^device:/), failures: 1 });
  });

  test('GUEST and visitors without a session are refused', async () => {
    const change = { currentPassword: DEMO_PASSWORD, password: 'Another#Pass2026' };
    expect(
      (await (await signedIn('public.guest')).post('/api/currentUser/password', change)).status,
    ).toBe(403);
    expect((await t.client().post('/api/currentUser/password', change)).status).toBe(403);
  });
});

describe('POST /api/currentUser/usageBalance', () => {
  test("the user's own balance, as the ledger has it now", async () => {
    const client = await signedIn('escrow.user');
    const me = await userRow('escrow.user');
    expect(
      (await client.post('/api/currentUser/usageBalance', { userId: me.id })).body.content,
    ).toEqual({ usageBalance: '$250.00' });
    await db()
      .update(accounts)
      .set({ escrowBalance: '1234.5' })
      .where(eq(accounts.id, me.accountId!));
    expect(
      (await client.post('/api/currentUser/usageBalance', { userId: me.id })).body.content,
    ).toEqual({ usageBalance: '$1,234.50' });
  });

  test('flat fee, and an account administrator', async () => {
    const flat = await signedIn('flatfee.user');
    expect(
      (
        await flat.post('/api/currentUser/usageBalance', {
          userId: (await userRow('flatfee.user')).id,
        })
      ).body.content,
    ).toEqual({
      usageBalance: '120 images remaining',
    });
    const admin = await signedIn('account.admin');
    expect(
      (
        await admin.post('/api/currentUser/usageBalance', {
          userId: (await userRow('account.admin')).id,
        })
      ).body.content,
    ).toEqual({
      usageBalance: '$250.00',
    });
  });

  test("another user's balance is refused, even within the account", async () => {
    const admin = await signedIn('account.admin');
    const reply = await admin.post('/api/currentUser/usageBalance', {
      userId: (await userRow('escrow.user')).id,
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('You may only ask for your own balance.');
  });

  test('is for USER and ACCOUNT only', async () => {
    for (const username of ['county.clerk', 'public.guest', 'trimin.admin']) {
      const client = await signedIn(username);
      const reply = await client.post('/api/currentUser/usageBalance', {
        userId: (await userRow(username)).id,
      });
      expect(reply.status).toBe(403);
    }
  });

  test('validates the body', async () => {
    const client = await signedIn('escrow.user');
    const reply = await client.post('/api/currentUser/usageBalance', { userId: 'me' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('User id: Must be a number.');
  });
});
