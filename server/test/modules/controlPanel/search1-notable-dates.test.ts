import { SEARCH_TYPES } from '@lrp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { accountPageAccess, accounts, auditLog } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

async function signedIn(username: string) {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** The demo's Search 1 with Plat and Tax Lien switched off (the default, Name, stays on). */
const CHANGED = { ...DEMO_COUNTY_CONFIG.search, Plat: false, TaxLien: false } as Record<
  string,
  unknown
>;
const COUNTY_FLAGS = Object.fromEntries(SEARCH_TYPES.map((t) => [t.key, CHANGED[t.setting]]));

async function pageAccessRows() {
  const all = await db().select({ id: accounts.id }).from(accounts);
  const rows = await db().select().from(accountPageAccess);
  return { accountIds: all.map((a) => a.id).sort(), rows };
}

describe('Search 1: the default search and the accounts search access', () => {
  test('the default search switched off is refused with the contract message, on either call', async () => {
    const client = await signedIn('county.clerk');
    const before = await pageAccessRows();
    for (const path of ['search', 'searchAndUsers']) {
      const reply = await client.post(`/api/controlPanel/countyConfig/${path}`, {
        ...DEMO_COUNTY_CONFIG.search,
        defaultSearch: 'searchByPlat',
        Plat: false,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.content).toMatchObject({
        fieldErrors: { defaultSearch: 'Your default search needs to be enabled first.' },
      });
    }
    expect(await countyConfig().get('search')).toEqual(DEMO_COUNTY_CONFIG.search);
    expect(await pageAccessRows()).toEqual(before);
  });

  test('Save and Update (and Submit with "same") saves and gives every account the county switches, audited', async () => {
    const client = await signedIn('county.clerk');
    for (const searchAccess of ['configurable', 'same']) {
      const body = { ...CHANGED, searchAccess };
      const reply = await client.post('/api/controlPanel/countyConfig/searchAndUsers', body);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        message: 'Settings and Users updated.',
        content: body,
      });
      expect(await countyConfig().get('search')).toEqual(body);
      const { accountIds, rows } = await pageAccessRows();
      expect(rows.map((r) => r.accountId).sort()).toEqual(accountIds);
      for (const row of rows) expect(row.flags).toEqual(COUNTY_FLAGS);
    }
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'ACCOUNT_CHANGE'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id));
    expect(audit.detail).toMatchObject({
      change: 'searchAccessFromCounty',
      pageAccess: COUNTY_FLAGS,
    });
    const [change] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'))
      .orderBy(desc(auditLog.id));
    expect(change.detail).toMatchObject({
      group: 'search',
      after: { ...CHANGED, searchAccess: 'same' },
    });
  });

  test('Save Only saves the settings and leaves every account as it was', async () => {
    const client = await signedIn('county.clerk');
    const before = await pageAccessRows();
    const reply = await client.post('/api/controlPanel/countyConfig/search', CHANGED);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Settings updated.');
    expect(await countyConfig().get('search')).toEqual(CHANGED);
    expect(await pageAccessRows()).toEqual(before);
  });

  test('searchAndUsers is for TRIMIN and COUNTY only', async () => {
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      const reply = await client.post('/api/controlPanel/countyConfig/searchAndUsers', CHANGED);
      expect(reply.status).toBe(403);
    }
    expect(
      (await t.client().post('/api/controlPanel/countyConfig/searchAndUsers', CHANGED)).status,
    ).toBe(403);
    const trimin = await signedIn('trimin.admin');
    expect(
      (await trimin.post('/api/controlPanel/countyConfig/searchAndUsers', CHANGED)).status,
    ).toBe(200);
  });
});

describe('Home - Notable Dates: the switches decide what the home card shows', () => {
  const display = DEMO_COUNTY_CONFIG.notableDatesDisplay;

  test('the demo shows a row per index with its switched-on dates (not the legal or certificate dates)', async () => {
    const home = await t
      .client()
      .get<{ notableDates: { headings: string[]; rows: string[][] } }>('/api/home/all');
    expect(home.body.content.notableDates).toEqual({
      headings: ['Index', 'Verified Through', 'Posted Through', 'Images From', 'Images Through'],
      rows: [
        ['Abstract', '11/28/2025', '12/05/2025', '01/02/1980', '12/05/2025'],
        ['Torrens', '11/21/2025', '12/05/2025', '07/01/1910', '12/05/2025'],
        ['Tax Liens', '11/28/2025', '12/04/2025', '01/03/1995', '12/04/2025'],
      ],
    });
  });

  test('the switches are stored; the home card and the search panel follow; search options keep a copy', async () => {
    const client = await signedIn('county.clerk');
    const change = {
      ...display,
      showSeparateIndexes: false,
      useVerificationDate: true,
      abstractImageBegin: false,
      torrensImageBegin: false,
      lienImageBegin: false,
      torrensCertificateThru: false,
      abstractLegalVerified: true,
    };
    const reply = await client.post('/api/controlPanel/countyConfig/notableDatesDisplay', change);
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual(change);
    expect(await countyConfig().get('notableDatesDisplay')).toEqual(change);
    expect(await countyConfig().get('searchOptions')).toMatchObject({
      showNotableDates: true,
      useVerificationDate: true,
    });

    // One combined row, each date the earliest of the indexes, the legal dates not shown.
    const combined = {
      headings: ['Index', 'Verified Through', 'Posted Through', 'Images Through'],
      rows: [['All Indexes', '11/21/2025', '12/04/2025', '12/04/2025']],
    };
    const home = await t.client().get<{ notableDates: unknown }>('/api/home/all');
    expect(home.body.content.notableDates).toEqual(combined);
    const helper = await t
      .client()
      .get<{ results: { baseContent: unknown }[] }>('/api/helperdata/notableDates');
    expect(helper.body.content.results[0].baseContent).toEqual(combined);

    // Separate indexes: the legal verified date shows for the abstract index only.
    await client.post('/api/controlPanel/countyConfig/notableDatesDisplay', {
      ...change,
      showSeparateIndexes: true,
    });
    const separate = await t.client().get<{
      notableDates: { headings: string[]; rows: string[][] };
    }>('/api/home/all');
    expect(separate.body.content.notableDates.headings).toEqual([
      'Index',
      'Verified Through',
      'Posted Through',
      'Legal Verified Through',
      'Images Through',
    ]);
    expect(separate.body.content.notableDates.rows[0]).toEqual([
      'Abstract',
      '11/28/2025',
      '12/05/2025',
      '11/14/2025',
      '12/05/2025',
    ]);
    expect(separate.body.content.notableDates.rows[1][3]).toBe('');

    // Notable dates not shown: no card, and the search options follow.
    await client.post('/api/controlPanel/countyConfig/notableDatesDisplay', {
      ...change,
      showNotableDates: false,
    });
    const hidden = await t.client().get<{ notableDates: unknown }>('/api/home/all');
    expect(hidden.body.content.notableDates).toEqual({ headings: [], rows: [] });
    expect(await countyConfig().get('searchOptions')).toMatchObject({ showNotableDates: false });

    // Saving the search options cannot make them disagree.
    await client.post('/api/controlPanel/countyConfig/searchOptions', {
      ...(await countyConfig().get('searchOptions')),
      showNotableDates: true,
    });
    expect(await countyConfig().get('searchOptions')).toMatchObject({ showNotableDates: false });
  });

  test('notableDatesDisplay is for TRIMIN and COUNTY only', async () => {
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      expect((await client.get('/api/controlPanel/countyConfig/notableDatesDisplay')).status).toBe(
        403,
      );
      expect(
        (await client.post('/api/controlPanel/countyConfig/notableDatesDisplay', display)).status,
      ).toBe(403);
    }
    const trimin = await signedIn('trimin.admin');
    expect((await trimin.get('/api/controlPanel/countyConfig/notableDatesDisplay')).status).toBe(
      200,
    );
  });
});
