import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { pdfText, signIn } from '../support/portal';

/*
 * Issue 34: the reports area. The demo ledger holds a year and a bit of activity (its last rows fall on the day of
 * seeding), so a range starting a year back has something in every report.
 */

const REPORTS = [
  {
    path: 'StatementReport',
    title: 'Statement',
    pdf: 'StatementReport.pdf',
    xlsx: 'StatementReportExport.xlsx',
  },
  {
    path: 'AccountReport',
    title: 'Audit Details - Account',
    pdf: 'AccountReport.pdf',
    xlsx: 'AccountReport.xlsx',
  },
  {
    path: 'UserReport',
    title: 'Audit Details - User',
    pdf: 'UserReport.pdf',
    xlsx: 'UserReportExport.xlsx',
  },
  {
    path: 'AccountTypeReport',
    title: 'Transaction Summary - Account Type',
    pdf: 'AccountTypeReport.pdf',
    xlsx: null,
  },
] as const;

const usDate = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

const yearAgo = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 1);
  return usDate(date);
};

async function setFromDate(page: Page, value: string) {
  const date = page.getByRole('group', { name: 'From' }).getByLabel(/^Date/);
  await date.fill(value);
  await date.press('Tab');
}

/** Clicks a download button and answers the saved file's name and bytes. */
async function download(page: Page, button: 'Download PDF' | 'Download Excel') {
  const saved = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: button }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

test('county.clerk runs each report as PDF and Excel and reads them back', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'county.clerk');
  await page.goto('/reports');
  // The default report is the statement.
  await expect(page).toHaveURL(/\/reports\/StatementReport$/);

  for (const report of REPORTS) {
    await page.goto(`/reports/${report.path}`);
    const form = page.getByRole('form', { name: report.title });
    await expect(form).toBeVisible();
    await expectNoAccessibilityViolations(page, `the ${report.title} screen`);
    await expectNoRawKeys(page, `the ${report.title} screen`);
    await setFromDate(page, yearAgo());

    const pdf = await download(page, 'Download PDF');
    expect(pdf.name).toBe(report.pdf);
    const text = pdfText(pdf.bytes);
    expect(text).toContain(report.title);
    // The summary has a line per account type, the others name the accounts.
    expect(text).toContain(report.xlsx ? 'Pine Ridge Title Co.' : 'Grand Total');

    if (report.xlsx) {
      const xlsx = await download(page, 'Download Excel');
      expect(xlsx.name).toBe(report.xlsx);
      const workbook = await workbookOf(xlsx.bytes);
      const sheet = workbook.worksheets[0];
      expect(sheet.actualRowCount).toBeGreaterThan(2);
      const cells = sheet
        .getRows(2, sheet.actualRowCount - 1)!
        .flatMap((row) => (row.values as unknown[]).filter((v) => v !== undefined && v !== null));
      // Real cells: dates are dates, amounts are numbers.
      expect(cells.some((v) => v instanceof Date)).toBe(true);
      expect(cells.some((v) => typeof v === 'number')).toBe(true);
      expect(cells.map(String).join(' ')).toContain('Pine Ridge Title');
      expect(workbook.getWorksheet('Report')!.getRow(1).getCell(1).value).toBe(report.title);
    } else {
      await expect(page.getByRole('button', { name: 'Download Excel' })).toHaveCount(0);
    }
  }
});

test("account.admin's statement shows Pine Ridge Title only; the account type summary is not offered", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'account.admin');
  await page.goto('/reports/StatementReport');
  await expect(page.getByRole('form', { name: 'Statement' })).toBeVisible();
  // Their own account, not a choice; no data source.
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue(
    'Pine Ridge Title Co.',
  );
  await expect(page.getByLabel('Data source')).toHaveCount(0);
  await expectNoAccessibilityViolations(page, "an account administrator's statement screen");
  await setFromDate(page, yearAgo());

  const text = pdfText((await download(page, 'Download PDF')).bytes);
  expect(text).toContain('Pine Ridge Title');
  expect(text).not.toContain('Lakeside Law Office');
  const workbook = await workbookOf((await download(page, 'Download Excel')).bytes);
  const all = workbook.worksheets[0]
    .getSheetValues()
    .flat()
    .map((v) => String(v ?? ''))
    .join(' ');
  expect(all).toContain('Pine Ridge Title');
  expect(all).not.toContain('Lakeside Law Office');

  await page.goto('/reports/AccountTypeReport');
  await expect(page.getByRole('heading', { name: 'This report is not available' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Reports' });
  await expect(menu.getByRole('link', { name: 'Account Type' })).toHaveCount(0);
});

test('a range with no activity says so instead of producing an empty file; the from date is required', async ({
  page,
}) => {
  await signIn(page, 'county.clerk');
  await page.goto('/reports/AccountReport');
  await expect(page.getByRole('form', { name: 'Audit Details - Account' })).toBeVisible();

  await setFromDate(page, '');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('Required.')).toBeVisible();

  await setFromDate(page, '01/02/2001');
  const to = page.getByRole('group', { name: 'To' }).getByLabel(/^Date/);
  await to.fill('01/03/2001');
  await to.press('Tab');
  let downloaded = false;
  page.on('download', () => (downloaded = true));
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'There is no activity for these criteria. No report was made.',
  );
  expect(downloaded).toBe(false);
});
