import type { DownloadOrder } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import { suggestedDeposit } from '../../../src/modules/imaging/shortfall';
import { accountBalance, changeCountyGroup } from '../../helpers/card';
import { documentRef, fixture, query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

// Buying images without dead ends: an order the balance cannot pay says what it is short of and which account
// administrators can add it, by name; Add to Escrow is offered the deposit that covers it.

const t = setupServerTest();
const PINE_RIDGE = 'Pine Ridge Title Co.';
const NORTH_STAR = 'North Star Abstract';

/** The 5-page mortgage of the fixture (9000002). */
async function fivePages() {
  const [row] = await query<{ id: number }>(
    t,
    sql`select id from documents where display_doc_number = ${fixture(2)}`,
  );
  return documentRef(row.id);
}

const schedule = async (client: TestClient, csv: string) => {
  const reply = await client.post<DownloadOrder>('/api/imaging/computeDownloadOrder', {
    ...(await fivePages()),
    pageSelectionMethod: csv ? 'CSV_PAGES' : 'ENTIRE_DOCUMENT',
    selectedAsCsv: csv,
  });
  expect(reply.status).toBe(200);
  return reply.body.content.feeSchedule;
};

/** Adds a user of an account with a role, and answers its full name. */
async function addUser(
  account: string,
  role: 'ACCOUNT' | 'USER',
  first: string,
  last: string,
  status = 'A',
) {
  const { id } = await accountBalance(t, account);
  await query(
    t,
    sql`insert into users (username, username_lower, password_hash, role, account_id, first_name, last_name, email, status)
        select ${`${first}.${last}`.toLowerCase()}, ${`${first}.${last}`.toLowerCase()}, password_hash, ${role}, ${id}, ${first}, ${last},
          ${`${first}.${last}@example.com`.toLowerCase()}, ${status}
        from users where username = 'escrow.user'`,
  );
  return `${first} ${last}`;
}

describe('the shortfall of an order the balance cannot pay', () => {
  test('escrow: the money missing, and the account administrators who can add it, by name', async () => {
    await query(t, sql`update accounts set escrow_balance = 0.50 where name = ${PINE_RIDGE}`);
    const second = await addUser(PINE_RIDGE, 'ACCOUNT', 'Alma', 'Berg');
    await addUser(PINE_RIDGE, 'ACCOUNT', 'Ivar', 'Lund', 'I'); // inactive: cannot add money
    await addUser(PINE_RIDGE, 'USER', 'Olaf', 'Moe'); // not an administrator
    const user = await signedIn(t, 'escrow.user');
    const [{ min }] = await query<{ min: number }>(
      t,
      sql`select (content->>'minReloadAmount')::float as min from county_settings where group_name = 'escrow'`,
    );
    const asked = await schedule(user, '1, 3');
    const missing = Number(asked.endingBalance!.replace(/[-$]/g, ''));
    expect(asked).toMatchObject({
      insufficientBalance: true,
      buyOptions: { escrowAddOn: false },
      shortfall: {
        account: PINE_RIDGE,
        amount: `$${missing.toFixed(2)}`,
        deposit: Math.max(missing, min ?? 0),
        images: null,
        // Surname order; the account's demo administrator is Rachel Dunn.
        administrators: [second, 'Rachel Dunn'],
      },
    });

    // The administrator is offered Add to Escrow, with the other administrator named; the deposit is the
    // shortfall when the county has no smallest deposit.
    await changeCountyGroup(t, 'escrow', { minReloadAmount: 0 });
    const admin = await signedIn(t, 'account.admin');
    expect(await schedule(admin, '1, 3')).toMatchObject({
      buyOptions: { escrowAddOn: true },
      shortfall: { deposit: missing, administrators: [second] },
    });
  });

  test('escrow: nobody to name when the county does not let administrators add money; none when it pays', async () => {
    await query(t, sql`update accounts set escrow_balance = 0.50 where name = ${PINE_RIDGE}`);
    await changeCountyGroup(t, 'escrow', { reloadByCreditCard: false });
    const user = await signedIn(t, 'escrow.user');
    expect(await schedule(user, '1')).toMatchObject({
      shortfall: { administrators: [] },
      noPurchasingOptionsMessage:
        'There are no purchasing options for this account. Please contact the county.',
    });
    await query(t, sql`update accounts set escrow_balance = 250 where name = ${PINE_RIDGE}`);
    expect((await schedule(user, '1')).shortfall).toBeNull();
  });

  test('flat fee: the images missing, and the administrators who can buy more', async () => {
    await query(t, sql`update accounts set images_remaining = 2 where name = ${NORTH_STAR}`);
    const user = await signedIn(t, 'flatfee.user');
    expect(await schedule(user, '')).toMatchObject({
      insufficientBalance: true,
      shortfall: {
        account: NORTH_STAR,
        amount: null,
        deposit: null,
        images: 3,
        administrators: ['Ingrid Nystrom'],
      },
    });
    await changeCountyGroup(t, 'flatFeeOverride', { accountAdminReload: false });
    expect((await schedule(user, '')).shortfall).toMatchObject({ administrators: [] });
    expect((await schedule(user, '1, 2')).shortfall).toBeNull();
  });
});

describe('suggestedDeposit', () => {
  test("the shortfall, at least the county's smallest deposit and at most its largest", () => {
    const limits = { minReloadAmount: 10, maxReloadAmount: 500 };
    expect(suggestedDeposit(75, limits)).toBe(10);
    expect(suggestedDeposit(12_345, limits)).toBe(123.45);
    expect(suggestedDeposit(60_000, limits)).toBe(500);
    expect(suggestedDeposit(75, { minReloadAmount: 0, maxReloadAmount: 0 })).toBe(0.75);
  });
});
