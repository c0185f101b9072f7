import { countyConfigSchemas } from '@lrp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../src/db/schema';
import { DEMO_COUNTY_CONFIG } from '../../../src/db/seed/demo-county';
import {
  COUNTY_GROUP_SCHEMAS,
  CountyConfigRepository,
  type CountyGroup,
} from '../../../src/modules/countyConfig/repository';
import { setupServerTest } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());

async function signedIn(username: string) {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const TRIMIN_ONLY: CountyGroup[] = ['modules', 'efile', 'languages'];

/** One change per group that its schema refuses, and the message for the field. */
const BAD: Record<CountyGroup, [Record<string, unknown>, string, unknown]> = {
  common: [{ countyName: '   ' }, 'countyName', 'Required.'],
  languages: [{ languages: 'yes' }, 'languages', 'Must be a boolean.'],
  loginPageRegistration: [{ emaileExpireIn: 0 }, 'emaileExpireIn', 'Enter 1 to 720 hours.'],
  userLockout: [{ messageHeadline: 'x'.repeat(201) }, 'messageHeadline', '200 characters max.'],
  userAccess: [{ maxloginAttempts: 21 }, 'maxloginAttempts', 'Enter 1 to 20 attempts.'],
  efile: [{ efile: null }, 'efile', 'Required.'],
  search: [
    { defaultSearch: 'searchByMagic' },
    'defaultSearch',
    expect.stringMatching(/^Must be one of searchByAddress, searchByBookAndPage, /),
  ],
  search2: [{ map: 1 }, 'map', 'Must be a boolean.'],
  searchOptions: [{ abstractIndexBeginDate: '1980-01-02' }, 'abstractIndexBeginDate', 'MM/DD/YYYY'],
  aLaCarte: [{ searchByName: 1.005 }, 'searchByName', 'Enter dollars and cents, like 25.00.'],
  creditCard: [{ applyAlternateRates: 'yes' }, 'applyAlternateRates', 'Must be a boolean.'],
  reports: [
    { statementReportCountyNote: 'x'.repeat(1001) },
    'statementReportCountyNote',
    'Maximum 1000 characters long.',
  ],
  modules: [{ disabled: 'mfe-search' }, 'disabled', 'Must be a list.'],
  homeSelections: [{ links: 'on' }, 'links', 'Must be a boolean.'],
  escrow: [
    { creditCardSurchargeMethod: 'euros' },
    'creditCardSurchargeMethod',
    'Must be one of dollars, percent.',
  ],
  flatFeeOverride: [{ rates: [] }, 'rates', 'Must be at least 5.'],
  notableDates: [{ headings: 'Index' }, 'headings', 'Must be a list.'],
  notableDatesDisplay: [
    { showSeparateIndexes: 'yes' },
    'showSeparateIndexes',
    'Must be a boolean.',
  ],
  flatFee: [{ chargingImages: 'yes' }, 'chargingImages', 'Must be a boolean.'],
  aLaCarteSpecialRates: [
    {
      rates: [
        {
          documentType: '',
          instrumentCode: 'AFF',
          documentRate: 1,
          firstPageRate: 0,
          additionalPagesRate: 0,
        },
      ],
    },
    'rates',
    'Each special rate must have a document type if an instrument code is provided.',
  ],
  creditCardExtra: [
    { chargeFeeCode: 'IMG', chargeChargeCode: '' },
    'chargeChargeCode',
    'Required with Fee Code.',
  ],
  billingSchedule: [{ renewalDay: 29 }, 'renewalDay', 'Enter a day from 1 to 28.'],
  userPurgeSchedule: [
    { automaticPurgeAfterDays: 364 },
    'automaticPurgeAfterDays',
    'Enter at least 365 days.',
  ],
  auditLogPurgeSchedule: [
    { automaticPurgeAfterDays: 59 },
    'automaticPurgeAfterDays',
    'Enter at least 60 days.',
  ],
  efileFees: [
    { LR: { firstPage: 10.005, additionalPages: 2 } },
    'LR.firstPage',
    'Enter dollars and cents, like 25.00.',
  ],
};

const GROUPS = Object.keys(COUNTY_GROUP_SCHEMAS) as CountyGroup[];

describe('GET and POST /api/controlPanel/countyConfig/{group}', () => {
  test('every contract group is offered, and the server-only notableDates', () => {
    expect(GROUPS).toEqual(expect.arrayContaining(Object.keys(countyConfigSchemas)));
    expect(GROUPS).toEqual(expect.arrayContaining(['notableDates']));
    expect(Object.keys(BAD).sort()).toEqual([...GROUPS].sort());
  });

  test.each(GROUPS)(
    '%s: reads the saved group, saves it back with "Settings updated.", refuses a bad value',
    async (group) => {
      const client = await signedIn(TRIMIN_ONLY.includes(group) ? 'trimin.admin' : 'county.clerk');
      const read = await client.get(`/api/controlPanel/countyConfig/${group}`);
      expect(read.status).toBe(200);
      expect(read.body.content).toEqual(DEMO_COUNTY_CONFIG[group]);

      const saved = await client.post(`/api/controlPanel/countyConfig/${group}`, read.body.content);
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        ok: true,
        message: 'Settings updated.',
        content: DEMO_COUNTY_CONFIG[group],
      });

      const [change, field, message] = BAD[group];
      const refused = await client.post(`/api/controlPanel/countyConfig/${group}`, {
        ...(read.body.content as object),
        ...change,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.content).toEqual({
        fieldErrors: expect.objectContaining({ [field]: message }),
        fieldMessages: expect.objectContaining({
          [field]: expect.objectContaining({ message, code: expect.any(String) }),
        }),
      });
      expect(await countyConfig().get(group)).toEqual(DEMO_COUNTY_CONFIG[group]);
    },
  );

  test('a change is stored, answered and audited with the values before and after', async () => {
    const client = await signedIn('county.clerk');
    const change = {
      ...DEMO_COUNTY_CONFIG.loginPageRegistration,
      selfRegistration: false,
      emaileExpireIn: 12,
    };
    const reply = await client.post('/api/controlPanel/countyConfig/loginPageRegistration', change);
    expect(reply.body.content).toEqual({
      forgotPasswordLink: true,
      selfRegistration: false,
      emaileExpireIn: 12,
    });
    expect(await countyConfig().get('loginPageRegistration')).toEqual(change);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'COUNTY_CONFIG_CHANGE'), eq(auditLog.username, 'county.clerk')))
      .orderBy(desc(auditLog.id));
    expect(audit.detail).toEqual({
      group: 'loginPageRegistration',
      before: DEMO_COUNTY_CONFIG.loginPageRegistration,
      after: change,
    });
  });

  test('userLockout ignores a status field', async () => {
    const client = await signedIn('county.clerk');
    const reply = await client.post('/api/controlPanel/countyConfig/userLockout', {
      ...DEMO_COUNTY_CONFIG.userLockout,
      lockoutInPlace: true,
      status: 'SUCCESS',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.content).toEqual({ ...DEMO_COUNTY_CONFIG.userLockout, lockoutInPlace: true });
    expect(reply.body.lockout).toBe(true);
    expect(await countyConfig().get('userLockout')).not.toHaveProperty('status');
  });

  test('search: the default search must be switched on', async () => {
    const client = await signedIn('county.clerk');
    const reply = await client.post('/api/controlPanel/countyConfig/search', {
      ...DEMO_COUNTY_CONFIG.search,
      defaultSearch: 'searchByPlat',
      Plat: false,
    });
    expect(reply.status).toBe(400);
    // The contract's rule (searchConfigSchema): refused as the schema refuses, naming the field.
    expect(reply.body).toMatchObject({
      message: 'Default search: Your default search needs to be enabled first.',
      content: {
        fieldErrors: { defaultSearch: 'Your default search needs to be enabled first.' },
        fieldMessages: expect.any(Object),
      },
    });
    const ok = await client.post('/api/controlPanel/countyConfig/search', {
      ...DEMO_COUNTY_CONFIG.search,
      defaultSearch: 'searchByPlat',
    });
    expect(ok.body.content).toMatchObject({ defaultSearch: 'searchByPlat', Plat: true });
  });

  test('userAccess: the guest login must be a GUEST user', async () => {
    const client = await signedIn('county.clerk');
    for (const guestUserName of ['nobody.here', 'escrow.user']) {
      const reply = await client.post('/api/controlPanel/countyConfig/userAccess', {
        ...DEMO_COUNTY_CONFIG.userAccess,
        guestUserName,
      });
      expect(reply.status).toBe(400);
      expect(reply.body.content).toEqual({
        fieldErrors: { guestUserName: 'There is no guest user with that username.' },
        fieldMessages: expect.any(Object),
      });
    }
    const none = await client.post('/api/controlPanel/countyConfig/userAccess', {
      ...DEMO_COUNTY_CONFIG.userAccess,
      guestUserName: '  ',
    });
    expect(none.body.content).toMatchObject({ guestUserName: '' });
  });

  test('escrow: the largest deposit cannot be less than the smallest (the schema says so)', async () => {
    const client = await signedIn('county.clerk');
    const reply = await client.post('/api/controlPanel/countyConfig/escrow', {
      ...DEMO_COUNTY_CONFIG.escrow,
      minReloadAmount: 600,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.content).toEqual({
      fieldErrors: { maxReloadAmount: 'Cannot be less than Min $.' },
      fieldMessages: expect.any(Object),
    });
  });

  test('TRIMIN and COUNTY only; the technical groups and modules are for TRIMIN', async () => {
    for (const username of ['account.admin', 'escrow.user', 'public.guest']) {
      const client = await signedIn(username);
      expect((await client.get('/api/controlPanel/countyConfig/common')).status).toBe(403);
      const post = await client.post(
        '/api/controlPanel/countyConfig/common',
        DEMO_COUNTY_CONFIG.common,
      );
      expect(post.status).toBe(403);
      expect(post.body.message).toBe('You do not have permission to do that.');
    }
    const clerk = await signedIn('county.clerk');
    for (const group of TRIMIN_ONLY)
      expect((await clerk.get(`/api/controlPanel/countyConfig/${group}`)).status).toBe(403);
    const trimin = await signedIn('trimin.admin');
    expect((await trimin.get('/api/controlPanel/countyConfig/common')).status).toBe(200);
    expect((await t.client().get('/api/controlPanel/countyConfig/common')).status).toBe(403);
  });

  test('an unknown group is a 404 envelope', async () => {
    const client = await signedIn('trimin.admin');
    const reply = await client.get('/api/controlPanel/countyConfig/secrets');
    expect(reply.status).toBe(404);
    expect(reply.body.message).toBe('The requested service does not exist.');
  });
});

describe('Common: the server refuses what the screen refuses, with the same words', () => {
  test('a partial phone, a state that is not two capitals and a bad e-mail address', async () => {
    const client = t.client();
    expect((await client.login('county.clerk')).status).toBe(200);
    const reply = await client.post('/api/controlPanel/countyConfig/common', {
      ...DEMO_COUNTY_CONFIG.common,
      contactPhone: '(612) 55',
      stateCode: 'mn',
      contactEmail: 'recorder at county',
    });
    expect(reply.status).toBe(400);
    expect((reply.body.content as { fieldErrors: unknown }).fieldErrors).toEqual({
      contactPhone: '(XXX) XXX-XXXX',
      stateCode: 'Choose a state.',
      contactEmail: 'Enter an e-mail address like name@example.com.',
    });
  });
});
