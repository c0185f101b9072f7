import { userListSchema, type UserListItem } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../src/db/schema';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

async function listUsers(
  client: TestClient,
  filters: Record<string, unknown> = {},
): Promise<UserListItem[]> {
  const reply = await client.post('/api/userManager/users', filters);
  expect(reply.status).toBe(200);
  return userListSchema.parse(reply.body.content).users;
}

async function accountId(name: string): Promise<number> {
  const [row] = await t.testDb.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, name));
  return row.id;
}

describe('POST /api/userManager/users', () => {
  test('a USER or GUEST is refused with 403', async () => {
    for (const username of ['escrow.user', 'public.guest']) {
      const reply = await (await as(username)).post('/api/userManager/users', {});
      expect(reply.status).toBe(403);
      expect(reply.body).toMatchObject({
        ok: false,
        message: 'You do not have permission to do that.',
      });
    }
  });

  test('TRIMIN sees every user, ordered by username, with role descriptions and account names', async () => {
    const users = await listUsers(await as('trimin.admin'));
    expect(users).toHaveLength(21);
    const names = users.map((u) => u.username);
    expect(names).toEqual([...names].sort());
    expect(users.find((u) => u.username === 'escrow.user')).toMatchObject({
      fullName: 'Erik Solberg',
      accountName: 'Pine Ridge Title Co.',
      role: 'USER',
      roleDescription: 'User',
      status: 'A',
    });
    expect(users.find((u) => u.username === 'trimin.admin')).toMatchObject({
      accountId: null,
      accountName: null,
      roleDescription: 'System Administrator',
    });
    expect(new Set(users.map((u) => u.status))).toEqual(new Set(['A', 'I', 'P', 'L']));
  });

  test('COUNTY sees everyone but TRIMIN users', async () => {
    const users = await listUsers(await as('county.clerk'));
    expect(users).toHaveLength(20);
    expect(users.some((u) => u.role === 'TRIMIN')).toBe(false);
  });

  test('ACCOUNT sees only users of its own account, whatever accountId it sends', async () => {
    const pineRidge = await accountId('Pine Ridge Title Co.');
    const other = await accountId('North Star Abstract');
    const client = await as('account.admin');
    for (const filters of [{}, { accountId: other }, { accountId: null }]) {
      const users = await listUsers(client, filters);
      expect(users.length).toBe(7);
      for (const u of users) expect(u.accountId).toBe(pineRidge);
    }
  });

  test('county staff can narrow the list to one account', async () => {
    const northStar = await accountId('North Star Abstract');
    const users = await listUsers(await as('trimin.admin'), { accountId: northStar });
    expect(users.map((u) => u.username)).toEqual([
      'dana.whitehorse',
      'flatfee.user',
      'ingrid.nystrom',
      'paul.brekke',
    ]);
  });

  test('filterText matches username, first or last name and account name, ignoring case', async () => {
    const client = await as('trimin.admin');
    expect((await listUsers(client, { filterText: 'SOLBERG' })).map((u) => u.username)).toEqual([
      'escrow.user',
    ]);
    expect((await listUsers(client, { filterText: 'frances' })).map((u) => u.username)).toEqual([
      'flatfee.user',
    ]);
    expect((await listUsers(client, { filterText: 'card.u' })).map((u) => u.username)).toEqual([
      'card.user',
    ]);
    expect(
      (await listUsers(client, { filterText: 'lakeside law' })).map((u) => u.username),
    ).toEqual(['ellen.marsh', 'robert.kowalski', 'susan.thao']);
    expect(await listUsers(client, { filterText: '%' })).toEqual([]);
  });

  test('statusType narrows to one status; ALL includes locked users', async () => {
    const client = await as('county.clerk');
    expect((await listUsers(client, { statusType: 'I' })).map((u) => u.username)).toEqual([
      'karen.svoboda',
      'susan.thao',
    ]);
    expect((await listUsers(client, { statusType: 'P' })).map((u) => u.username)).toEqual([
      'dana.whitehorse',
      'grace.oduya',
    ]);
    expect((await listUsers(client, { statusType: 'ALL' })).some((u) => u.status === 'L')).toBe(
      true,
    );
  });

  test('the demo county has enough users for more than one page of 10', async () => {
    expect((await listUsers(await as('trimin.admin'))).length).toBeGreaterThan(20);
  });
});
