import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  REPORT_CALLS,
  REPORT_MESSAGES,
  REPORT_SERVER_MESSAGES,
  type ReportJob,
  type ReportPath,
} from '@lrp/contract';
import { eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { accounts, auditLog, users } from '../../../src/db/schema';
import { formatUsDate } from '@lrp/contract';
import { countyDate } from '../../../src/lib/county-time';
import { charge, deposit, recordInvoicedCharge } from '../../../src/modules/ledger/service';
import { writeAudit } from '../../../src/modules/audit/repository';
import { pdfText } from '../../helpers/pdf-text';
import { setupServerTest, type TestClient } from '../../helpers/test-app';

const t = setupServerTest();
const db = () => t.testDb.database.db;
const TZ = 'America/Chicago';

const today = () => formatUsDate(countyDate(new Date(), TZ));
const MONTH = { fromDate: '03/01/2020', toDate: '03/31/2020' };

async function signedIn(username: string): Promise<TestClient> {
  const client = t.client();
  expect((await client.login(username)).status).toBe(200);
  return client;
}

const userRow = async (username: string) =>
  (await db().select().from(users).where(eq(users.usernameLower, username)))[0];
const accountRow = async (name: string) =>
  (await db().select().from(accounts).where(eq(accounts.name, name)))[0];

const workbook = async (bytes: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  return book;
};

/** Every data row of the first sheet as arrays of cell values (row 1 is the headings). */
async function sheetRows(bytes: Buffer) {
  const sheet = (await workbook(bytes)).worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return { sheet, rows };
}

const CALLS: { report: ReportPath; call: string }[] = Object.entries(REPORT_CALLS).flatMap(
  ([report, c]) => [
    { report: report as ReportPath, call: c.pdf },
    ...(c.xlsx ? [{ report: report as ReportPath, call: c.xlsx }] : []),
  ],
);

/** Today's activity of Pine Ridge Title Co. (a deposit by its administrator). */
async function depositToday() {
  const admin = await userRow('account.admin');
  await deposit(db(), {
    accountId: admin.accountId!,
    actor: { userId: admin.id, username: admin.username },
    description: 'Escrow deposit',
    amount: 5000,
  });
}

describe('who may run each report', () => {
  const ROLES: [string | null, string][] = [
    ['trimin.admin', 'TRIMIN'],
    ['county.clerk', 'COUNTY'],
    ['account.admin', 'ACCOUNT'],
    ['escrow.user', 'USER'],
    ['public.guest', 'GUEST'],
    [null, 'no session'],
  ];
  test.each(ROLES)('%s (%s)', async (username, role) => {
    await depositToday();
    const client = username ? await signedIn(username) : t.client();
    for (const { report, call } of CALLS) {
      const reply = await client.post(`/api/${call}`, { fromDate: today() });
      const allowed =
        role === 'TRIMIN' ||
        role === 'COUNTY' ||
        (role === 'ACCOUNT' && report !== 'AccountTypeReport');
      expect([call, reply.status]).toEqual([call, allowed ? 200 : 403]);
      if (allowed) {
        const pdf = call === REPORT_CALLS[report].pdf;
        expect(reply.response.headers['content-type']).toBe(
          pdf
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(reply.response.headers['content-disposition']).toBe(
          `attachment; filename="${pdf ? REPORT_CALLS[report].pdfFile : REPORT_CALLS[report].xlsxFile}"`,
        );
      }
    }
  });

  test("a report the county does not offer: 403 with the catalog's message", async () => {
    const admin = await signedIn('trimin.admin');
    const config = (
      await admin.get<Record<string, unknown>>('/api/controlPanel/countyConfig/reports')
    ).body.content;
    expect(
      (
        await admin.post('/api/controlPanel/countyConfig/reports', {
          ...config,
          statementReport: false,
        })
      ).status,
    ).toBe(200);
    await depositToday();
    const reply = await admin.post('/api/report/statementReport', { fromDate: today() });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(REPORT_SERVER_MESSAGES.notOffered);
    expect((await admin.post('/api/report/userReport', { fromDate: today() })).status).toBe(200);
  });
});

describe('criteria', () => {
  test("validation errors carry the contract's messages", async () => {
    const admin = await signedIn('county.clerk');
    const missing = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/userReport',
      {},
    );
    expect(missing.status).toBe(400);
    expect(missing.body.content.fieldErrors.fromDate).toBe(REPORT_MESSAGES.required);
    const number = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/userReport',
      { fromDate: today(), statementNumber: '12a' },
    );
    expect(number.body.content.fieldErrors.statementNumber).toBe(REPORT_MESSAGES.statementNumber);
    const order = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/userReport',
      { fromDate: '03/02/2020', toDate: '03/01/2020' },
    );
    expect(order.body.content.fieldErrors.toDate).toBe(REPORT_MESSAGES.order);
  });

  test('an unknown account or user: 400 naming the field', async () => {
    const admin = await signedIn('county.clerk');
    const account = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/accountReport',
      { fromDate: today(), accountName: 'No Such Account' },
    );
    expect(account.status).toBe(400);
    expect(account.body.content.fieldErrors.accountName).toBe(
      REPORT_SERVER_MESSAGES.unknownAccount,
    );
    const user = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/userReport',
      { fromDate: today(), username: 'nobody.here' },
    );
    expect(user.body.content.fieldErrors.username).toBe(REPORT_SERVER_MESSAGES.unknownUser);
  });

  test('nothing in the range: 400 with the message, no file', async () => {
    const admin = await signedIn('county.clerk');
    for (const call of [
      'report/userReport',
      'report/statementExport',
      'report/accountTypeReport',
    ]) {
      const reply = await admin.post(`/api/${call}`, { fromDate: '01/01/2001' });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toBe(REPORT_SERVER_MESSAGES.nothing);
    }
  });
});

describe('an ACCOUNT user sees their own account only', () => {
  test('another accountName changes nothing; a type outside their list is refused', async () => {
    await depositToday();
    const north = await accountRow('North Star Abstract');
    await writeAudit(db(), {
      type: 'ACCOUNT_CHANGE',
      detail: { accountId: north.id, accountName: north.name, action: 'UPDATE' },
    });
    const admin = await signedIn('account.admin');
    const own = await admin.post('/api/report/accountExport', { fromDate: today() });
    const other = await admin.post('/api/report/accountExport', {
      fromDate: today(),
      accountName: 'North Star Abstract',
    });
    expect(own.status).toBe(200);
    const ownRows = (await sheetRows(own.response.rawPayload)).rows;
    const otherRows = (await sheetRows(other.response.rawPayload)).rows;
    expect(otherRows.map((r) => r.slice(1))).toEqual(ownRows.map((r) => r.slice(1)));
    const named = ownRows.map((r) => r[2]).filter((v) => v !== null && v !== undefined);
    expect(new Set(named)).toEqual(new Set(['Pine Ridge Title Co.']));

    const refused = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/statementReport',
      { fromDate: today(), transactionType: 'ADJUSTMENT' },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.content.fieldErrors.transactionType).toMatch(
      /^Must be one of all, DEPOSIT/,
    );

    // The user picker lists their account's users only.
    const picker = await admin.get<{ users: { username: string; accountName: string | null }[] }>(
      '/api/report/users?name=',
    );
    expect(picker.status).toBe(200);
    expect(picker.body.content.users.length).toBeGreaterThan(0);
    expect(new Set(picker.body.content.users.map((u) => u.accountName))).toEqual(
      new Set(['Pine Ridge Title Co.']),
    );
    const stranger = await admin.post<{ fieldErrors: Record<string, string> }>(
      '/api/report/userReport',
      { fromDate: today(), username: 'flatfee.user' },
    );
    expect(stranger.body.content.fieldErrors.username).toBe(REPORT_SERVER_MESSAGES.unknownUser);
  });
});

/** A month of activity (March 2020) on four fresh accounts of different kinds, through the ledger. */
async function monthOfActivity() {
  const clerk = await userRow('county.clerk');
  const actor = { userId: clerk.id, username: clerk.username };
  const kinds = [
    ['Recon Escrow A', 'A_LA_CARTE', 'ESCROW'],
    ['Recon Escrow B', 'A_LA_CARTE', 'ESCROW'],
    ['Recon Flat', 'FLAT_FEE', 'ESCROW'],
    ['Recon Invoice', 'A_LA_CARTE', 'INVOICE'],
  ] as const;
  const ids: number[] = [];
  for (const [name, accountType, paymentMethod] of kinds) {
    const [row] = await db()
      .insert(accounts)
      .values({ name, accountType, paymentMethod })
      .returning({ id: accounts.id });
    ids.push(row.id);
  }
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
  for (let day = 0; day < 30; day += 1) {
    for (const [i, accountId] of ids.entries()) {
      if (kinds[i][2] === 'INVOICE') {
        await recordInvoicedCharge(db(), {
          accountId,
          actor,
          description: 'Name search',
          amount: 100 + (next() % 900),
        });
        continue;
      }
      if (day % 7 === 0)
        await deposit(db(), {
          accountId,
          actor,
          description: 'Escrow deposit',
          amount: 10_000 + (next() % 5000),
          surcharge: day % 14 === 0 ? { amount: 150, description: 'Card surcharge' } : undefined,
        });
      await charge(db(), {
        accountId,
        actor,
        description: 'Document image',
        amount: 100 + (next() % 1200),
      });
    }
  }
  // Into March 2020, in the order they were made.
  await db().execute(sql`
    update transaction_log t set at = timestamptz '2020-03-01 12:00:00+00' + (r.n * interval '37 minutes')
      from (select id, row_number() over (order by id) as n from transaction_log
             where account_id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )})) r
     where r.id = t.id`);
  return ids;
}

const cents = (v: unknown) => Math.round(Number(v) * 100);

describe('reconciliation', () => {
  test("each statement's totals are the ledger's sums; the account type summary is the sum of the statements", async () => {
    const ids = await monthOfActivity();
    const clerk = await signedIn('county.clerk');
    const reply = await clerk.post('/api/report/statementExport', MONTH);
    expect(reply.status).toBe(200);
    const { sheet, rows } = await sheetRows(reply.response.rawPayload);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    let debitSum = 0;
    let creditSum = 0;
    for (const id of ids) {
      const account = (await db().select().from(accounts).where(eq(accounts.id, id)))[0];
      const [ledger] = (
        await db().execute<{ debits: string; credits: string; n: string }>(sql`
          select coalesce(sum(amount) filter (where type not in ('DEPOSIT', 'REFUND')), 0)::text as debits,
                 coalesce(sum(amount) filter (where type in ('DEPOSIT', 'REFUND')), 0)::text as credits,
                 count(*)::text as n
            from transaction_log where account_id = ${id}`)
      ).rows;
      const mine = rows.filter((r) => r[0] === account.name);
      const total = mine.find((r) => r[3] === 'Total')!;
      expect(total[2]).toBe(Number(ledger.n));
      expect(cents(total[6])).toBe(cents(ledger.debits));
      expect(cents(total[7])).toBe(cents(ledger.credits));
      debitSum += cents(total[6]);
      creditSum += cents(total[7]);
      const opening = mine.find((r) => r[4] === 'Opening Balance')!;
      const closing = mine.find((r) => r[4] === 'Closing Balance')!;
      expect(opening[8]).toBe(0);
      if (account.paymentMethod === 'ESCROW') {
        // Every row of an escrow account moves its balance (a surcharge is paid by card, beside the deposit).
        const surcharges = mine
          .filter((r) => r[3] === 'Card Surcharge' && r[4] !== 'Totals by Type')
          .reduce((n, r) => n + cents(r[6]), 0);
        expect(cents(closing[8])).toBe(cents(ledger.credits) - cents(ledger.debits) + surcharges);
        expect(cents(closing[8])).toBe(cents(account.escrowBalance));
      }
      // Detail rows: real dates and numbers in the currency format.
      const detail = mine.find((r) => r[3] === 'Charge' && r[1] instanceof Date)!;
      expect(typeof detail[6]).toBe('number');
    }
    const moneyCell = sheet.getRow(2).getCell(9);
    expect(moneyCell.numFmt).toContain('$');

    const summary = await clerk.post('/api/report/accountTypeReport', MONTH);
    expect(summary.status).toBe(200);
    const text = pdfText(summary.response.rawPayload);
    const usd = (n: number) =>
      `$${(n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    expect(text).toMatch(
      new RegExp(
        `Grand Total\\s+\\d+\\s+${usd(debitSum).replace(/[$.]/g, '\\$&')}\\s+${usd(creditSum).replace(/[$.]/g, '\\$&')}`,
      ),
    );
    expect(text).toContain('Transaction Summary - Account Type');
  });

  test('the PDF statement of one account: opening, rows, closing, in words read back', async () => {
    await monthOfActivity();
    const clerk = await signedIn('county.clerk');
    const reply = await clerk.post('/api/report/statementReport', {
      ...MONTH,
      accountName: 'Recon Escrow A',
    });
    expect(reply.status).toBe(200);
    const text = pdfText(reply.response.rawPayload);
    expect(text).toContain('Statement');
    expect(text).toContain('Account: Recon Escrow A');
    expect(text).toContain('Opening Balance');
    expect(text).toContain('Closing Balance');
    expect(text).toMatch(/Page 1/);
    expect(text).not.toContain('Recon Escrow B');
  });
});

describe('audit details', () => {
  test('audit entries and ledger rows merged, described, grouped, with totals', async () => {
    const pine = await accountRow('Pine Ridge Title Co.');
    const clerk = await userRow('county.clerk');
    await writeAudit(db(), {
      type: 'ACCOUNT_CHANGE',
      userId: clerk.id,
      username: clerk.username,
      detail: {
        accountId: pine.id,
        accountName: pine.name,
        action: 'UPDATE',
        changes: [{ field: 'monthlyFee', before: '10.00', after: '12.00' }],
      },
    });
    await writeAudit(db(), {
      type: 'COUNTY_CONFIG_CHANGE',
      userId: clerk.id,
      username: clerk.username,
      detail: {
        group: 'common',
        before: { appTitle: 'A', countyName: 'X' },
        after: { appTitle: 'B', countyName: 'X' },
      },
    });
    const [entry] = await db()
      .select({ accountId: auditLog.accountId })
      .from(auditLog)
      .where(eq(auditLog.type, 'ACCOUNT_CHANGE'));
    expect(entry.accountId).toBe(pine.id);
    await depositToday();
    const client = await signedIn('county.clerk');
    const reply = await client.post('/api/report/accountReport', {
      fromDate: today(),
      orderBy: 'timestamp',
    });
    expect(reply.status).toBe(200);
    const text = pdfText(reply.response.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Audit Details - Account');
    expect(text).toContain('Account Pine Ridge Title Co. changed: monthly fee 10.00 -> 12.00');
    // The activity column's "County Configuration Change" wraps into the description's line.
    expect(text).toMatch(/County setting common changed: app title (Change )?A -> B/);
    expect(text).toContain('Escrow deposit');
    expect(text).toContain('Grand Total');

    const summary = await client.post('/api/report/userExport', {
      fromDate: today(),
      summaryMode: true,
    });
    const { rows } = await sheetRows(summary.response.rawPayload);
    expect(rows.every((r) => r[3] === 'Total' || r[3] === 'Grand Total')).toBe(true);
  });

  test("the user's language: headings in Japanese in the workbook", async () => {
    await depositToday();
    const client = t.client();
    expect((await client.login('county.clerk', undefined, 'JAPANESE')).status).toBe(200);
    const reply = await client.post('/api/report/userExport', { fromDate: today() });
    const { sheet } = await sheetRows(reply.response.rawPayload);
    expect(sheet.getRow(1).getCell(1).value).toBe('日付/時刻');
  });
});

describe('a large report is made by a job', () => {
  const saved = process.env.REPORT_INLINE_ROWS;
  afterEach(() => {
    if (saved === undefined) delete process.env.REPORT_INLINE_ROWS;
    else process.env.REPORT_INLINE_ROWS = saved;
  });

  test('202 with the job; it runs; its file is downloadable by its owner only', async () => {
    const app = await t.buildApp({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'lrp-reports-')) });
    await monthOfActivity();
    process.env.REPORT_INLINE_ROWS = '10';
    const clerk = t.client(app);
    await clerk.login('county.clerk');
    const queued = await clerk.post<ReportJob>('/api/report/statementExport', MONTH);
    expect(queued.status).toBe(202);
    expect(queued.body.message).toBe(REPORT_SERVER_MESSAGES.queued);
    const job = queued.body.content;
    expect(job).toMatchObject({ state: 'queued', done: 0, fileName: 'StatementReportExport.xlsx' });
    expect(job.total).toBeGreaterThan(10);

    const early = await clerk.get(`/api/report/jobs/${job.jobId}/file`);
    expect(early.status).toBe(409);
    await app.jobs.runDue();
    const state = await clerk.get<ReportJob>(`/api/report/jobs/${job.jobId}`);
    expect(state.body.content).toMatchObject({ state: 'done', done: job.total, total: job.total });

    const file = await clerk.get(`/api/report/jobs/${job.jobId}/file`);
    expect(file.status).toBe(200);
    expect(file.response.headers['content-disposition']).toBe(
      'attachment; filename="StatementReportExport.xlsx"',
    );
    const { rows } = await sheetRows(file.response.rawPayload);
    expect(rows.length).toBeGreaterThan(job.total);

    const other = t.client(app);
    await other.login('trimin.admin');
    expect((await other.get(`/api/report/jobs/${job.jobId}/file`)).status).toBe(404);
    expect((await other.get(`/api/report/jobs/${job.jobId}`)).status).toBe(404);
  });
});
