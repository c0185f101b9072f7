import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { pdfText, signIn } from '../support/portal';

/*
 * A title examiner's walk through the result screens (issue 30): a name search, a sort by a column heading, a
 * search within the results, the results exported to Excel and read back, a mortgage followed to its satisfaction
 * through "Referenced By", and the satisfaction's and the assignment's images bought together in one cart payment,
 * both PDFs read back. Then the results on a phone: cards, the detail over the list, no accessibility violation.
 */

const MORTGAGE = '9000002';
const SATISFACTION = '9000003';
const ASSIGNMENT = '9000014';

const results = (page: Page) => page.getByRole('region', { name: 'Search Results' });
const status = (page: Page) => results(page).getByRole('status');

async function nameSearch(page: Page, lastName: string) {
  await page.goto('/search/searchByName');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill(lastName);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/search\/SearchResults$/);
  await expect(status(page)).toHaveText(/^Displaying Results: 1-\d+ of \d+$/);
}

/** The detail of the result row `title` (a document: "Mortgage 9000002"). */
async function openDetail(page: Page, title: string): Promise<Locator> {
  await results(page)
    .getByRole('button', { name: `Show the details of ${title}` })
    .click();
  const detail = page.getByRole('region', { name: title });
  await expect(detail).toBeVisible();
  return detail;
}

/** The open detail's Image button, the preview's Add to Cart; answers the preview (left open) and the title. */
async function addToCart(page: Page, documentNumber: string) {
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const preview = page.getByRole('dialog', { name: 'Image Preview' });
  const says = preview.getByText(new RegExp(`^.* ${documentNumber} has \\d+ page\\(s\\)\\.$`));
  await expect(says).toBeVisible();
  const title = (await says.innerText()).replace(/ has \d+ page\(s\)\.$/, '');
  await preview.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(preview.getByRole('region', { name: 'Image Cart' })).toContainText(title);
  return { preview, title };
}

test("an examiner's walk: sort, search within, Excel, Referenced By, two documents' images in one cart payment", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'escrow.user');
  await nameSearch(page, "O'Brien");

  // Sorted by a column heading, by keyboard: the heading says how it is sorted.
  const byNumber = results(page).getByRole('columnheader', { name: 'Instrument / Document #' });
  await expect(byNumber).toHaveAttribute('aria-sort', 'ascending');
  const heading = results(page).getByRole('columnheader', { name: /^Recorded Date/ });
  await heading.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(heading).toHaveAttribute('aria-sort', 'ascending');
  await expect(byNumber).not.toHaveAttribute('aria-sort');
  await heading.getByRole('button').press('Enter');
  await expect(heading).toHaveAttribute('aria-sort', 'descending');
  const dates = await results(page)
    .getByRole('row')
    .evaluateAll((rows) =>
      rows
        .map((r) => /(\d{2})\/(\d{2})\/(\d{4})/.exec(r.textContent ?? ''))
        .filter((m) => m !== null)
        .map((m) => `${m![3]}${m![1]}${m![2]}`),
    );
  expect(dates.length).toBeGreaterThan(1);
  expect(dates).toEqual([...dates].sort().reverse());

  // The matching party is shown first and marked.
  await expect(results(page).locator('mark').first()).toContainText(/O'BRIEN/i);

  // Search within the results: only the rows naming "Mortgage", said as n of m.
  const within = results(page).getByRole('searchbox', { name: 'Search within results' });
  const rows = await results(page)
    .getByRole('button', { name: /^Show the details of / })
    .count();
  await within.fill('Mortgage');
  await expect(results(page).getByText(new RegExp(`^\\d+ of ${rows} rows shown$`))).toBeVisible();
  const shown = results(page).getByRole('button', { name: /^Show the details of / });
  for (const name of await shown.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  ))
    expect(name).toMatch(/Mortgage/);
  await expectNoAccessibilityViolations(page, 'the results searched within');
  await within.fill('');

  // The results as Excel, read back: a heading row, dates as dates, the rows of the search.
  await results(page).getByRole('button', { name: 'Download' }).click();
  const file = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel spreadsheet (.xlsx)' }).click();
  const saved = await file;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await saved.path());
  const sheet = workbook.worksheets[0];
  const headings = (sheet.getRow(1).values as unknown[]).filter(Boolean).map(String);
  expect(headings.length).toBeGreaterThan(3);
  const total = Number((await status(page).innerText()).replace(/^.* of /, ''));
  expect(sheet.actualRowCount - 1).toBe(total);
  const cells = sheet
    .getRows(2, sheet.actualRowCount - 1)!
    .flatMap((row) => (row.values as unknown[]).filter((v) => v !== undefined && v !== null));
  expect(cells.some((v) => v instanceof Date)).toBe(true);
  expect(cells.map(String).join(' ')).toContain(MORTGAGE);

  // The mortgage, and what refers to it: its assignment and its satisfaction, followed by a link.
  const mortgage = await openDetail(page, `Mortgage ${MORTGAGE}`);
  const referencedBy = mortgage.getByRole('region', { name: 'Referenced By' });
  await expect(referencedBy).toContainText(ASSIGNMENT);
  await expect(referencedBy).toContainText(SATISFACTION);
  await expectNoAccessibilityViolations(page, 'a mortgage and the documents that refer to it');
  await referencedBy.getByRole('button', { name: SATISFACTION }).click();
  await expect(page.getByRole('region', { name: new RegExp(`${SATISFACTION}$`) })).toBeVisible();

  // Into the cart: the satisfaction, then the assignment (followed from the mortgage again).
  const { preview, title: satisfactionTitle } = await addToCart(page, SATISFACTION);
  await preview.getByRole('button', { name: 'Cancel' }).click();
  // Back to the mortgage through the satisfaction's own reference, and on to its assignment.
  const satisfaction = page.getByRole('region', { name: new RegExp(`${SATISFACTION}$`) });
  await satisfaction
    .getByRole('region', { name: 'Reference Documents' })
    .getByRole('button', { name: MORTGAGE })
    .click();
  await expect(status(page)).toHaveText('Displaying Results: 1-1 of 1');
  const again = await openDetail(page, `Mortgage ${MORTGAGE}`);
  await again
    .getByRole('region', { name: 'Referenced By' })
    .getByRole('button', { name: ASSIGNMENT })
    .click();
  await expect(page.getByRole('region', { name: new RegExp(`${ASSIGNMENT}$`) })).toBeVisible();
  const { preview: second, title: assignmentTitle } = await addToCart(page, ASSIGNMENT);
  const cart = second.getByRole('region', { name: 'Image Cart' });
  await expect(cart).toContainText('2 documents in the cart');
  await expectNoAccessibilityViolations(page, 'the image preview with its cart');
  await cart.getByRole('button', { name: 'Check Out' }).click();

  // One confirmation, one payment: the sum of the two, from the escrow balance.
  const confirm = page.getByRole('dialog', { name: 'Download of 2 Documents' });
  await expect(confirm).toContainText('documents selected for download.');
  const charges = confirm.getByRole('table', { name: 'Charges' });
  await expect(charges).toContainText(satisfactionTitle);
  await expect(charges).toContainText(assignmentTitle);
  await expectNoAccessibilityViolations(page, 'the cart confirmation');
  await expectNoRawKeys(page, 'the cart confirmation');
  const files: Promise<import('@playwright/test').Download>[] = [];
  page.on('download', (d) => files.push(Promise.resolve(d)));
  await confirm.getByRole('button', { name: /^(Pay \$[\d.]+ and )?Download$/ }).click();
  await expect.poll(() => files.length).toBe(2);
  const texts = await Promise.all(
    files.map(async (f) => pdfText(await readFile((await (await f).path())!))),
  );
  expect(texts.some((text) => text.includes(satisfactionTitle))).toBe(true);
  expect(texts.some((text) => text.includes(assignmentTitle))).toBe(true);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone (390 px) each result is a card and the detail opens over the list; no accessibility violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'escrow.user');
  await nameSearch(page, "O'Brien");
  const cards = page.getByRole('list', { name: 'Result cards' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(results(page).getByRole('table', { name: 'Search Results' })).toBeHidden();
  await expectNoAccessibilityViolations(page, 'the results on a phone');
  await cards.getByRole('button', { name: `Show the details of Mortgage ${MORTGAGE}` }).click();
  const detail = page.getByRole('dialog', { name: `Mortgage ${MORTGAGE}` });
  await expect(detail).toBeVisible();
  await expect(detail.getByRole('region', { name: 'Referenced By' })).toContainText(SATISFACTION);
  await expectNoAccessibilityViolations(page, 'a detail on a phone');
  await detail.getByRole('button', { name: 'Close the details' }).click();
  await expect(detail).toBeHidden();
});
