import type { PropertyAlert } from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import { mailOutbox, users } from '../../../src/db/schema';
import { importRecordings } from '../../../src/modules/recordings/import-recordings';
import { changeCountyGroup } from '../../helpers/card';
import { query, signedIn } from '../../helpers/search';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

/*
 * Property fraud alerts: a matching recording mails once (never again, even when the import or the job runs twice),
 * a recording that does not match mails nobody, a protected one alerts nobody, the unsubscribe link stops it, and
 * nobody sees another's alerts; county staff see counts, not subscribers. The records tables are not reset between
 * tests: each test uses its own numbers and names.
 */
const t = setupServerTest();
const db = () => t.testDb.database.db;

function recording(docNumber: number, extra: Record<string, unknown> = {}) {
  return {
    documentType: 'ABSTRACT',
    docNumber,
    instrumentCode: 'WD',
    recordedAt: '2026-11-26T11:30',
    pageCount: 2,
    grantors: [{ lastName: 'Zwiebelhofer', firstName: 'Greta' }],
    grantees: [{ lastName: 'Stranger Holdings LLC', business: true }],
    parcels: ['77-100-0001'],
    ...extra,
  };
}

async function record(...documents: Record<string, unknown>[]) {
  await importRecordings(
    db(),
    documents.map((value, i) => ({ line: i + 1, value })),
    { kind: 'file', file: 'alerts.jsonl' },
  );
  await t.app.jobs.runDue();
}

async function mailsTo(email: string) {
  return db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
}

async function emailOf(username: string): Promise<string> {
  const [u] = await db()
    .select({ email: users.email })
    .from(users)
    .where(eq(users.usernameLower, username));
  return u.email!;
}

async function subscribe(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<PropertyAlert> {
  const reply = await client.post<PropertyAlert>('/api/alerts', body);
  expect(reply.status).toBe(200);
  return reply.body.content;
}

test('a name alert: a matching recording mails once with the document and the links; a second run mails nothing more', async () => {
  const owner = await signedIn(t, 'escrow.user');
  const alert = await subscribe(owner, { kind: 'NAME', lastName: 'Zwiebelhofer', firstName: 'Gr' });
  const email = await emailOf('escrow.user');

  await record(
    recording(9_750_001),
    recording(9_750_002, { grantors: [{ lastName: 'Somebody', firstName: 'Else' }], parcels: [] }),
  );
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toContain('Zwiebelhofer, Gr');
  expect(mails[0].bodyText).toContain(
    'Document 9750001: Warranty Deed, recorded 11/26/2026 11:30 AM',
  );
  expect(mails[0].bodyText).toContain('Grantors: Zwiebelhofer, Greta.');
  expect(mails[0].bodyText).toContain('/search/searchByDocumentNumber?criteria=');
  expect(mails[0].bodyText).toMatch(/\/api\/alerts\/unsubscribe\/[A-Za-z0-9_-]{43}/);

  // The same recording imported again (a correction), and the queue run again: no second e-mail.
  await record(recording(9_750_001, { pageCount: 3 }));
  await t.app.jobs.runDue();
  expect(await mailsTo(email)).toHaveLength(1);

  const listed = (await owner.get<PropertyAlert[]>('/api/alerts')).body.content;
  expect(listed.find((a) => a.id === alert.id)).toMatchObject({
    matchCount: 1,
    matches: [{ displayDocNumber: '9750001', instrumentDescription: 'Warranty Deed' }],
  });
});

test('a parcel alert matches the parcel whatever its punctuation; a protected recording alerts nobody', async () => {
  const owner = await signedIn(t, 'flatfee.user');
  await subscribe(owner, { kind: 'PARCEL', parcelId: '77 100 0002' });
  const email = await emailOf('flatfee.user');
  await record(
    recording(9_750_011, {
      grantors: [{ lastName: 'Parcelowner', firstName: 'Ann' }],
      parcels: ['77-100-0002'],
    }),
    recording(9_750_012, {
      grantors: [{ lastName: 'Parcelowner', firstName: 'Ann' }],
      parcels: ['77-100-0002'],
      judicialProtection: true,
    }),
    recording(9_750_013, {
      grantors: [{ lastName: 'Parcelowner', firstName: 'Ann' }],
      parcels: ['77-100-0003'],
    }),
  );
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].bodyText).toContain('Document 9750011');
});

test('the unsubscribe link stops the alert: the next matching recording mails nothing', async () => {
  const owner = await signedIn(t, 'escrow.user');
  await subscribe(owner, { kind: 'NAME', lastName: 'Quackenbushova' });
  const email = await emailOf('escrow.user');
  await record(
    recording(9_750_021, {
      grantors: [{ lastName: 'Quackenbushova', firstName: 'Ida' }],
      parcels: [],
    }),
  );
  const [mail] = await mailsTo(email);
  const link = /\/api\/alerts\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(mail.bodyText)![0];
  const page = await t.client().get(link);
  expect(page.status).toBe(200);
  expect(page.response.body).toContain('You will no longer receive e-mails');
  expect((await owner.get<PropertyAlert[]>('/api/alerts')).body.content).toEqual([]);
  await record(
    recording(9_750_022, {
      grantors: [{ lastName: 'Quackenbushova', firstName: 'Ida' }],
      parcels: [],
    }),
  );
  expect(await mailsTo(email)).toHaveLength(1);
  expect((await t.client().get(link)).response.body).toContain('No such alert');
});

test("nobody sees or deletes another's alerts; a guest has none; staff see counts and no addresses", async () => {
  const owner = await signedIn(t, 'escrow.user');
  const alert = await subscribe(owner, { kind: 'PARCEL', parcelId: '77-100-0009' });
  const other = await signedIn(t, 'flatfee.user');
  expect((await other.get<PropertyAlert[]>('/api/alerts')).body.content).toEqual([]);
  expect((await other.post(`/api/alerts/${alert.id}/delete`, {})).status).toBe(404);
  expect((await t.client().get('/api/alerts')).status).toBe(403);
  expect((await other.get('/api/alerts/statistics')).status).toBe(403);

  const clerk = await signedIn(t, 'county.clerk');
  const stats = await clerk.get<{ alerts: number; subscribers: number }>('/api/alerts/statistics');
  expect(stats.status).toBe(200);
  expect(stats.body.content).toMatchObject({ alerts: 1, subscribers: 1 });
  expect(JSON.stringify(stats.body.content)).not.toContain('@');

  expect((await owner.post(`/api/alerts/${alert.id}/delete`, {})).status).toBe(200);
  expect((await owner.get<PropertyAlert[]>('/api/alerts')).body.content).toEqual([]);
});

test('an alert needs its name or parcel; at most 20 a person', async () => {
  const owner = await signedIn(t, 'escrow.user');
  expect((await owner.post('/api/alerts', { kind: 'NAME', lastName: 'Q' })).status).toBe(400);
  expect((await owner.post('/api/alerts', { kind: 'PARCEL' })).status).toBe(400);
  for (let n = 0; n < 20; n += 1) await subscribe(owner, { kind: 'PARCEL', parcelId: `88-${n}` });
  expect((await owner.post('/api/alerts', { kind: 'PARCEL', parcelId: '88-99' })).status).toBe(400);
  expect(await query(t, sql`select count(*)::int as n from property_alerts`)).toEqual([{ n: 20 }]);
});

describe('alerts for the public (Search 2: publicAlerts)', () => {
  const confirmLink = (body: string) =>
    /\/api\/alerts\/confirm\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];

  test('a guest subscribes an address; nothing is mailed until the address confirms; then a match mails it once', async () => {
    await changeCountyGroup(t, 'search2', { publicAlerts: true });
    const guest = await signedIn(t, 'public.guest');
    const email = 'neighbour.e2e@example.com';
    const asked = await guest.post('/api/alerts/public', {
      kind: 'PARCEL',
      parcelId: '77-300-0001',
      email: 'Neighbour.E2E@example.com',
    });
    expect(asked.status).toBe(200);
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toContain('confirm your property alert for parcel 77-300-0001');
    const token = confirmLink(confirmation.bodyText)!;
    expect(token).toBeDefined();

    // Before the address confirms, a matching recording mails nobody.
    await record(recording(9_750_301, { parcels: ['77-300-0001'] }));
    expect(await mailsTo(email)).toHaveLength(1);

    const page = await t.client().get(`/api/alerts/confirm/${token}`);
    expect(page.status).toBe(200);
    expect(page.response.body).toContain('Alert started');
    expect((await t.client().get(`/api/alerts/confirm/${token}`)).response.body).toContain(
      'Link not valid',
    );

    await record(recording(9_750_302, { parcels: ['77 300 0001'] }));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails[1].bodyText).toContain('Document 9750302');
    expect(mails[1].bodyText).toContain('Hello neighbour.e2e@example.com,');
    // The guest login lists none of them: it is shared by everyone.
    expect((await guest.get('/api/alerts')).status).toBe(403);

    const unsubscribe = /\/api\/alerts\/unsubscribe\/([A-Za-z0-9_-]{43})/.exec(
      mails[1].bodyText,
    )![1];
    expect(
      (await t.client().get(`/api/alerts/unsubscribe/${unsubscribe}`)).response.body,
    ).toContain('Alert stopped');
    await record(recording(9_750_303, { parcels: ['77-300-0001'] }));
    expect(await mailsTo(email)).toHaveLength(2);
  });

  test('refused when the county does not allow it, for a bad address, and past the caps', async () => {
    const guest = await signedIn(t, 'public.guest');
    const body = { kind: 'NAME', lastName: 'Zwiebelhofer', email: 'someone.e2e@example.com' };
    await changeCountyGroup(t, 'search2', { publicAlerts: false });
    expect((await guest.post('/api/alerts/public', body)).status).toBe(403);
    await changeCountyGroup(t, 'search2', { publicAlerts: true });
    const bad = await guest.post('/api/alerts/public', { ...body, email: 'not an address' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('email');

    // Five confirmation e-mails an address a day; the sixth request is answered alike and mails nothing.
    for (let i = 0; i < 6; i += 1)
      expect((await guest.post('/api/alerts/public', body)).status).toBe(200);
    expect(await mailsTo('someone.e2e@example.com')).toHaveLength(5);
    // Ten requests an hour from one client address: the eleventh is refused.
    for (let i = 0; i < 4; i += 1)
      expect((await guest.post('/api/alerts/public', body)).status).toBe(200);
    expect((await guest.post('/api/alerts/public', body)).status).toBe(429);
  });
});
