import {
  countyConfigSchemas,
  LANGUAGES,
  namedResultListSchema,
  PUBLIC_COUNTY_GROUPS,
  type NamedResultList,
} from '@lrp/contract';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();

async function results(path: string) {
  const reply = await t.client().get<NamedResultList>(`/api/helperdata/${path}`);
  expect(reply.status).toBe(200);
  return namedResultListSchema.parse(reply.body.content).results;
}

function list(all: NamedResultList['results'], name: string) {
  const found = all.find((r) => r.name === name);
  if (!found?.codeDescriptionResults) throw new Error(`no list ${name}`);
  return found.codeDescriptionResults;
}

describe('GET /api/helperdata/countyConfiguration', () => {
  test('answers exactly the public groups, each valid against the contract', async () => {
    const groups = await results('countyConfiguration');
    expect(groups.map((g) => g.name)).toEqual([...PUBLIC_COUNTY_GROUPS]);
    for (const g of groups) {
      expect(() =>
        countyConfigSchemas[g.name as keyof typeof countyConfigSchemas].parse(g.baseContent),
      ).not.toThrow();
    }
  });

  test('never includes userAccess (limits, guest name) or modules', async () => {
    const reply = await t.client().get('/api/helperdata/countyConfiguration');
    const names = (reply.body.content as NamedResultList).results.map((g) => g.name);
    expect(names).not.toContain('userAccess');
    expect(names).not.toContain('modules');
    expect(JSON.stringify(reply.body)).not.toContain('maxloginAttempts');
    expect(JSON.stringify(reply.body)).not.toContain('guestUserName');
  });

  test("carries the demo county's settings", async () => {
    const groups = await results('countyConfiguration');
    expect(groups.find((g) => g.name === 'common')?.baseContent).toMatchObject({
      countyName: 'Pine Ridge County',
      stateCode: 'MN',
    });
    expect(groups.find((g) => g.name === 'efile')?.baseContent).toMatchObject({
      efile: true,
      acknowledgement: true,
    });
  });
});

describe('GET /api/helperdata/codeDescriptions', () => {
  test('holds every list, in order', async () => {
    const all = await results('codeDescriptions');
    expect(all.map((r) => r.name)).toEqual([
      'accountTypes',
      'paymentMethodTypes',
      'userTypes',
      'userStatuses',
      'bookTypes',
      'documentTypes',
      'municipalityCodes',
      'otherLotCodes',
      'dataSourceTypes',
      'auditLogTypes',
      'transactionLogTypes',
      'states',
      'compassDirections',
      'languages',
    ]);
    for (const r of all) expect(r.codeDescriptionResults!.length).toBeGreaterThan(0);
  });

  test('the 14 languages, by API code and English name', async () => {
    const languages = list(await results('codeDescriptions'), 'languages');
    expect(languages).toEqual(LANGUAGES.map((l) => ({ code: l.code, description: l.name })));
    expect(languages).toHaveLength(14);
  });

  test('50 states, DC, five territories and three armed-forces codes', async () => {
    const states = list(await results('codeDescriptions'), 'states');
    expect(states).toHaveLength(59);
    const codes = states.map((s) => s.code);
    for (const code of ['MN', 'CA', 'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'])
      expect(codes).toContain(code);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(states.find((s) => s.code === 'MN')?.description).toBe('Minnesota');
  });

  test('compass directions, blank first', async () => {
    expect(list(await results('codeDescriptions'), 'compassDirections').map((d) => d.code)).toEqual(
      ['', 'E', 'S', 'W', 'N', 'SE', 'SW', 'NE', 'NW'],
    );
  });

  test('user types are the five roles', async () => {
    expect(list(await results('codeDescriptions'), 'userTypes').map((d) => d.code)).toEqual([
      'TRIMIN',
      'COUNTY',
      'ACCOUNT',
      'USER',
      'GUEST',
    ]);
  });
});

describe('GET /api/helperdata/instrumentCodes', () => {
  test('instrument groups, about twenty instrument codes, thirty plats by name and number, and the islands', async () => {
    const all = await results('instrumentCodes');
    expect(all.map((r) => r.name)).toEqual([
      'instrumentGroups',
      'instrumentCodes',
      'plats',
      'platNames',
      'platNumbers',
      'islands',
    ]);
    expect(list(all, 'platNames')).toEqual(list(all, 'plats'));
    expect(list(all, 'platNumbers')).toContainEqual({ code: '1008', description: '1008' });
    expect(list(all, 'platNames')).toContainEqual({
      code: '1008',
      description: 'Pine Ridge Second Addition',
    });
    expect(list(all, 'islands').map((i) => i.description)).toEqual(['Saipan', 'Tinian', 'Rota']);
    const codes = list(all, 'instrumentCodes');
    expect(codes.length).toBeGreaterThanOrEqual(20);
    expect(codes).toContainEqual({ code: 'WD', description: 'Warranty Deed' });
    expect(codes).toContainEqual({ code: 'SAT', description: 'Satisfaction of Mortgage' });
    const plats = list(all, 'plats');
    expect(plats).toHaveLength(30);
    for (const p of plats) expect(p.code).toMatch(/^\d+$/);
  });
});

describe('GET /api/helperdata/productVersions and notableDates', () => {
  test('product and API versions for anyone; the database engine and version for provider staff only', async () => {
    const [versions] = await results('productVersions');
    expect(versions.name).toBe('productVersions');
    expect(versions.baseContent).toEqual({ product: '5.5.5', api: '1.0.0' });

    for (const username of ['county.clerk', 'account.admin']) {
      const client = t.client();
      await client.login(username);
      const reply = await client.get<{ results: { baseContent: Record<string, unknown> }[] }>(
        '/api/helperdata/productVersions',
      );
      expect(reply.body.content.results[0].baseContent).toEqual({ product: '5.5.5', api: '1.0.0' });
    }

    const staff = t.client();
    await staff.login('trimin.admin');
    const reply = await staff.get<{ results: { baseContent: Record<string, unknown> }[] }>(
      '/api/helperdata/productVersions',
    );
    expect(reply.body.content.results[0].baseContent).toEqual({
      product: '5.5.5',
      api: '1.0.0',
      database: expect.stringMatching(
        t.testDb.kind === 'pglite' ? /^PGlite \d+\.\d+/ : /^PostgreSQL \d+/,
      ),
    });
  });

  test('a table of index dates', async () => {
    const [dates] = await results('notableDates');
    const table = dates.baseContent as { headings: string[]; rows: string[][] };
    expect(dates.name).toBe('notableDates');
    expect(table.headings[0]).toBe('Index');
    expect(table.rows.map((r) => r[0])).toEqual(['Abstract', 'Torrens', 'Tax Liens']);
    for (const row of table.rows) {
      expect(row).toHaveLength(table.headings.length);
      for (const date of row.slice(1)) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
  });
});
