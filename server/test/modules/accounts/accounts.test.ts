import {
  accountListActionReplySchema,
  accountListSchema,
  accountSchema,
  accountTasksSchema,
} from '@lrp/contract';
import ExcelJS from 'exceljs';
import { and, eq, like } from 'drizzle-orm';
import { accounts, auditLog, transactionLog, users } from '../../../src/db/schema';
import { runDueAccountTasks } from '../../../src/modules/accounts/tasks';
import { ALL_DATES } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}
async function account(name: string) {
  const [row] = await db().select().from(accounts).where(eq(accounts.name, name));
  return row;
}

const newAccount = {
  id: 0,
  name: 'Birch Lake Surveys',
  accountType: 'A_LA_CARTE',
  paymentMethod: 'ESCROW',
  monthlyFee: 15,
  flatFeeRateLevel: 0,
  userReload: false,
  landLinkAccount: '12345',
  postToLandLink: false,
  address: '5 Shore Rd',
  city: 'Birch Lake',
  state: 'MN',
  zip: '56472',
  phone: '(218) 555-0199',
  email: 'office@birchlake.example',
};

describe('accounts list and entry', () => {
  test('lists accounts with descriptions and user counts; filters by text and status', async () => {
    const clerk = await as('county.clerk');
    const all = accountListSchema.parse(
      (await clerk.post('/api/controlPanel/accounts', {})).body.content,
    ).accounts;
    expect(all.find((a) => a.name === 'Pine Ridge Title Co.')).toMatchObject({
      accountTypeDescription: 'A La Carte',
      paymentMethodDescription: 'Escrow',
      userCount: 7,
      status: 'A',
    });
    const lakeside = accountListSchema.parse(
      (await clerk.post('/api/controlPanel/accounts', { filterText: 'LAKESIDE' })).body.content,
    ).accounts;
    expect(lakeside.map((a) => a.name)).toEqual(['Lakeside Law Office']);
    const needsBilling = accountListSchema.parse(
      (await clerk.post('/api/controlPanel/accounts', { statusType: 'NB' })).body.content,
    ).accounts;
    expect(needsBilling.every((a) => a.needsBilling)).toBe(true);
    expect(needsBilling.map((a) => a.name)).toContain('Lakeside Law Office');
    const renewal = accountListSchema.parse(
      (await clerk.post('/api/controlPanel/accounts', { statusType: 'NIR' })).body.content,
    ).accounts;
    expect(renewal.map((a) => a.name)).toEqual(['North Star Abstract']);
  });

  test('creates an account; the rules of the contract and a taken name are refused', async () => {
    const clerk = await as('county.clerk');
    const created = await clerk.post('/api/controlPanel/account', newAccount);
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Account saved.');
    expect(
      (
        created.body.content as { accountCodeDescriptionResults: { description: string }[] }
      ).accountCodeDescriptionResults.map((a) => a.description),
    ).toContain('Birch Lake Surveys');
    expect(await account('Birch Lake Surveys')).toMatchObject({
      monthlyFee: '15.00',
      landlinkAccount: '12345',
      status: 'A',
    });
    const again = await clerk.post('/api/controlPanel/account', newAccount);
    expect(again.body.content).toMatchObject({
      fieldErrors: { name: 'There is already an account with that name.' },
      fieldMessages: expect.any(Object),
    });
    const noLandLink = await clerk.post('/api/controlPanel/account', {
      ...newAccount,
      name: 'Other',
      landLinkAccount: '',
    });
    expect(noLandLink.status).toBe(400);
    const letters = await clerk.post('/api/controlPanel/account', {
      ...newAccount,
      name: 'Other',
      landLinkAccount: '12a',
    });
    expect(letters.body.content).toMatchObject({
      fieldErrors: { landLinkAccount: 'Numeric Account Number' },
      fieldMessages: expect.any(Object),
    });
    const cardFlatFee = await clerk.post('/api/controlPanel/account', {
      ...newAccount,
      name: 'Other',
      accountType: 'FLAT_FEE',
      paymentMethod: 'CREDIT_CARD',
      flatFeeRateLevel: 1,
    });
    expect(cardFlatFee.status).toBe(400);
  });

  test('GET account answers the entry; an inactive account cannot be saved', async () => {
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const entry = accountSchema.parse(
      (await clerk.get(`/api/controlPanel/account/${pine.id}`)).body.content,
    );
    expect(entry).toMatchObject({
      name: 'Pine Ridge Title Co.',
      accountType: 'A_LA_CARTE',
      paymentMethod: 'ESCROW',
      userCount: 7,
    });
    await db().update(accounts).set({ status: 'I' }).where(eq(accounts.id, pine.id));
    const save = await clerk.post('/api/controlPanel/account', {
      ...newAccount,
      id: pine.id,
      name: pine.name,
    });
    expect(save.body.message).toBe('Only an active account can be edited.');
  });
});

describe('account status and delete apply to its users', () => {
  test('deactivating an account makes its users inactive and signs them out; activating brings them back', async () => {
    const escrow = await as('escrow.user');
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const reply = await clerk.post('/api/controlPanel/accountChangeStatusList', {
      accountId: pine.id,
      filterText: 'pine',
      statusType: 'ALL',
    });
    const content = accountListActionReplySchema.parse(reply.body.content);
    expect(content.accounts).toMatchObject([{ name: 'Pine Ridge Title Co.', status: 'I' }]);
    expect((await escrow.get('/api/currentUser/profile')).status).toBe(403);
    expect((await t.client().login('escrow.user')).status).not.toBe(200);
    const pineUsers = await db().select().from(users).where(eq(users.accountId, pine.id));
    expect(pineUsers.every((u) => u.status !== 'A')).toBe(true);
    const back = await clerk.post('/api/controlPanel/accountChangeStatusSingle', {
      accountId: pine.id,
    });
    expect(back.body.content).toEqual({ status: 'A' });
    expect((await t.client().login('escrow.user')).status).toBe(200);
  });

  test('deleting an account deletes its users', async () => {
    const clerk = await as('county.clerk');
    const card = await account('Card Payments');
    const reply = await clerk.post('/api/controlPanel/accountDelete', { accountId: card.id });
    expect(reply.status).toBe(200);
    expect(await account('Card Payments')).toBeUndefined();
    expect(await db().select().from(users).where(eq(users.usernameLower, 'card.user'))).toEqual([]);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.type, 'ACCOUNT_CHANGE'));
    expect(audit.detail).toMatchObject({ action: 'DELETE', accountName: 'Card Payments' });
  });
});

describe('accounts.xlsx', () => {
  test('has typed columns: money as numbers in currency format, counts as numbers', async () => {
    const reply = await (
      await as('county.clerk')
    ).post('/api/controlPanel/accountExport', { filterText: 'lakeside' });
    expect(reply.response.headers['content-disposition']).toContain('accounts.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Accounts')!;
    expect(sheet.rowCount).toBe(2);
    const fee = sheet.getRow(2).getCell(4);
    expect(fee.value).toBe(25);
    expect(fee.numFmt).toContain('$');
    expect(sheet.getRow(2).getCell(6).value).toBe(3);
  });
});

describe('account tasks', () => {
  const monthlyFees = (accountId: number) =>
    db()
      .select()
      .from(transactionLog)
      .where(
        and(
          eq(transactionLog.accountId, accountId),
          like(transactionLog.idempotencyKey, 'account-tasks:billing:%'),
        ),
      );

  test('running tasks twice in a period charges the monthly fee once, through the ledger', async () => {
    const clerk = await as('county.clerk');
    await db()
      .update(accounts)
      .set({ monthlyFee: '10.00' })
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    const pine = await account('Pine Ridge Title Co.');
    const first = await clerk.post('/api/controlPanel/runAccountTasks', { accountId: pine.id });
    expect(first.status).toBe(200);
    expect(accountTasksSchema.parse(first.body.content)).toMatchObject({ needsBilling: false });
    await clerk.post('/api/controlPanel/runAccountTasks', { accountId: pine.id });
    expect((await account('Pine Ridge Title Co.')).escrowBalance).toBe(
      (Number(pine.escrowBalance) - 10).toFixed(2),
    );
    expect(await monthlyFees(pine.id)).toHaveLength(1);
    // Prepare to Rerun (TRIMIN) clears the period's dates; the rerun replays the ledger's charge, not a second one.
    expect(
      (await clerk.post('/api/controlPanel/prepareToRerunAccountTasks', { accountId: pine.id }))
        .status,
    ).toBe(403);
    const trimin = await as('trimin.admin');
    const prepared = await trimin.post('/api/controlPanel/prepareToRerunAccountTasks', {
      accountId: pine.id,
    });
    expect(accountTasksSchema.parse(prepared.body.content)).toMatchObject({
      lastBilled: null,
      needsBilling: true,
    });
    await trimin.post('/api/controlPanel/runAccountTasks', { accountId: pine.id });
    expect(await monthlyFees(pine.id)).toHaveLength(1);
    expect((await account('Pine Ridge Title Co.')).escrowBalance).toBe(
      (Number(pine.escrowBalance) - 10).toFixed(2),
    );
  });

  test('the schedule bills every due account and renews flat-fee images once; a second run changes nothing', async () => {
    const northStar = await account('North Star Abstract');
    // Its $100.00 plan is paid from escrow (a month whose fee is not collected renews nothing).
    await db()
      .update(accounts)
      .set({ imagesRemaining: 3, escrowBalance: '500.00' })
      .where(eq(accounts.id, northStar.id));
    expect(await runDueAccountTasks(t.app)).toBeGreaterThan(0);
    const renewed = await account('North Star Abstract');
    expect(renewed.imagesRemaining).not.toBe(3);
    expect(renewed.lastImageRenewal).not.toBeNull();
    const ledgerRows = (await db().select().from(transactionLog)).length;
    await runDueAccountTasks(t.app);
    expect((await db().select().from(transactionLog)).length).toBe(ledgerRows);
    const rows = await db()
      .select()
      .from(transactionLog)
      .where(eq(transactionLog.accountId, northStar.id));
    expect(rows.filter((r) => r.idempotencyKey?.startsWith('account-tasks:renewal:'))).toHaveLength(
      1,
    );
    expect(
      await db().select().from(auditLog).where(eq(auditLog.type, 'ACCOUNT_TASKS')),
    ).not.toHaveLength(0);
  });

  test('Indicate Billed Now and Renewed Now set the dates without charging', async () => {
    const clerk = await as('county.clerk');
    const northStar = await account('North Star Abstract');
    const billed = accountTasksSchema.parse(
      (await clerk.post('/api/controlPanel/accountTasksBilledNow', { accountId: northStar.id }))
        .body.content,
    );
    expect(billed.needsBilling).toBe(false);
    const renewed = accountTasksSchema.parse(
      (
        await clerk.post('/api/controlPanel/accountTasksImageRenewedNow', {
          accountId: northStar.id,
        })
      ).body.content,
    );
    expect(renewed.needsImageRenewal).toBe(false);
    expect(
      await db()
        .select()
        .from(transactionLog)
        .where(like(transactionLog.idempotencyKey, 'account-tasks:%')),
    ).toEqual([]);
  });
});

describe('authorization matrix', () => {
  test.each([
    ['trimin.admin', 200],
    ['county.clerk', 200],
    ['account.admin', 403],
    ['escrow.user', 403],
    ['public.guest', 403],
  ] as const)('%s reaches the account calls with %s', async (username, expected) => {
    const client = await as(username);
    const id = (await account('Lakeside Law Office')).id;
    const flatFee = (await account('North Star Abstract')).id;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/controlPanel/accounts', {}],
      ['GET', `/api/controlPanel/account/${id}`, undefined],
      ['POST', '/api/controlPanel/account', { ...newAccount, name: `New ${username}` }],
      ['POST', '/api/controlPanel/accountExport', {}],
      ['GET', `/api/controlPanel/accountFlatFeeUsage/${flatFee}`, undefined],
      ['GET', `/api/controlPanel/accountPageAccess/${id}`, undefined],
      ['GET', `/api/controlPanel/accountTasks/${id}`, undefined],
      ['POST', '/api/controlPanel/accountTasksBilledNow', { accountId: id }],
      ['POST', '/api/controlPanel/accountTasksImageRenewedNow', { accountId: id }],
      ['POST', '/api/controlPanel/runAccountTasks', { accountId: id }],
      ['POST', '/api/controlPanel/accountChangeStatusSingle', { accountId: id }],
      ['POST', '/api/controlPanel/accountChangeStatusList', { accountId: id }],
      ['POST', '/api/controlPanel/accountDelete', { accountId: id }],
    ];
    for (const [method, url, body] of calls) {
      const reply = method === 'GET' ? await client.get(url) : await client.post(url, body);
      expect([url, reply.status]).toEqual([url, expected]);
    }
    const rerun = await client.post('/api/controlPanel/prepareToRerunAccountTasks', {
      accountId: flatFee,
    });
    expect(rerun.status).toBe(username === 'trimin.admin' ? 200 : 403);
  });
});

describe('account document types', () => {
  test('Submit drops blank rows and keeps one per type; the account’s users see image retrieval from it', async () => {
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const row = (documentType: string, extra = {}) => ({
      id: 0,
      accountId: pine.id,
      documentType,
      imageChargeMethod: 'PAGE',
      imageRetrieval: true,
      previewRetrieval: true,
      ...extra,
    });
    const duplicate = await clerk.post('/api/controlPanel/accountDocTypes', {
      accountId: pine.id,
      accountDocTypes: [row('TORRENS'), row('TORRENS')],
    });
    expect(duplicate.body.message).toBe('Each document type may appear once.');
    const organized = await clerk.post('/api/controlPanel/accountDocTypes/organize', {
      accountId: pine.id,
      accountDocTypes: [row('TORRENS'), row(''), row('ABSTRACT')],
    });
    expect(
      (
        organized.body.content as {
          accountDocTypesContainer: { accountDocTypes: { documentType: string }[] };
        }
      ).accountDocTypesContainer.accountDocTypes.map((r) => r.documentType),
    ).toEqual(['ABSTRACT', 'TORRENS']);
    const saved = await clerk.post('/api/controlPanel/accountDocTypes', {
      accountId: pine.id,
      accountDocTypes: [
        row('TORRENS', { imageRetrieval: false, imageChargeMethod: 'DOCUMENT' }),
        row(''),
      ],
    });
    expect(saved.status).toBe(200);
    const read = await clerk.get(`/api/controlPanel/accountDocTypes/${pine.id}`);
    expect(read.body.content).toMatchObject({
      accountDocTypesContainer: {
        accountDocTypes: [
          { documentType: 'TORRENS', imageChargeMethod: 'DOCUMENT', imageRetrieval: false },
        ],
      },
    });
    const escrow = await as('escrow.user');
    const status = await escrow.get('/api/currentUser/loginStatus');
    expect(
      (
        status.body.content as {
          user: { accountDocTypes: Record<string, { imageRetrieval: boolean }> };
        }
      ).user.accountDocTypes,
    ).toMatchObject({ TORRENS: { imageRetrieval: false }, ABSTRACT: { imageRetrieval: true } });
  });
});

describe('account search access', () => {
  test("a search saved as No on the Access screen leaves the account's users' search list and the server refuses it", async () => {
    const clerk = await as('county.clerk');
    const pineRidge = await account('Pine Ridge Title Co.');
    const before = (await clerk.get(`/api/controlPanel/accountPageAccess/${pineRidge.id}`)).body
      .content as Record<string, unknown>;
    expect(before.searchByName).toBe(true);
    const saved = await clerk.post('/api/controlPanel/accountPageAccess', {
      ...before,
      id: pineRidge.id,
      searchByName: false,
    });
    expect(saved.status).toBe(200);

    const user = await as('escrow.user');
    const status = await user.get('/api/currentUser/loginStatus');
    const { searchList } = (status.body.content as { user: { searchList: string[] } }).user;
    expect(searchList).toContain('searchByDocumentNumber');
    expect(searchList).not.toContain('searchByName');
    const refused = await user.post('/api/search/searchByName', {
      grantorGranteeLastName1: 'Quillfeather',
      ...ALL_DATES,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This search is not available to you.');
    // Another account keeps it.
    expect(
      (
        await (
          await as('flatfee.user')
        ).post('/api/search/searchByName', {
          grantorGranteeLastName1: 'Quillfeather',
          ...ALL_DATES,
        })
      ).status,
    ).toBe(200);
  });
});
