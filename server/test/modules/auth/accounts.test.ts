import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { completeRegistrationResponseSchema } from '@lrp/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  auditLog,
  mailOutbox,
  sessions,
  signInThrottles,
  tickets,
  users,
} from '../../../src/db/schema';
import { verifyPassword } from '../../../src/lib/password';
import { sha256Hex } from '../../../src/lib/tokens';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { DEMO_PASSWORD, setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

const REGISTRATION_SENT =
  "We've emailed you a link. Please follow the link to complete your registration.";
const USERNAME_SENT = 'If that e-mail address is registered, we have sent the username to it.';
const RESET_SENT =
  'If the username and e-mail match an account, we have sent a link to reset the password.';

const registration = {
  username: 'ada.lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: '',
  address: '12 Main St',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '55111',
  email: 'ada@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(555) 010-2040',
  password: 'Engine#1843abc',
};

type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
};

async function outbox(client: TestClient = t.client()): Promise<OutboxMessage[]> {
  const reply = await client.get<{ messages: OutboxMessage[] }>('/api/dev/outbox');
  expect(reply.status).toBe(200);
  return reply.body.content.messages;
}

/** The ticket in the newest link of the newest mail to an address that contains `path`. */
async function ticketMailedTo(to: string, path: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.to === to);
  const link = mail?.links.find((l) => l.includes(path));
  if (!link) throw new Error(`no ${path} link mailed to ${to}`);
  return link.slice(link.lastIndexOf('/') + 1);
}

async function signUp(body: Record<string, unknown> = registration, client = t.client()) {
  return client.post('/api/auth/signUp', body);
}

describe('POST /api/auth/signUp', () => {
  test('creates a pending USER without an account and mails the completion link', async () => {
    const reply = await signUp();
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: REGISTRATION_SENT,
      code: 'accountServer.registrationSent',
      params: null,
      lockout: false,
      content: null,
    });

    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace'));
    expect(user).toMatchObject({
      role: 'USER',
      status: 'P',
      accountId: null,
      email: 'ada@example.com',
      firstName: 'Ada',
      phone: '(555) 010-2040',
    });
    expect(await verifyPassword('Engine#1843abc', user.passwordHash)).toBe(true);

    const [mail] = await outbox();
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Land Record Portal: complete your registration');
    expect(mail.text).toContain('Hello Ada Lovelace,');
    expect(mail.text).toContain('within 4 hours');
    expect(mail.text).toContain('Your username is ada.lovelace.');
    expect(mail.text).toMatch(
      /Pine Ridge County\nOffice of the County Recorder\n\(555\) 010-2040 \| recorder@pineridge\.example\.gov\n$/,
    );
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(
      /^http:\/\/localhost:8080\/CompleteRegistration\/[A-Za-z0-9_-]{43}$/,
    );

    // Only the SHA-256 of the link's ticket is stored, with the county's expiry.
    const ticket = mail.links[0].split('/').pop()!;
    const [stored] = await db().select().from(tickets).where(eq(tickets.userId, user.id));
    expect(stored).toMatchObject({ idHash: sha256Hex(ticket), kind: 'REGISTRATION', usedAt: null });
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(4, 3);
    const [html] = await db()
      .select({ html: mailOutbox.bodyHtml, delivered: mailOutbox.delivered })
      .from(mailOutbox);
    expect(html.delivered).toBe(false);
    expect(html.html).toContain(`<a href="${mail.links[0]}">`);
  });

  test('links follow PUBLIC_URL and BASE_PATH; the expiry follows emaileExpireIn', async () => {
    await countyConfig().put('loginPageRegistration', {
      forgotPasswordLink: true,
      selfRegistration: true,
      emaileExpireIn: 24,
    });
    const app = await t.buildApp({
      publicUrl: 'https://records.pineridge.example.gov',
      basePath: '/portal/',
    });
    expect((await signUp(registration, t.client(app))).status).toBe(200);
    const [mail] = await outbox();
    expect(mail.links[0]).toMatch(
      /^https:\/\/records\.pineridge\.example\.gov\/portal\/CompleteRegistration\/[A-Za-z0-9_-]{43}$/,
    );
    expect(mail.text).toContain('within 24 hours');
  });

  test('is refused with 403 when the county does not offer self-registration, and nothing is created', async () => {
    await countyConfig().put('loginPageRegistration', {
      forgotPasswordLink: true,
      selfRegistration: false,
      emaileExpireIn: 4,
    });
    const reply = await signUp();
    expect(reply.status).toBe(403);
    expect(reply.body).toMatchObject({
      ok: false,
      message: 'Self-registration is not offered in this county.',
    });
    expect(
      await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace')),
    ).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  test('a username is taken whatever its case', async () => {
    const reply = await signUp({ ...registration, username: 'Escrow.User' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      ok: false,
      message: 'That username is already taken.',
      content: {
        fieldErrors: { username: 'That username is already taken.' },
        fieldMessages: expect.any(Object),
      },
    });
  });

  test('a registered e-mail address (whatever its case) gets the answer a new one gets; its owner is mailed instead', async () => {
    const usersBefore = await db().select({ id: users.id }).from(users);
    const reply = await signUp({
      ...registration,
      email: 'Erik.Solberg@PineRidgeTitle.example.com',
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: REGISTRATION_SENT,
      code: 'accountServer.registrationSent',
      params: null,
      lockout: false,
      content: null,
    });
    // No second account, no registration link: the address's owner hears of it.
    expect(await db().select({ id: users.id }).from(users)).toHaveLength(usersBefore.length);
    expect(await db().select().from(tickets)).toHaveLength(0);
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'erik.solberg@pineridgetitle.example.com',
      subject: 'Land Record Portal: someone tried to register with your e-mail address',
      links: ['http://localhost:8080/login'],
    });
    expect(mail.text).toContain('which already belongs to the username escrow.user');
    expect(mail.text).not.toContain('ada.lovelace');

    // A taken username is still said, and only that: nothing about the address.
    const both = await signUp({
      ...registration,
      username: 'ESCROW.user',
      email: 'erik.solberg@pineridgetitle.example.com',
    });
    expect(both.status).toBe(400);
    expect(both.body.content).toEqual({
      fieldErrors: { username: 'That username is already taken.' },
      fieldMessages: expect.any(Object),
    });
  });

  test('the notices to a registered address are capped; the answer stays the same', async () => {
    for (let i = 0; i < 7; i += 1) {
      const reply = await signUp(
        {
          ...registration,
          username: `ada.lovelace${i}`,
          email: 'erik.solberg@pineridgetitle.example.com',
        },
        t.client(),
      );
      expect(reply.body.message).toBe(REGISTRATION_SENT);
    }
    expect(
      (await outbox()).filter((m) => m.to === 'erik.solberg@pineridgetitle.example.com'),
    ).toHaveLength(5);
  });

  test('a taken username is told only to a sign-up that passes every other rule, within the per-address quota', async () => {
    const broken = await signUp({ ...registration, username: 'escrow.user', zip: '1' });
    expect(broken.body.content).toEqual({
      fieldErrors: { zip: '5-digit zip.' },
      fieldMessages: expect.any(Object),
    });
    const badState = await signUp({ ...registration, username: 'escrow.user', state: 'XX' });
    expect(badState.body.content).toEqual({
      fieldErrors: { state: 'Choose a state.' },
      fieldMessages: expect.any(Object),
    });

    // Ten complete sign-ups an hour from one address; the eleventh learns nothing, whatever the username.
    for (let i = 0; i < 10; i += 1) {
      expect((await signUp({ ...registration, username: 'escrow.user' })).body.message).toBe(
        'That username is already taken.',
      );
    }
    for (const username of ['escrow.user', 'free.name.2026']) {
      const limited = await signUp({
        ...registration,
        username,
        email: 'someone.else@example.com',
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(
        'Too many registrations from your network. Please try again in an hour.',
      );
    }
    expect(
      await db().select().from(users).where(eq(users.usernameLower, 'free.name.2026')),
    ).toHaveLength(0);
    // Another address is not held back.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signUp',
      remoteAddress: '198.51.100.7',
      headers: { 'x-csrf-token': 'same-token' },
      cookies: { lrp_csrf: 'same-token' },
      payload: { ...registration, username: 'free.name.2026', email: 'someone.else@example.com' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  test("answers the contract's rules per field", async () => {
    const reply = await signUp({
      ...registration,
      username: 'short',
      zip: '5511',
      phone: '555-0102',
      password: 'nospecialchar123',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: {
        username: 'At least 8 characters long.',
        zip: '5-digit zip.',
        phone: '(XXX) XXX-XXXX',
        password:
          'Must contain a letter, a number and a special character. Special characters are !@#$%^&',
      },
      fieldMessages: expect.any(Object),
    });
    expect(reply.body.message).toContain('Username: At least 8 characters long.');
    const missing = await signUp({ ...registration, firstName: '   ' });
    expect(missing.body.message).toBe('First name: Required.');
  });

  test('a state must be one of the states list', async () => {
    const reply = await signUp({ ...registration, state: 'XX' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      message: 'Choose a state.',
      content: { fieldErrors: { state: 'Choose a state.' }, fieldMessages: expect.any(Object) },
    });
  });

  test('trims what it stores', async () => {
    await signUp({
      ...registration,
      username: '  ada.lovelace ',
      firstName: ' Ada ',
      city: ' Pine Ridge  ',
    });
    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace'));
    expect(user).toMatchObject({ username: 'ada.lovelace', firstName: 'Ada', city: 'Pine Ridge' });
  });

  test('a pending registration keeps its name until its link expires; then the person can register again', async () => {
    await signUp();
    expect((await signUp()).body.message).toBe('That username is already taken.');
    await db()
      .update(tickets)
      .set({ expiresAt: sql`now() - interval '1 minute'` });
    const again = await signUp({ ...registration, firstName: 'Augusta' });
    expect(again.status).toBe(200);
    const rows = await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace'));
    expect(rows).toHaveLength(1);
    expect(rows[0].firstName).toBe('Augusta');
  });

  test('a pending user the county created (no registration link) is never replaced', async () => {
    const reply = await signUp({ ...registration, username: 'dana.whitehorse' });
    expect(reply.body.message).toBe('That username is already taken.');
  });

  test('is rate-limited like the other auth calls', async () => {
    const client = t.client(await t.buildApp({ authRateLimitPerMinute: 2 }));
    await client.post('/api/auth/forgotUsername', { email: 'a@example.com' });
    await client.post('/api/auth/forgotUsername', { email: 'a@example.com' });
    const limited = await signUp(registration, client);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many requests. Please wait a minute and try again.');
  });
});

describe('POST /api/auth/completeRegistration', () => {
  test('the mailed link makes the user active once; then sign-in works', async () => {
    await signUp();
    const ticket = await ticketMailedTo('ada@example.com', '/CompleteRegistration/');
    const client = t.client();
    expect((await client.login('ada.lovelace', 'Engine#1843abc')).body.message).toBe(
      'Your registration is not complete. Please follow the link in the e-mail we sent you.',
    );

    const reply = await client.post('/api/auth/completeRegistration', { ticket });
    expect(reply.status).toBe(200);
    expect(completeRegistrationResponseSchema.parse(reply.body.content)).toEqual({
      fullName: 'Ada Lovelace',
      username: 'ada.lovelace',
    });
    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace'));
    expect(user.status).toBe('A');
    expect((await client.login('ada.lovelace', 'Engine#1843abc')).status).toBe(200);

    const again = await t.client().post('/api/auth/completeRegistration', { ticket });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ ok: false, message: 'This link has already been used.' });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, user.id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.type, a.detail.change])).toEqual(
      expect.arrayContaining([
        ['USER_CHANGE', 'SELF_REGISTERED'],
        ['USER_CHANGE', 'REGISTRATION_COMPLETED'],
      ]),
    );
  });

  test('an expired link says so and leaves the user pending', async () => {
    await signUp();
    const ticket = await ticketMailedTo('ada@example.com', '/CompleteRegistration/');
    await db()
      .update(tickets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(tickets.idHash, sha256Hex(ticket)));
    const reply = await t.client().post('/api/auth/completeRegistration', { ticket });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('This link has expired. Please register again.');
    const [user] = await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace'));
    expect(user.status).toBe('P');
  });

  test('an unknown link, or a reset link, is not valid', async () => {
    const unknown = await t
      .client()
      .post('/api/auth/completeRegistration', { ticket: 'x'.repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('This link is not valid.');

    await t.client().post('/api/auth/forgotPassword', {
      username: 'escrow.user',
      email: 'erik.solberg@pineridgetitle.example.com',
    });
    const reset = await ticketMailedTo(
      'erik.solberg@pineridgetitle.example.com',
      '/passwordReset/',
    );
    expect(
      (await t.client().post('/api/auth/completeRegistration', { ticket: reset })).body.message,
    ).toBe('This link is not valid.');
  });

  test('a malformed ticket is a 400 from the contract', async () => {
    const reply = await t.client().post('/api/auth/completeRegistration', { ticket: 'short' });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { ticket: 'At least 16 characters long.' },
      fieldMessages: expect.any(Object),
    });
  });
});

describe('POST /api/auth/forgotUsername', () => {
  test('mails the username to a registered address, matched without regard to case', async () => {
    const reply = await t
      .client()
      .post('/api/auth/forgotUsername', { email: 'Robert.Kowalski@LakesideLaw.example.com' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      ok: true,
      message: USERNAME_SENT,
      code: 'accountServer.usernameSent',
      params: null,
      lockout: false,
      content: null,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'robert.kowalski@lakesidelaw.example.com',
      subject: 'Land Record Portal: your username',
    });
    expect(mail.text).toContain('Your username is robert.kowalski.');
    expect(mail.links).toEqual(['http://localhost:8080/login']);
  });

  test('an unknown or inactive address gets the same answer and nothing is sent', async () => {
    for (const email of ['nobody-here@example.com', 'karen.svoboda@pineridgetitle.example.com']) {
      const reply = await t.client().post('/api/auth/forgotUsername', { email });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        ok: true,
        message: USERNAME_SENT,
        code: 'accountServer.usernameSent',
        params: null,
        lockout: false,
        content: null,
      });
    }
    expect(await outbox()).toHaveLength(0);
  });

  test('at most five username mails per user an hour; the answer stays the same', async () => {
    for (let i = 0; i < 10; i += 1) {
      const reply = await t
        .client()
        .post('/api/auth/forgotUsername', { email: 'robert.kowalski@lakesidelaw.example.com' });
      expect(reply.body.message).toBe(USERNAME_SENT);
    }
    expect(await outbox()).toHaveLength(5);
  });

  test('validates the address with the contract', async () => {
    const reply = await t.client().post('/api/auth/forgotUsername', { email: 'not-an-address' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Email: Enter an e-mail address like name@example.com.');
  });

  test('is refused when the county turns recovery off', async () => {
    await countyConfig().put('loginPageRegistration', {
      forgotPasswordLink: false,
      selfRegistration: true,
      emaileExpireIn: 4,
    });
    const reply = await t
      .client()
      .post('/api/auth/forgotUsername', { email: 'robert.kowalski@lakesidelaw.example.com' });
    expect(reply.status).toBe(403);
    expect(await outbox()).toHaveLength(0);
  });
});

describe('POST /api/auth/forgotPassword and resetPassword', () => {
  const paul = { username: 'Paul.Brekke', email: 'PAUL.BREKKE@northstarabstract.example.com' };

  test('a matching username and e-mail get a reset link; the new password works, the old one not', async () => {
    const signedIn = t.client();
    await signedIn.login('paul.brekke');
    const reply = await t.client().post('/api/auth/forgotPassword', paul);
    expect(reply.body).toEqual({
      ok: true,
      message: RESET_SENT,
      code: 'accountServer.resetLinkSent',
      params: null,
      lockout: false,
      content: null,
    });
    const [mail] = await outbox();
    expect(mail).toMatchObject({
      to: 'paul.brekke@northstarabstract.example.com',
      subject: 'Land Record Portal: reset your password',
    });
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:8080\/passwordReset\/[A-Za-z0-9_-]{43}$/);
    const ticket = mail.links[0].split('/').pop()!;

    const reset = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      ok: true,
      message: 'Password updated. You may now log in.',
    });
    expect((await t.client().login('paul.brekke')).body.message).toBe(
      'Invalid username or password.',
    );
    expect((await t.client().login('paul.brekke', 'Fresh#Start2026')).status).toBe(200);
    // The session opened with the old password has ended.
    expect((await signedIn.get('/api/currentUser/loginStatus')).body.content).toEqual({
      loggedIn: false,
      user: null,
      inactivityMinutes: 30,
    });
    // The user is told the password changed.
    expect((await outbox())[0]).toMatchObject({
      to: 'paul.brekke@northstarabstract.example.com',
      subject: 'Land Record Portal: your password was changed',
    });

    const again = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'Another#Try2026', ticket });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This link has already been used.');
  });

  test("a locked user is unlocked by the reset, the username's sign-in delays cleared", async () => {
    for (let i = 0; i < 6; i += 1) await t.client().login('tom.hendricks', 'Wrong!Pass123');
    expect(
      await db()
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, 'user:tom.hendricks')),
    ).toHaveLength(1);
    await t.client().post('/api/auth/forgotPassword', {
      username: 'tom.hendricks',
      email: 'tom.hendricks@pineridgetitle.example.com',
    });
    const ticket = await ticketMailedTo(
      'tom.hendricks@pineridgetitle.example.com',
      '/passwordReset/',
    );
    expect(
      (await t.client().post('/api/auth/resetPassword', { password: 'Unlocked#2026x', ticket }))
        .status,
    ).toBe(200);
    const [tom] = await db().select().from(users).where(eq(users.usernameLower, 'tom.hendricks'));
    expect(tom.status).toBe('A');
    expect(
      await db()
        .select()
        .from(signInThrottles)
        .where(eq(signInThrottles.key, 'user:tom.hendricks')),
    ).toHaveLength(0);
    expect((await t.client().login('tom.hendricks', 'Unlocked#2026x')).status).toBe(200);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, tom.id), eq(auditLog.type, 'PASSWORD_CHANGE')));
    expect(audit.detail).toEqual({ via: 'PASSWORD_RESET', unlocked: true });
  });

  test('a second request leaves both links usable until one is used; then the other stops working', async () => {
    await t.client().post('/api/auth/forgotPassword', paul);
    const first = await ticketMailedTo(
      'paul.brekke@northstarabstract.example.com',
      '/passwordReset/',
    );
    await t.client().post('/api/auth/forgotPassword', paul);
    const second = await ticketMailedTo(
      'paul.brekke@northstarabstract.example.com',
      '/passwordReset/',
    );
    expect(second).not.toBe(first);
    expect(
      (
        await t
          .client()
          .post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket: first })
      ).status,
    ).toBe(200);
    expect(
      (
        await t
          .client()
          .post('/api/auth/resetPassword', { password: 'Fresh#Start2027', ticket: second })
      ).body.message,
    ).toBe('This link has already been used.');
  });

  test('a mismatch, an unknown, inactive or pending user, or the shared guest login: the same answer, nothing sent', async () => {
    for (const body of [
      { username: 'paul.brekke', email: 'frances.lind@northstarabstract.example.com' },
      { username: 'no.such.user', email: 'nobody@example.com' },
      { username: 'karen.svoboda', email: 'karen.svoboda@pineridgetitle.example.com' },
      { username: 'dana.whitehorse', email: 'dana.whitehorse@northstarabstract.example.com' },
      { username: 'public.guest', email: 'public.guest@pineridge.example.gov' },
    ]) {
      const reply = await t.client().post('/api/auth/forgotPassword', body);
      expect(reply.body).toEqual({
        ok: true,
        message: RESET_SENT,
        code: 'accountServer.resetLinkSent',
        params: null,
        lockout: false,
        content: null,
      });
    }
    expect(await outbox()).toHaveLength(0);
    expect(await db().select().from(tickets)).toHaveLength(0);
  });

  test('at most five reset mails per user an hour; the answer stays the same', async () => {
    for (let i = 0; i < 7; i += 1) {
      expect((await t.client().post('/api/auth/forgotPassword', paul)).body.message).toBe(
        RESET_SENT,
      );
    }
    expect(await outbox()).toHaveLength(5);
  });

  test('an expired or unknown reset link is refused and the password stays', async () => {
    await t.client().post('/api/auth/forgotPassword', paul);
    const ticket = await ticketMailedTo(
      'paul.brekke@northstarabstract.example.com',
      '/passwordReset/',
    );
    await db()
      .update(tickets)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const expired = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe('This link has expired. Please use Forgot Password again.');
    const unknown = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket: 'y'.repeat(43) });
    expect(unknown.body.message).toBe('This link is not valid.');
    expect((await t.client().login('paul.brekke', DEMO_PASSWORD)).status).toBe(200);
  });

  test('a registration link cannot reset a password', async () => {
    await signUp();
    const ticket = await ticketMailedTo('ada@example.com', '/CompleteRegistration/');
    expect(
      (await t.client().post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket }))
        .body.message,
    ).toBe('This link is not valid.');
  });

  test('a user the county deactivated after the mail cannot use the link', async () => {
    await t.client().post('/api/auth/forgotPassword', paul);
    const ticket = await ticketMailedTo(
      'paul.brekke@northstarabstract.example.com',
      '/passwordReset/',
    );
    await db().update(users).set({ status: 'I' }).where(eq(users.usernameLower, 'paul.brekke'));
    const reply = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Your account is inactive. Please contact the county.');
    const [stored] = await db()
      .select()
      .from(tickets)
      .where(eq(tickets.idHash, sha256Hex(ticket)));
    expect(stored.usedAt).toBeNull();
  });

  test('the new password must follow the rules', async () => {
    const reply = await t
      .client()
      .post('/api/auth/resetPassword', { password: 'short', ticket: 'z'.repeat(43) });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { password: 'At least 12 characters long.' },
      fieldMessages: expect.any(Object),
    });
  });
});

describe('the recovery calls answer before they look anything up', () => {
  test.each([
    ['forgotUsername', { email: 'robert.kowalski@lakesidelaw.example.com' }, USERNAME_SENT],
    [
      'forgotPassword',
      { username: 'paul.brekke', email: 'paul.brekke@northstarabstract.example.com' },
      RESET_SENT,
    ],
  ])(
    '%s: the reply is on its way before the account is looked up; the mail follows',
    async (call, body, message) => {
      const mailsWhenReplying: number[] = [];
      const app = await t.buildApp(
        {},
        {
          extend: (built) =>
            built.addHook('onSend', async (request) => {
              if (request.url.endsWith(call))
                mailsWhenReplying.push((await db().select().from(mailOutbox)).length);
            }),
        },
      );
      const reply = await t.client(app).post(`/api/auth/${call}`, body);
      expect(reply.body).toEqual({
        ok: true,
        message,
        code: expect.stringMatching(/^accountServer\./),
        params: null,
        lockout: false,
        content: null,
      });
      expect(mailsWhenReplying).toEqual([0]);
      expect(await outbox()).toHaveLength(1);
    },
  );
});

describe('GET /api/dev/outbox', () => {
  test('newest first, at most 100', async () => {
    for (let i = 0; i < 3; i += 1)
      await t
        .client()
        .post('/api/auth/forgotUsername', { email: 'robert.kowalski@lakesidelaw.example.com' });
    await t
      .client()
      .post('/api/auth/forgotUsername', { email: 'frances.lind@northstarabstract.example.com' });
    const messages = await outbox();
    expect(messages.map((m) => m.to)).toEqual([
      'frances.lind@northstarabstract.example.com',
      'robert.kowalski@lakesidelaw.example.com',
      'robert.kowalski@lakesidelaw.example.com',
      'robert.kowalski@lakesidelaw.example.com',
    ]);
    expect(new Date(messages[0].createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(messages[3].createdAt).getTime(),
    );

    await db()
      .insert(mailOutbox)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          toAddress: `x${i}@example.com`,
          subject: 's',
          bodyText: 't',
        })),
      );
    expect(await outbox()).toHaveLength(100);
  });

  test('is not an anonymous door: a caller on another machine, or passed on by a proxy, gets the 404 of an unknown path', async () => {
    // The probe's takeover: ask for TRIMIN's reset link, then read it from the outbox. The mail is kept...
    const attacker = t.client(t.app, '203.0.113.9');
    await attacker.post('/api/auth/forgotPassword', {
      username: 'trimin.admin',
      email: 'morgan.tate@trimin.example.com',
    });
    expect((await outbox()).map((m) => m.to)).toEqual(['morgan.tate@trimin.example.com']);
    // ...but nobody off this machine can read it.
    const remote = await attacker.get('/api/dev/outbox');
    expect(remote.status).toBe(404);
    expect(remote.body).toEqual({
      ok: false,
      message: 'The requested service does not exist.',
      code: 'server.notFound',
      params: null,
      lockout: false,
      content: null,
    });
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await t
        .client()
        .get('/api/dev/outbox', { headers: { [header]: '203.0.113.9' } });
      expect(proxied.status).toBe(404);
    }
  });

  test('is a 404 envelope when DEMO_OUTBOX is off', async () => {
    const reply = await t.client(await t.buildApp({ demoOutbox: false })).get('/api/dev/outbox');
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({
      ok: false,
      message: 'The requested service does not exist.',
      content: null,
    });
  });
});

/** A minimal SMTP server: accepts every message and keeps its DATA. */
async function fakeSmtp(
  options: { refuse?: boolean } = {},
): Promise<{ url: string; messages: string[]; close: () => Promise<void> }> {
  const messages: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let data: string | null = null;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data !== null) {
          if (line === '.') {
            messages.push(data);
            data = null;
            socket.write('250 2.0.0 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL')
          socket.write(options.refuse ? '550 5.7.1 not today\r\n' : '250 2.1.0 ok\r\n');
        else if (verb === 'RCPT') socket.write('250 2.1.5 ok\r\n');
        else if (verb === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('mail over SMTP (SMTP_URL)', () => {
  test('hands every message to the SMTP server and records it as delivered', async () => {
    const smtp = await fakeSmtp();
    try {
      const client = t.client(
        await t.buildApp({ smtpUrl: smtp.url, mailFrom: 'records@pineridge.example.gov' }),
      );
      expect((await signUp(registration, client)).status).toBe(200);
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toMatch(
        /^From: Pine Ridge County Land Record Portal <records@pineridge\.example\.gov>$/m,
      );
      expect(smtp.messages[0]).toMatch(/^To: ada@example\.com$/m);
      expect(smtp.messages[0]).toMatch(
        /^Subject: Land Record Portal: complete your registration$/m,
      );
      expect(smtp.messages[0]).toContain('multipart/alternative');
      const [row] = await db().select().from(mailOutbox).orderBy(desc(mailOutbox.id));
      expect(row).toMatchObject({ toAddress: 'ada@example.com', delivered: true });
    } finally {
      await smtp.close();
    }
  });

  test('when the SMTP server refuses a registration mail, the registration is taken back', async () => {
    const smtp = await fakeSmtp({ refuse: true });
    try {
      const client = t.client(await t.buildApp({ smtpUrl: smtp.url }));
      const reply = await signUp(registration, client);
      expect(reply.status).toBe(503);
      expect(reply.body.message).toBe(
        'We could not send the e-mail just now. Please try again later.',
      );
      expect(
        await db().select().from(users).where(eq(users.usernameLower, 'ada.lovelace')),
      ).toHaveLength(0);
      const [row] = await db().select().from(mailOutbox);
      expect(row.delivered).toBe(false);
    } finally {
      await smtp.close();
    }
  });
});

describe('sessions after a reset', () => {
  test('every session of the user ends', async () => {
    const a = t.client();
    await a.login('paul.brekke');
    const [paulRow] = await db().select().from(users).where(eq(users.usernameLower, 'paul.brekke'));
    expect(await db().select().from(sessions).where(eq(sessions.userId, paulRow.id))).toHaveLength(
      1,
    );
    await t.client().post('/api/auth/forgotPassword', {
      username: 'paul.brekke',
      email: 'paul.brekke@northstarabstract.example.com',
    });
    const ticket = await ticketMailedTo(
      'paul.brekke@northstarabstract.example.com',
      '/passwordReset/',
    );
    await t.client().post('/api/auth/resetPassword', { password: 'Fresh#Start2026', ticket });
    expect(await db().select().from(sessions).where(eq(sessions.userId, paulRow.id))).toHaveLength(
      0,
    );
  });
});
