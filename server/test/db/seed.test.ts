import { countyConfigSchemas, PUBLIC_COUNTY_GROUPS } from '@lrp/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accounts, countySettings, loginSlides, referenceLists, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/seed';
import { DEMO_COUNTY_CONFIG, DEMO_PASSWORD } from '../../src/db/seed/demo-county';
import { FIXTURE } from '../../src/db/seed/records';
import { hashPassword, verifyPassword } from '../../src/lib/password';
import { COUNTY_GROUP_SCHEMAS, COUNTY_GROUPS } from '../../src/modules/countyConfig/repository';
import { openEmptyDatabase, TEST_DOCUMENTS } from '../helpers/test-database';

let database: Database;
const withFreshDatabase = () => {
  beforeAll(async () => {
    database = await openEmptyDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });
};

const rows = async (
  table: typeof users | typeof accounts | typeof countySettings | typeof loginSlides,
) => (await database.db.select({ n: count() }).from(table))[0].n;

describe('prepareDatabase with SEED=demo', () => {
  withFreshDatabase();

  test('SEED=demo on an empty database: the demo county and its records', async () => {
    const { seededDemo, seededRecords } = await prepareDatabase(database, {
      seed: 'demo',
      admin: null,
      demoDocuments: TEST_DOCUMENTS,
    });
    expect({ seededDemo, seededRecords }).toEqual({ seededDemo: true, seededRecords: true });
    const [{ n: documents }] = (
      await database.db.execute<{ n: number }>(sql`select count(*)::int as n from documents`)
    ).rows;
    expect(documents).toBe(TEST_DOCUMENTS + FIXTURE.documentCount);
    // Every document has its listing (its results row), and it names the document's parties.
    const [listings] = (
      await database.db.execute<{ listed: number; parties: number; named: number }>(sql`
        select count(*)::int as listed,
          coalesce(sum(json_array_length(l.result_row->'grantorSearchResults') + json_array_length(l.result_row->'granteeSearchResults')), 0)::int as parties,
          (select count(*)::int from document_parties) as named
        from document_listings l`)
    ).rows;
    expect(listings).toEqual({ listed: documents, parties: listings.named, named: listings.named });
    expect(listings.named).toBeGreaterThan(documents);
    expect(await rows(users)).toBe(21);
    expect(await rows(accounts)).toBe(5);
    expect(await rows(loginSlides)).toBe(4);
    const [escrow] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    expect(escrow).toMatchObject({
      accountType: 'A_LA_CARTE',
      paymentMethod: 'ESCROW',
      escrowBalance: '250.00',
    });
    const [guest] = await database.db
      .select()
      .from(users)
      .where(eq(users.usernameLower, 'public.guest'));
    expect(await verifyPassword(DEMO_PASSWORD, guest.passwordHash)).toBe(true);
    // Migrations, the demo county's password hashes and a county's records: more than jest's default 5 s.
  }, 60_000);

  test('a second start does not seed again', async () => {
    await database.db
      .update(accounts)
      .set({ escrowBalance: '12.00' })
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    expect(
      await prepareDatabase(database, { seed: 'demo', admin: null, demoDocuments: TEST_DOCUMENTS }),
    ).toEqual({ seededDemo: false, seededRecords: false });
    expect(await rows(users)).toBe(21);
    const [escrow] = await database.db
      .select()
      .from(accounts)
      .where(eq(accounts.name, 'Pine Ridge Title Co.'));
    expect(escrow.escrowBalance).toBe('12.00');
  });
});

describe('prepareDatabase with SEED=none', () => {
  withFreshDatabase();

  test('a weak LRP_ADMIN_PASSWORD stops the start with the rule it breaks, and changes nothing', async () => {
    await expect(
      prepareDatabase(database, {
        seed: 'none',
        admin: { username: 'county.admin', password: 'short', email: null },
      }),
    ).rejects.toThrow('LRP_ADMIN_PASSWORD: At least 12 characters long.');
    expect(await rows(countySettings)).toBe(0);
  });

  test('SEED=none: no demo data, but the reference lists, every county group and a login slide', async () => {
    await prepareDatabase(database, { seed: 'none', admin: null });
    expect(await rows(users)).toBe(0);
    expect(await rows(accounts)).toBe(0);
    expect(await rows(loginSlides)).toBe(1);
    const lists = await database.db
      .selectDistinct({ name: referenceLists.listName })
      .from(referenceLists);
    expect(lists.map((l) => l.name).sort()).toEqual(
      expect.arrayContaining([
        'states',
        'compassDirections',
        'languages',
        'userTypes',
        'accountTypes',
        'instrumentCodes',
      ]),
    );
    expect(lists.map((l) => l.name)).not.toContain('plats');
    const settings = await database.db.select().from(countySettings);
    expect(settings.map((s) => s.groupName).sort()).toEqual([...COUNTY_GROUPS].sort());
    for (const s of settings) {
      expect(() =>
        COUNTY_GROUP_SCHEMAS[s.groupName as keyof typeof COUNTY_GROUP_SCHEMAS].parse(s.content),
      ).not.toThrow();
    }
  });

  test('LRP_ADMIN_USERNAME/PASSWORD create the first TRIMIN user, once', async () => {
    const admin = {
      username: 'county.admin',
      password: 'Strong!Pass2026',
      email: 'admin@county.example.gov',
    };
    await prepareDatabase(database, { seed: 'none', admin });
    const [created] = await database.db.select().from(users).where(eq(users.role, 'TRIMIN'));
    expect(created).toMatchObject({
      username: 'county.admin',
      usernameLower: 'county.admin',
      status: 'A',
      email: 'admin@county.example.gov',
    });
    expect(await verifyPassword('Strong!Pass2026', created.passwordHash)).toBe(true);
    await prepareDatabase(database, {
      seed: 'none',
      admin: { ...admin, username: 'someone.else' },
    });
    expect(await rows(users)).toBe(1);
  });
});

describe('the demo county settings', () => {
  test('every group is valid against its schema, and the public ones against the contract', () => {
    for (const group of COUNTY_GROUPS) {
      expect(() => COUNTY_GROUP_SCHEMAS[group].parse(DEMO_COUNTY_CONFIG[group])).not.toThrow();
    }
    for (const group of PUBLIC_COUNTY_GROUPS)
      expect(() => countyConfigSchemas[group].parse(DEMO_COUNTY_CONFIG[group])).not.toThrow();
  });
});

describe('password hashing', () => {
  test('scrypt with a random salt and its parameters stored; verification is exact', async () => {
    const a = await hashPassword('Portal!Demo2026');
    const b = await hashPassword('Portal!Demo2026');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Portal!Demo2026', a)).toBe(true);
    expect(await verifyPassword('portal!demo2026', a)).toBe(false);
    expect(await verifyPassword('Portal!Demo2026', 'plain-text')).toBe(false);
  });
});
