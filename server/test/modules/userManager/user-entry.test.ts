import { managedUserSchema, userListSchema } from '@lrp/contract';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { accounts, auditLog, users } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

async function userId(username: string): Promise<number> {
  const [row] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.usernameLower, username));
  return row.id;
}
async function accountId(name: string): Promise<number> {
  const [row] = await db()
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, name));
  return row.id;
}
async function userRow(username: string) {
  const [row] = await db().select().from(users).where(eq(users.usernameLower, username));
  return row;
}

const person = {
  firstName: 'Nora',
  lastName: 'Lind',
  company: 'Pine Ridge Title Co.',
  address: '12 Main St',
  city: 'Duluth',
  state: 'MN',
  zip: '55802',
  email: 'nora.lind@example.com',
  phoneFormatType: 'STANDARD' as const,
  phone: '(218) 555-0101',
};

async function newUser(pineRidge: number, extra: Record<string, unknown> = {}) {
  return {
    id: 0,
    username: 'nora.lind',
    role: 'USER',
    accountId: pineRidge,
    ...person,
    viewJudicialProtection: false,
    password: 'Lind!Pass2026x',
    ...extra,
  };
}

describe('GET /api/userManager/user/{id}', () => {
  test('answers the entry fields of a user within reach', async () => {
    const reply = await (
      await as('county.clerk')
    ).get(`/api/userManager/user/${await userId('escrow.user')}`);
    expect(reply.status).toBe(200);
    const user = managedUserSchema.parse(reply.body.content);
    expect(user).toMatchObject({
      username: 'escrow.user',
      role: 'USER',
      accountName: 'Pine Ridge Title Co.',
      status: 'A',
      viewJudicialProtection: false,
    });
  });

  test('an ACCOUNT administrator gets 404 for another account’s user, COUNTY for a TRIMIN user', async () => {
    expect(
      (
        await (
          await as('account.admin')
        ).get(`/api/userManager/user/${await userId('flatfee.user')}`)
      ).status,
    ).toBe(404);
    expect(
      (
        await (
          await as('county.clerk')
        ).get(`/api/userManager/user/${await userId('trimin.admin')}`)
      ).status,
    ).toBe(404);
    expect(
      (await (await as('account.admin')).get(`/api/userManager/user/${await userId('card.user')}`))
        .status,
    ).toBe(404);
  });
});

describe('POST /api/userManager/user', () => {
  test('county staff create a user in an account, who can then sign in', async () => {
    const clerk = await as('county.clerk');
    const reply = await clerk.post(
      '/api/userManager/user',
      await newUser(await accountId('Pine Ridge Title Co.'), { viewJudicialProtection: true }),
    );
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User created.');
    const stored = await userRow('nora.lind');
    expect(stored).toMatchObject({
      role: 'USER',
      status: 'A',
      viewJudicialProtection: true,
      email: 'nora.lind@example.com',
    });
    expect((await t.client().login('nora.lind', 'Lind!Pass2026x')).status).toBe(200);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.type, 'USER_CHANGE'));
    expect(audit.detail).toMatchObject({ action: 'CREATE', targetUsername: 'nora.lind' });
  });

  test('an ACCOUNT administrator creates only in its own account, and cannot give protected-document view', async () => {
    const admin = await as('account.admin');
    const other = await admin.post(
      '/api/userManager/user',
      await newUser(await accountId('North Star Abstract')),
    );
    expect(other.status).toBe(400);
    expect(other.body.content).toMatchObject({
      fieldErrors: { accountId: 'Choose one of your accounts.' },
      fieldMessages: expect.any(Object),
    });
    const county = await admin.post(
      '/api/userManager/user',
      await newUser(await accountId('Pine Ridge Title Co.'), { role: 'COUNTY' }),
    );
    expect(county.status).toBe(400);
    expect(county.body.content).toMatchObject({
      fieldErrors: { role: 'You may not give that user type.' },
      fieldMessages: expect.any(Object),
    });
    const own = await admin.post(
      '/api/userManager/user',
      await newUser(await accountId('Pine Ridge Title Co.'), { viewJudicialProtection: true }),
    );
    expect(own.status).toBe(200);
    expect((await userRow('nora.lind')).viewJudicialProtection).toBe(false);
  });

  test('refuses a taken username, a new user without password and an inactive user’s edit', async () => {
    const clerk = await as('county.clerk');
    const pineRidge = await accountId('Pine Ridge Title Co.');
    const taken = await clerk.post(
      '/api/userManager/user',
      await newUser(pineRidge, { username: 'escrow.user' }),
    );
    expect(taken.body.content).toMatchObject({
      fieldErrors: { username: 'That username is already taken.' },
      fieldMessages: expect.any(Object),
    });
    const { password: _omit, ...withoutPassword } = await newUser(pineRidge);
    expect((await clerk.post('/api/userManager/user', withoutPassword)).status).toBe(400);
    const inactive = await userRow('susan.thao');
    const edit = await clerk.post('/api/userManager/user', {
      ...person,
      id: inactive.id,
      username: inactive.username,
      role: inactive.role,
      accountId: inactive.accountId,
      viewJudicialProtection: false,
    });
    expect(edit.status).toBe(400);
    expect(edit.body.message).toBe('Only an active user can be edited.');
  });

  test('updates an active user’s details but not its username', async () => {
    const clerk = await as('county.clerk');
    const escrow = await userRow('escrow.user');
    const reply = await clerk.post('/api/userManager/user', {
      ...person,
      email: 'erik.new@example.com',
      id: escrow.id,
      username: 'renamed.user',
      role: 'USER',
      accountId: escrow.accountId,
      viewJudicialProtection: false,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User saved.');
    const stored = await userRow('escrow.user');
    expect(stored).toMatchObject({ firstName: 'Nora', email: 'erik.new@example.com' });
  });
});

describe('status, delete and password', () => {
  test('deactivating a user from the list ends its sessions and answers the list; activating brings it back', async () => {
    const escrow = await as('escrow.user');
    const clerk = await as('county.clerk');
    const id = await userId('escrow.user');
    const reply = await clerk.post('/api/userManager/userChangeStatusList', {
      userId: id,
      filterText: 'escrow.user',
      statusType: 'ALL',
      accountId: null,
    });
    expect(reply.status).toBe(200);
    expect(userListSchema.parse(reply.body.content).users).toMatchObject([
      { username: 'escrow.user', status: 'I' },
    ]);
    expect((await escrow.get('/api/currentUser/profile')).status).toBe(403);
    const single = await clerk.post('/api/userManager/userChangeStatusSingle', { userId: id });
    expect(single.body.content).toEqual({ status: 'A' });
  });

  test('activating a locked or pending user makes it active', async () => {
    const clerk = await as('trimin.admin');
    const locked = (await db().select().from(users).where(eq(users.status, 'L')))[0];
    const reply = await clerk.post('/api/userManager/userChangeStatusSingle', {
      userId: locked.id,
    });
    expect(reply.body.content).toEqual({ status: 'A' });
    const pending = await userRow('grace.oduya');
    expect(
      (await clerk.post('/api/userManager/userChangeStatusSingle', { userId: pending.id })).body
        .content,
    ).toEqual({ status: 'A' });
  });

  test('nobody deactivates or deletes itself', async () => {
    const clerk = await as('county.clerk');
    const me = await userId('county.clerk');
    expect(
      (await clerk.post('/api/userManager/userChangeStatusSingle', { userId: me })).body.message,
    ).toBe('You cannot do that to your own user.');
    expect((await clerk.post('/api/userManager/userDelete', { userId: me })).status).toBe(400);
  });

  test('delete removes the user and answers the filtered list', async () => {
    const admin = await as('account.admin');
    const reply = await admin.post('/api/userManager/userDelete', {
      userId: await userId('escrow.user'),
      filterText: '',
      statusType: 'ALL',
      accountId: null,
    });
    expect(reply.status).toBe(200);
    const listed = userListSchema.parse(reply.body.content).users;
    expect(listed.map((u) => u.username)).not.toContain('escrow.user');
    expect(listed.length).toBe(6);
    expect(await userRow('escrow.user')).toBeUndefined();
  });

  test('userPassword sets a password the user signs in with; mismatches are refused', async () => {
    const admin = await as('account.admin');
    const id = await userId('escrow.user');
    const mismatch = await admin.post('/api/userManager/userPassword', {
      id,
      username: 'escrow.user',
      password: 'New!Password2026',
      passwordConfirm: 'Other!Password2026',
    });
    expect(mismatch.status).toBe(400);
    const reply = await admin.post('/api/userManager/userPassword', {
      id,
      username: 'escrow.user',
      password: 'New!Password2026',
      passwordConfirm: 'New!Password2026',
    });
    expect(reply.body.message).toBe('Password updated.');
    expect((await t.client().login('escrow.user', 'New!Password2026')).status).toBe(200);
  });
});

describe('POST /api/userManager/userExport', () => {
  test('answers users.xlsx with the filtered rows', async () => {
    const reply = await (
      await as('account.admin')
    ).post('/api/userManager/userExport', { filterText: '', statusType: 'ALL', accountId: null });
    expect(reply.status).toBe(200);
    expect(reply.response.headers['content-disposition']).toContain('users.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Users')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Username',
      'Name',
      'Account',
      'User Type',
      'Status',
    ]);
    expect(sheet.rowCount).toBe(8);
    const accountsColumn = sheet.getColumn(3).values.slice(2);
    expect(new Set(accountsColumn)).toEqual(new Set(['Pine Ridge Title Co.']));
  });
});

/** Every call of the user manager with every demo role (spec 3 §6): who reaches what. */
describe('authorization matrix', () => {
  const ROLES = [
    ['trimin.admin', true],
    ['county.clerk', true],
    ['account.admin', true],
    ['escrow.user', false],
    ['public.guest', false],
  ] as const;

  test.each(ROLES)('%s reaches the user manager calls: %s', async (username, allowed) => {
    const client = await as(username);
    const target = await userId('card.user');
    const calls: [string, string, unknown][] = [
      ['POST', '/api/userManager/users', {}],
      ['GET', `/api/userManager/user/${target}`, undefined],
      ['POST', '/api/userManager/user', await newUser(await accountId('Card Payments'))],
      ['POST', '/api/userManager/userChangeStatusList', { userId: target }],
      ['POST', '/api/userManager/userChangeStatusSingle', { userId: target }],
      [
        'POST',
        '/api/userManager/userPassword',
        {
          id: target,
          username: 'card.user',
          password: 'New!Password2026',
          passwordConfirm: 'New!Password2026',
        },
      ],
      ['POST', '/api/userManager/userDelete', { userId: target }],
      ['POST', '/api/userManager/userExport', {}],
    ];
    for (const [method, url, body] of calls) {
      const reply = method === 'GET' ? await client.get(url) : await client.post(url, body);
      if (!allowed) expect([url, reply.status]).toEqual([url, 403]);
      else if (
        username === 'account.admin' &&
        !url.endsWith('/users') &&
        !url.endsWith('/userExport')
      ) {
        // card.user belongs to another account: out of reach, answered like a user that does not exist.
        expect([url, reply.status]).toEqual([
          url,
          url.endsWith('/user') && method === 'POST' ? 400 : 404,
        ]);
      } else expect([url, reply.status]).toEqual([url, 200]);
    }
  });
});
