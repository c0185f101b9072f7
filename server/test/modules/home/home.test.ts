import { disclaimerLink, formatUsDate, homeContentSchema, type HomeContent } from '@lrp/contract';
import { eq } from 'drizzle-orm';
import { transactionLog, users, type TransactionType } from '../../../src/db/schema';
import { addDays, countyDate, startOfCountyDay } from '../../../src/lib/county-time';
import { CountyConfigRepository } from '../../../src/modules/countyConfig/repository';
import { transactionTotals } from '../../../src/modules/home/service';
import { pdfPages, pdfText } from '../../helpers/pdf-text';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const countyConfig = () => new CountyConfigRepository(db());
const TZ = 'America/Chicago';

async function signedIn(username: string) {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const userRow = async (username: string) =>
  (await db().select().from(users).where(eq(users.usernameLower, username)))[0];

async function home(client: TestClient = t.client()): Promise<HomeContent> {
  const reply = await client.get<HomeContent>('/api/home/all');
  expect(reply.status).toBe(200);
  return homeContentSchema.parse(reply.body.content);
}

async function ledgerRow(
  username: string,
  at: string,
  amount: string,
  type: TransactionType = 'CHARGE',
  description = 'Name search',
) {
  const user = await userRow(username);
  await db()
    .insert(transactionLog)
    .values({
      at: new Date(at),
      userId: user.id,
      username: user.username,
      accountId: user.accountId,
      type,
      description,
      amount,
    });
}

describe('GET /api/home/all', () => {
  test("without a session: the county's cards, no transaction totals", async () => {
    const content = await home();
    expect(content.selections).toMatchObject({
      latestNews: true,
      links: true,
      contactUs: true,
      disclaimer: true,
      notableDates: true,
      transactions: true,
    });
    expect(content.numberOfSlides).toBe(4);
    expect(content.common).toEqual({
      contactName: 'Office of the County Recorder',
      contactPhone: '(555) 010-2040',
      contactEmail: 'recorder@pineridge.example.gov',
    });
    expect(content.notableDates.headings).toEqual([
      'Index',
      'Verified Through',
      'Posted Through',
      'Images From',
      'Images Through',
    ]);
    expect(content.notableDates.rows).toHaveLength(3);
    expect(content.transactionTotals).toBeNull();
    expect(content.links.paragraphs).toHaveLength(6);
    for (const link of content.links.paragraphs)
      expect(link.paragraphContent).toMatch(/^https:\/\//);
    expect(disclaimerLink(content.links.paragraphs)).toBe(
      'https://pineridge.example.gov/recorder/online-records-disclaimer',
    );
    expect(content.latestNews.paragraphs).toHaveLength(5);
    // The home page's lists are their own, not the login page's.
    const loginNews = (
      await t.client().get<{ paragraphs: { heading: string }[] }>('/api/auth/loginPageLatestNews')
    ).body.content.paragraphs;
    expect(content.latestNews.paragraphs[0].heading).not.toBe(loginNews[0].heading);
  });

  test('GUEST gets no transaction totals', async () => {
    expect((await home(await signedIn('public.guest'))).transactionTotals).toBeNull();
  });

  test('a user gets the charges of today, this month and this year (the seeded ones include two today)', async () => {
    const totals = (await home(await signedIn('escrow.user'))).transactionTotals!;
    expect(totals.headings).toEqual(['Period', 'Transactions', 'Amount']);
    expect(totals.rows.map((r) => r[0])).toEqual(['Today', 'This Month', 'Year to Date']);
    expect(totals.rows[0]).toEqual(['Today', '2', '$3.00']);
    expect(Number(totals.rows[2][1])).toBeGreaterThanOrEqual(Number(totals.rows[1][1]));
  });

  test('an account administrator also gets the whole account', async () => {
    const totals = (await home(await signedIn('account.admin'))).transactionTotals!;
    expect(totals.rows.map((r) => r[0])).toEqual([
      'Today',
      'This Month',
      'Year to Date',
      'Account Today',
      'Account This Month',
      'Account Year to Date',
    ]);
    expect(totals.rows[0]).toEqual(['Today', '1', '$0.50']);
    expect(totals.rows[3]).toEqual(['Account Today', '3', '$3.50']);
  });

  test('no totals when the county switches the transactions card off', async () => {
    await countyConfig().put('homeSelections', {
      ...(await countyConfig().get('homeSelections')),
      transactions: false,
    });
    const content = await home(await signedIn('escrow.user'));
    expect(content.selections.transactions).toBe(false);
    expect(content.transactionTotals).toBeNull();
  });

  test('says when a county lockout is in place', async () => {
    await countyConfig().put('userLockout', {
      ...(await countyConfig().get('userLockout')),
      lockoutInPlace: true,
    });
    expect((await t.client().get('/api/home/all')).body.lockout).toBe(true);
  });
});

describe('transaction totals follow the county calendar', () => {
  test('days, months and the year begin at midnight in America/Chicago', async () => {
    await db().delete(transactionLog);
    // "Now" is 03/15/2026 noon in Chicago (CDT, UTC-5).
    const now = new Date('2026-03-15T17:00:00Z');
    await ledgerRow('escrow.user', '2026-03-15T15:00:00Z', '1.00'); // today
    await ledgerRow('escrow.user', '2026-03-15T05:30:00Z', '2.00'); // 03/15 00:30 CDT: today
    await ledgerRow('escrow.user', '2026-03-15T04:30:00Z', '0.50'); // 03/14 23:30 CDT: this month
    await ledgerRow('escrow.user', '2026-03-01T05:30:00Z', '3.00'); // 02/28 23:30 CST: this year only
    await ledgerRow('escrow.user', '2026-01-01T07:00:00Z', '1.50'); // 01/01 01:00 CST: this year
    await ledgerRow('escrow.user', '2026-01-01T05:30:00Z', '4.00'); // 12/31/2025 23:30 CST: last year
    await ledgerRow('escrow.user', '2026-03-15T16:00:00Z', '50.00', 'DEPOSIT', 'Escrow deposit'); // not a charge
    await ledgerRow('maria.lindqvist', '2026-03-15T16:00:00Z', '7.00'); // another user of the account

    const escrow = await userRow('escrow.user');
    expect(await transactionTotals(db(), escrow, TZ, now)).toEqual({
      headings: ['Period', 'Transactions', 'Amount'],
      rows: [
        ['Today', '2', '$3.00'],
        ['This Month', '3', '$3.50'],
        ['Year to Date', '5', '$8.00'],
      ],
    });
    const admin = { ...(await userRow('account.admin')) };
    const adminTotals = await transactionTotals(db(), admin, TZ, now);
    expect(adminTotals.rows.slice(3)).toEqual([
      ['Account Today', '3', '$10.00'],
      ['Account This Month', '4', '$10.50'],
      ['Account Year to Date', '6', '$15.00'],
    ]);
  });
});

async function report(client: TestClient, body: Record<string, unknown>) {
  return client.post('/api/home/transactionReport', body);
}

const ytd = { fromDate: '', toDate: '', reportType: 'USER', reportRange: 'YTD' };

describe('POST /api/home/transactionReport', () => {
  test("a PDF of the user's transactions, inline, with the county, the period and totals", async () => {
    const client = await signedIn('escrow.user');
    const { response } = await report(client, ytd);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'inline; filename="TransactionsReport.pdf"',
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(response.rawPayload);
    expect(text).toContain('Transactions Report');
    expect(text).toContain('Pine Ridge County - Land Record Portal');
    expect(text).toContain('Prepared for: Erik Solberg (escrow.user)');
    expect(text).toContain('Account: Pine Ridge Title Co.');
    expect(text).toContain('Scope: My transactions (escrow.user)');
    const today = countyDate(new Date(), TZ);
    expect(text).toContain(
      `Period: 01/01/${today.getUTCFullYear()} through ${formatUsDate(today)} (Year to Date)`,
    );
    for (const heading of ['Date/Time', 'User', 'Type', 'Description', 'Amount', 'Balance After'])
      expect(text).toContain(heading);
    expect(text).toMatch(/Name search \(Aho, Marjorie\)\s+\$1\.00\s+\$\d+\.\d{2}/);
    expect(text).toContain('Document image, 2 pages (2025-006340)');
    expect(text).not.toContain('account.admin');
    expect(text).toMatch(/Totals\s+Type\s+Transactions\s+Amount\s+Charge\s+\d+\s+\$\d+\.\d{2}/);
    expect(text).toMatch(/Page 1 of \d+/);
  });

  test('the balance after each row is the ledger row', async () => {
    await db().delete(transactionLog);
    const escrow = await userRow('escrow.user');
    await db().insert(transactionLog).values({
      at: new Date(),
      userId: escrow.id,
      username: 'escrow.user',
      accountId: escrow.accountId,
      type: 'CHARGE',
      description: 'Document image, 3 pages (2024-004512)',
      amount: '3.00',
      balanceBefore: '1250.00',
      balanceAfter: '1247.00',
    });
    const text = pdfText(
      (await report(await signedIn('escrow.user'), { ...ytd, reportRange: 'TODAY' })).response
        .rawPayload,
    );
    expect(text).toMatch(
      /escrow\.user\s+Charge\s+Document image, 3 pages \(2024-004512\)\s+\$3\.00\s+\$1,247\.00/,
    );
  });

  test('an empty period says so', async () => {
    const client = await signedIn('james.okafor');
    const text = pdfText(
      (await report(client, { ...ytd, reportRange: 'TODAY' })).response.rawPayload,
    );
    expect(text).toContain('No transactions in this period.');
    expect(text).toMatch(/All transactions\s+0/);
    expect(text).toContain('Page 1 of 1');
  });

  test('many rows run over pages, each numbered, the table heading repeated', async () => {
    await db().delete(transactionLog);
    const maria = await userRow('maria.lindqvist');
    // Within the county's today, also when the test runs just after the county's midnight.
    const now = Date.now();
    const start = Math.max(
      startOfCountyDay(countyDate(new Date(now), TZ), TZ).getTime(),
      now - 90_000,
    );
    await db()
      .insert(transactionLog)
      .values(
        Array.from({ length: 90 }, (_, i) => ({
          at: new Date(start + i * 1000),
          userId: maria.id,
          username: 'maria.lindqvist',
          accountId: maria.accountId,
          type: 'CHARGE' as const,
          description: `Name search (Row ${i + 1})`,
          amount: '1.00',
        })),
      );
    const { response } = await report(await signedIn('maria.lindqvist'), {
      ...ytd,
      reportRange: 'TODAY',
    });
    const pages = pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    pages.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(page).toContain('Description');
    });
    const all = pages.join('\n');
    expect(all).toContain('Name search (Row 1)');
    expect(all).toContain('Name search (Row 90)');
    expect(all).toMatch(/Charge\s+90\s+\$90\.00/);
  });

  test('an account administrator may report on the whole account; others may not', async () => {
    const admin = await signedIn('account.admin');
    const whole = pdfText(
      (await report(admin, { ...ytd, reportType: 'ACCOUNT', reportRange: 'TODAY' })).response
        .rawPayload,
    );
    expect(whole).toContain('Scope: All users of the account');
    expect(whole).toContain('escrow.user');
    expect(whole).toContain('Address search (1205 County Road 9)');
    const mine = pdfText(
      (await report(admin, { ...ytd, reportType: 'USER', reportRange: 'TODAY' })).response
        .rawPayload,
    );
    expect(mine).not.toContain('Name search (Aho, Marjorie)');
    expect(mine).toContain('Address search (1205 County Road 9)');

    const user = await signedIn('escrow.user');
    const refused = await report(user, { ...ytd, reportType: 'ACCOUNT' });
    expect(refused.status).toBe(403);
    expect(refused.response.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body.message).toBe(
      'Only an account administrator can report on the whole account.',
    );
  });

  test('a custom range is county days, both ends included', async () => {
    await ledgerRow(
      'nathan.pike',
      '2025-03-01T05:30:00Z',
      '3.00',
      'CHARGE',
      'Before midnight in Chicago',
    );
    await ledgerRow(
      'nathan.pike',
      '2025-03-01T06:30:00Z',
      '1.00',
      'CHARGE',
      'Just after midnight in Chicago',
    );
    await ledgerRow(
      'nathan.pike',
      '2025-03-03T05:59:00Z',
      '0.50',
      'CHARGE',
      'Late on the last day',
    );
    await ledgerRow('nathan.pike', '2025-03-03T06:00:00Z', '2.00', 'CHARGE', 'The day after');
    const client = await signedIn('nathan.pike');
    const text = pdfText(
      (
        await report(client, {
          fromDate: '03/01/2025',
          toDate: '03/02/2025',
          reportType: 'USER',
          reportRange: 'CUSTOM',
        })
      ).response.rawPayload,
    );
    expect(text).toContain('Period: 03/01/2025 through 03/02/2025 (Custom Range)');
    expect(text).toContain('Just after midnight in Chicago');
    expect(text).toContain('Late on the last day');
    expect(text).toContain('03/01/2025 12:30 AM');
    expect(text).not.toContain('Before midnight');
    expect(text).not.toContain('The day after');
  });

  test('a custom range without an end runs to today', async () => {
    const from = formatUsDate(addDays(countyDate(new Date(), TZ), -3));
    const text = pdfText(
      (
        await report(await signedIn('escrow.user'), {
          fromDate: from,
          toDate: '',
          reportType: 'USER',
          reportRange: 'CUSTOM',
        })
      ).response.rawPayload,
    );
    expect(text).toContain(
      `Period: ${from} through ${formatUsDate(countyDate(new Date(), TZ))} (Custom Range)`,
    );
    expect(text).toContain('Name search (Aho, Marjorie)');
  });

  test('custom dates follow the contract rules', async () => {
    const client = await signedIn('escrow.user');
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ fromDate: '', toDate: '' }, { fromDate: 'Required.' }],
      [{ fromDate: '2025-03-01', toDate: '' }, { fromDate: 'MM/DD/YYYY' }],
      [
        { fromDate: '01/01/2024', toDate: '03/01/2025' },
        { toDate: 'Date range cannot exceed a year.' },
      ],
      [{ fromDate: '01/01/2099', toDate: '' }, { fromDate: 'Future date entered.' }],
    ];
    for (const [dates, fieldErrors] of cases) {
      const reply = await report(client, { ...dates, reportType: 'USER', reportRange: 'CUSTOM' });
      expect(reply.status).toBe(400);
      expect(reply.body.content).toEqual({ fieldErrors, fieldMessages: expect.any(Object) });
    }
    expect((await report(client, { ...ytd, reportRange: 'WEEK' })).body.message).toBe(
      'Report range: Must be one of TODAY, MONTH, YTD, CUSTOM.',
    );
  });

  test('needs a named session: 403 envelopes otherwise', async () => {
    const none = await report(t.client(), ytd);
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({
      ok: false,
      message: 'Your session has expired. Please log in again.',
    });
    const guest = await report(await signedIn('public.guest'), ytd);
    expect(guest.status).toBe(403);
    expect(guest.body.message).toBe('You do not have permission to do that.');
  });

  test('county staff get their own (empty) report', async () => {
    const text = pdfText((await report(await signedIn('county.clerk'), ytd)).response.rawPayload);
    expect(text).toContain('Prepared for: Janet Engstrom (county.clerk)');
    expect(text).toContain('No transactions in this period.');
    expect(text).not.toContain('Account:');
  });
});
