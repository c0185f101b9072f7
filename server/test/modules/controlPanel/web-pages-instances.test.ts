import type { FastifyInstance } from 'fastify';
import { ALL_DATES } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Issue 32: every setting shows its effect at once on every instance. Two servers on one database, as behind a load
 * balancer, each with its own caches: county.clerk saves Search 2, Home Selections and Login - Registration through
 * one (the screen's POST), and the other answers the public page, the search menu's settings and the calls they
 * govern as saved, at once, without a restart.
 */

const t = setupServerTest();
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  a = t.app;
  b = await t.buildApp({}, { database: t.testDb.anotherConnection() });
});

async function signedIn(app: FastifyInstance, username: string): Promise<TestClient> {
  const client = t.client(app);
  expect((await client.login(username)).status).toBe(200);
  return client;
}

/** What the browser reads at start-up (the login page, the home page and the search menu follow it). */
async function publicGroup(app: FastifyInstance, name: string): Promise<Record<string, unknown>> {
  const reply = await t.client(app).get<{
    results: { name: string; baseContent: Record<string, unknown> }[];
  }>('/api/helperdata/countyConfiguration', { csrf: false });
  expect(reply.status).toBe(200);
  return reply.body.content.results.find((r) => r.name === name)!.baseContent;
}

/** Saves a change to a group through instance `a` as the screen does: the stored group, changed, posted back. */
async function saveThroughA(group: string, change: Record<string, unknown>) {
  const clerk = await signedIn(a, 'county.clerk');
  const url = `/api/controlPanel/countyConfig/${group}`;
  const stored = (await clerk.get<Record<string, unknown>>(url)).body.content;
  const saved = await clerk.post<Record<string, unknown>>(url, { ...stored, ...change });
  expect(saved.status).toBe(200);
  expect(saved.body.content).toEqual({ ...stored, ...change });
  return saved.body.content;
}

/** The staff screen's read of the group on instance `b` (what the screen shows after a reload there). */
async function screenReadOnB(group: string) {
  const clerk = await signedIn(b, 'county.clerk');
  return (await clerk.get(`/api/controlPanel/countyConfig/${group}`)).body.content;
}

test('Search 2: Torrens and Download switched off through one instance are off on the other at once', async () => {
  const user = await signedIn(b, 'escrow.user');
  const torrensText = () =>
    user.post('/api/search/searchByTorrensText', { ...ALL_DATES, text: 'quillfeather' });
  const download = () =>
    user.post('/api/search/searchByNameExport', {
      ...ALL_DATES,
      grantorGranteeLastName1: 'Quillfeather',
      format: 'CSV',
    });
  // Both instances have read the settings (and cached them) before the change.
  for (const app of [a, b])
    expect(await publicGroup(app, 'search2')).toMatchObject({ torrens: true });
  expect((await torrensText()).status).toBe(200);

  const saved = await saveThroughA('search2', { torrens: false, downloadResults: false });

  expect(await publicGroup(b, 'search2')).toEqual(saved);
  expect(await screenReadOnB('search2')).toEqual(saved);
  const refused = await torrensText();
  expect(refused.status).toBe(403);
  const off = await download();
  expect(off.status).toBe(404);
  expect(off.body.message).toBe('Downloading search results is not offered in this county.');
});

test('Home Selections: the home page served by the other instance follows the save at once', async () => {
  const user = await signedIn(b, 'escrow.user');
  const home = async () =>
    (
      await user.get<{ selections: Record<string, boolean>; transactionTotals: unknown }>(
        '/api/home/all',
      )
    ).body.content;
  const before = await home();
  expect(before.selections).toMatchObject({ transactions: true, latestNews: true });
  expect(before.transactionTotals).not.toBeNull();
  await publicGroup(a, 'homeSelections');

  const saved = await saveThroughA('homeSelections', {
    transactions: false,
    latestNews: false,
    loginSlides: false,
  });

  const after = await home();
  expect(after.selections).toEqual(saved);
  // The Transactions card is gone with its totals.
  expect(after.transactionTotals).toBeNull();
  expect(await publicGroup(b, 'homeSelections')).toEqual(saved);
  expect(await screenReadOnB('homeSelections')).toEqual(saved);
});

test('Login - Registration: New User? and the recovery links switched off through one instance, the other refuses them', async () => {
  const visitor = t.client(b);
  for (const app of [a, b])
    expect(await publicGroup(app, 'loginPageRegistration')).toMatchObject({
      forgotPasswordLink: true,
      selfRegistration: true,
    });

  const saved = await saveThroughA('loginPageRegistration', {
    forgotPasswordLink: false,
    selfRegistration: false,
    emaileExpireIn: 12,
  });

  expect(await publicGroup(b, 'loginPageRegistration')).toEqual(saved);
  expect(await screenReadOnB('loginPageRegistration')).toEqual(saved);
  const signUp = await visitor.post('/api/auth/signUp', {
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
  });
  expect(signUp.status).toBe(403);
  expect(signUp.body.message).toBe('Self-registration is not offered in this county.');
  const forgot = await visitor.post('/api/auth/forgotPassword', {
    username: 'escrow.user',
    email: 'erik.solberg@pineridgetitle.example.com',
  });
  expect(forgot.status).toBe(403);
  expect(forgot.body.message).toBe(
    'Username and password recovery by e-mail is not offered in this county. Please contact the county.',
  );
});
