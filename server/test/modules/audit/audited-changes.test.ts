import { managedUserSchema, SEARCH_TYPE_KEYS, SEARCH_TYPES } from '@lrp/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { accountPageAccess, accounts, auditLog, users } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import type { AuditType } from '../../../src/modules/audit/repository';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;

type Change = { field: string; before: unknown; after: unknown };
type Detail = Record<string, unknown> & { changes?: Change[] };

async function as(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}
async function account(name: string) {
  const [row] = await db().select().from(accounts).where(eq(accounts.name, name));
  return row;
}
async function user(username: string) {
  const [row] = await db().select().from(users).where(eq(users.usernameLower, username));
  return row;
}
/** The newest audit row id, so a test reads only the rows its own call wrote. */
async function lastAuditId(): Promise<number> {
  const [row] = await db()
    .select({ id: auditLog.id })
    .from(auditLog)
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.id ?? 0;
}
/** The rows of a type written after `since`, oldest first. */
async function auditsSince(since: number, type: AuditType) {
  const rows = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.type, type), gt(auditLog.id, since)))
    .orderBy(auditLog.id);
  return rows.map((r) => ({ ...r, detail: r.detail as Detail }));
}
async function onlyAuditSince(since: number, type: AuditType) {
  const rows = await auditsSince(since, type);
  expect(rows).toHaveLength(1);
  return rows[0];
}

/** An account's save request with its stored values (the entry screen sends them all back). */
function saveRequestOf(row: typeof accounts.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    accountType: row.accountType,
    paymentMethod: row.paymentMethod,
    monthlyFee: Number(row.monthlyFee),
    flatFeeRateLevel: row.flatFeeRateLevel,
    userReload: row.userReload,
    landLinkAccount: row.landlinkAccount ?? '',
    postToLandLink: row.postToLandLink,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    phone: row.phone,
    email: row.email,
  };
}

describe('account document types', () => {
  test('Submit is audited with who and each setting, type added and type removed', async () => {
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
    const save = (rows: unknown[]) =>
      clerk.post('/api/controlPanel/accountDocTypes', {
        accountId: pine.id,
        accountDocTypes: rows,
      });
    expect((await save([row('TORRENS'), row('ABSTRACT')])).status).toBe(200);

    const since = await lastAuditId();
    const reply = await save([row('TORRENS', { imageRetrieval: false }), row('LIEN')]);
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'ACCOUNT_CHANGE');
    expect(audit).toMatchObject({
      userId: (await user('county.clerk')).id,
      username: 'county.clerk',
      at: expect.any(Date),
    });
    expect(audit.detail).toEqual({
      accountId: pine.id,
      accountName: 'Pine Ridge Title Co.',
      action: 'docTypes',
      changes: [
        {
          field: 'ABSTRACT',
          before: { imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true },
          after: null,
        },
        {
          field: 'LIEN',
          before: null,
          after: { imageChargeMethod: 'PAGE', imageRetrieval: true, previewRetrieval: true },
        },
        { field: 'TORRENS.imageRetrieval', before: true, after: false },
      ],
    });
  });

  test('a refused Submit writes no audit entry', async () => {
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const since = await lastAuditId();
    const row = { id: 0, accountId: pine.id, documentType: 'TORRENS', imageChargeMethod: 'PAGE' };
    const reply = await clerk.post('/api/controlPanel/accountDocTypes', {
      accountId: pine.id,
      accountDocTypes: [
        { ...row, imageRetrieval: true, previewRetrieval: true },
        { ...row, imageRetrieval: false, previewRetrieval: true },
      ],
    });
    expect(reply.status).toBe(400);
    expect(await auditsSince(since, 'ACCOUNT_CHANGE')).toEqual([]);
  });
});

describe('search access', () => {
  test("an account's Access screen save is audited with the search types before and after", async () => {
    const clerk = await as('county.clerk');
    // Lakeside's stored flags leave out most keys (allowed) and turn two off.
    const lakeside = await account('Lakeside Law Office');
    const before = (await clerk.get(`/api/controlPanel/accountPageAccess/${lakeside.id}`)).body
      .content as Record<string, unknown>;
    expect(before).toMatchObject({ searchByName: true, searchByTorrensText: false });
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/accountPageAccess', {
      ...before,
      searchByName: false,
      searchByTorrensText: true,
    });
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'ACCOUNT_CHANGE');
    expect(audit.username).toBe('county.clerk');
    expect(audit.detail).toEqual({
      accountId: lakeside.id,
      accountName: 'Lakeside Law Office',
      action: 'searchAccess',
      changes: [
        { field: 'searchByName', before: true, after: false },
        { field: 'searchByTorrensText', before: false, after: true },
      ].sort(
        (a, b) =>
          SEARCH_TYPE_KEYS.indexOf(a.field as never) - SEARCH_TYPE_KEYS.indexOf(b.field as never),
      ),
    });
  });

  test("Search 1's Save and Update is audited with the county's switches and each account's access before and after", async () => {
    const clerk = await as('county.clerk');
    const keyOf = (setting: string) => SEARCH_TYPES.find((s) => s.setting === setting)!.key;
    const flagsBefore = new Map(
      (await db().select().from(accountPageAccess)).map((r) => [r.accountId, r.flags]),
    );
    const since = await lastAuditId();
    const changed = { ...DEMO_COUNTY_CONFIG.search, Plat: false, searchAccess: 'configurable' };
    const reply = await clerk.post('/api/controlPanel/countyConfig/searchAndUsers', changed);
    expect(reply.status).toBe(200);

    const [summary, ...perAccount] = await auditsSince(since, 'ACCOUNT_CHANGE');
    expect(summary.username).toBe('county.clerk');
    expect(summary.detail).toMatchObject({
      change: 'searchAccessFromCounty',
      changes: [{ field: keyOf('Plat'), before: true, after: false }],
    });
    const county = Object.fromEntries(
      SEARCH_TYPES.map((s) => [
        s.key,
        (changed as unknown as Record<string, unknown>)[s.setting] === true,
      ]),
    );
    const expected = (await db().select().from(accounts).orderBy(accounts.id))
      .map((a) => {
        const was = flagsBefore.get(a.id) ?? {};
        const changes = SEARCH_TYPE_KEYS.filter((k) => (was[k] !== false) !== county[k]).map(
          (k) => ({ field: k, before: was[k] !== false, after: county[k] }),
        );
        return { accountId: a.id, accountName: a.name, changes };
      })
      .filter((a) => a.changes.length > 0);
    expect(perAccount.map((r) => r.detail)).toEqual(
      expected.map((e) => ({ ...e, action: 'searchAccess', via: 'searchAccessFromCounty' })),
    );
    const pine = perAccount.find((r) => r.detail.accountName === 'Pine Ridge Title Co.')!;
    expect(pine.detail.changes).toContainEqual({
      field: keyOf('Plat'),
      before: true,
      after: false,
    });
    expect(perAccount.every((r) => r.username === 'county.clerk')).toBe(true);
  });
});

describe('flat fee usage override', () => {
  test('is audited with the images remaining before and after', async () => {
    const clerk = await as('county.clerk');
    const northStar = await account('North Star Abstract');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/accountFlatFeeUsage', {
      id: northStar.id,
      imagesRemaining: 45,
    });
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'ACCOUNT_CHANGE');
    expect(audit).toMatchObject({
      userId: (await user('county.clerk')).id,
      username: 'county.clerk',
    });
    expect(audit.detail).toEqual({
      accountId: northStar.id,
      accountName: 'North Star Abstract',
      action: 'flatFeeUsageOverride',
      ledgerEntryId: expect.any(Number),
      changes: [{ field: 'imagesRemaining', before: northStar.imagesRemaining, after: 45 }],
    });
  });

  test('a refused override writes no audit entry', async () => {
    const clerk = await as('county.clerk');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/accountFlatFeeUsage', {
      id: (await account('Pine Ridge Title Co.')).id,
      imagesRemaining: 45,
    });
    expect(reply.status).toBe(400);
    expect(await auditsSince(since, 'ACCOUNT_CHANGE')).toEqual([]);
  });
});

describe('account saves', () => {
  test('an update lists only the fields that changed, money as its exact text', async () => {
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/account', {
      ...saveRequestOf(pine),
      monthlyFee: 22.5,
      city: 'Duluth',
    });
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'ACCOUNT_CHANGE');
    expect(audit.username).toBe('county.clerk');
    expect(audit.detail).toEqual({
      accountId: pine.id,
      accountName: 'Pine Ridge Title Co.',
      action: 'UPDATE',
      changes: [
        { field: 'monthlyFee', before: pine.monthlyFee, after: '22.50' },
        { field: 'city', before: 'Pine Ridge', after: 'Duluth' },
      ],
    });
    expect(pine.monthlyFee).toBe('0.00');
  });

  test('a save that changes nothing is audited with no changes', async () => {
    const clerk = await as('county.clerk');
    const lakeside = await account('Lakeside Law Office');
    const since = await lastAuditId();
    expect((await clerk.post('/api/controlPanel/account', saveRequestOf(lakeside))).status).toBe(
      200,
    );
    expect((await onlyAuditSince(since, 'ACCOUNT_CHANGE')).detail).toMatchObject({
      action: 'UPDATE',
      changes: [],
    });
  });

  test('a new account lists the values it was given', async () => {
    const clerk = await as('county.clerk');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/account', {
      ...saveRequestOf(await account('Lakeside Law Office')),
      id: 0,
      name: 'Birch Lake Surveys',
      monthlyFee: 15,
    });
    expect(reply.status).toBe(200);
    const { detail } = await onlyAuditSince(since, 'ACCOUNT_CHANGE');
    expect(detail).toMatchObject({ action: 'CREATE', accountName: 'Birch Lake Surveys' });
    expect(detail.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: null, after: 'Birch Lake Surveys' },
        { field: 'monthlyFee', before: null, after: '15.00' },
        { field: 'status', before: null, after: 'A' },
      ]),
    );
  });

  test('a status change lists the status before and after', async () => {
    const clerk = await as('county.clerk');
    const northStar = await account('North Star Abstract');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/controlPanel/accountChangeStatusSingle', {
      accountId: northStar.id,
    });
    expect(reply.body.content).toEqual({ status: 'I' });
    expect((await onlyAuditSince(since, 'ACCOUNT_CHANGE')).detail).toMatchObject({
      accountId: northStar.id,
      action: 'STATUS',
      changes: [{ field: 'status', before: 'A', after: 'I' }],
    });
  });
});

describe('user changes', () => {
  const PASSWORD = 'Lind!Pass2026x';

  /** What the entry screen sends back for a user, with `extra` changed. */
  async function saveRequestFor(client: TestClient, username: string, extra = {}) {
    const entry = managedUserSchema.parse(
      (await client.get(`/api/userManager/user/${(await user(username)).id}`)).body.content,
    );
    const { accountName: _name, status: _status, ...fields } = entry;
    return { ...fields, ...extra };
  }

  test('an update lists the changed values, role and account among them', async () => {
    const clerk = await as('county.clerk');
    const target = await user('escrow.user');
    const lakeside = await account('Lakeside Law Office');
    const since = await lastAuditId();
    const reply = await clerk.post(
      '/api/userManager/user',
      await saveRequestFor(clerk, 'escrow.user', {
        role: 'ACCOUNT',
        accountId: lakeside.id,
        city: 'Duluth',
        viewJudicialProtection: true,
      }),
    );
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'USER_CHANGE');
    expect(audit).toMatchObject({
      userId: (await user('county.clerk')).id,
      username: 'county.clerk',
    });
    expect(audit.detail).toEqual({
      targetUserId: target.id,
      targetUsername: 'escrow.user',
      // The account the user belongs to now: the audit report by account lists the change there.
      accountId: lakeside.id,
      action: 'UPDATE',
      changes: [
        { field: 'role', before: 'USER', after: 'ACCOUNT' },
        { field: 'accountId', before: target.accountId, after: lakeside.id },
        { field: 'city', before: 'Pine Ridge', after: 'Duluth' },
        { field: 'viewJudicialProtection', before: false, after: true },
      ],
    });
  });

  test('a new user lists its values; the password only as changed, never its value or hash', async () => {
    const clerk = await as('county.clerk');
    const pine = await account('Pine Ridge Title Co.');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/userManager/user', {
      id: 0,
      username: 'nora.lind',
      role: 'USER',
      accountId: pine.id,
      firstName: 'Nora',
      lastName: 'Lind',
      company: '',
      address: '12 Main St',
      city: 'Duluth',
      state: 'MN',
      zip: '55802',
      email: 'nora.lind@example.com',
      phoneFormatType: 'STANDARD',
      phone: '(218) 555-0101',
      viewJudicialProtection: false,
      password: PASSWORD,
    });
    expect(reply.status).toBe(200);
    const audit = await onlyAuditSince(since, 'USER_CHANGE');
    expect(audit.detail).toMatchObject({ action: 'CREATE', targetUsername: 'nora.lind' });
    expect(audit.detail.changes).toEqual(
      expect.arrayContaining([
        { field: 'username', before: null, after: 'nora.lind' },
        { field: 'accountId', before: null, after: pine.id },
        { field: 'email', before: null, after: 'nora.lind@example.com' },
        { field: 'password', before: null, after: null },
      ]),
    );
    const text = JSON.stringify(audit.detail);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain((await user('nora.lind')).passwordHash);
    expect(text).not.toContain('passwordHash');
  });

  test('a status change lists the status before and after', async () => {
    const clerk = await as('county.clerk');
    const target = await user('card.user');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/userManager/userChangeStatusSingle', {
      userId: target.id,
    });
    expect(reply.body.content).toEqual({ status: 'I' });
    expect((await onlyAuditSince(since, 'USER_CHANGE')).detail).toEqual({
      targetUserId: target.id,
      targetUsername: 'card.user',
      accountId: target.accountId,
      action: 'STATUS',
      from: 'A',
      to: 'I',
      changes: [{ field: 'status', before: 'A', after: 'I' }],
    });
  });

  test('a password set by an administrator stays a PASSWORD_CHANGE without the password or its hash', async () => {
    const clerk = await as('county.clerk');
    const target = await user('escrow.user');
    const since = await lastAuditId();
    const reply = await clerk.post('/api/userManager/userPassword', {
      id: target.id,
      username: target.username,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
    });
    expect(reply.status).toBe(200);
    expect(await auditsSince(since, 'USER_CHANGE')).toEqual([]);
    const audit = await onlyAuditSince(since, 'PASSWORD_CHANGE');
    expect(audit.username).toBe('county.clerk');
    const text = JSON.stringify(audit.detail);
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain((await user('escrow.user')).passwordHash);
  });
});
