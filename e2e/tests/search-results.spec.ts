import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { pdfText, signIn } from '../support/portal';

/*
 * The result screens end to end (spec 2 §2, §4): a name search with several pages, page 3, sorting by recorded
 * date descending, filtering two checked rows, a detail, a grantor followed and Back to Search Results with the
 * page and row restored, and the results downloaded as a PDF. The results and detail screens pass axe.
 */

const results = (page: Page) => page.getByRole('region', { name: 'Search Results' });
const status = (page: Page) => results(page).getByRole('status');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Results pages' });

test('results: page 3, sort, filter, detail, a grantor and back, download', async ({ page }) => {
  // A long journey (eleven searches and pages, two accessibility scans of a 100-row page, a PDF).
  test.slow();
  await signIn(page, 'escrow.user');
  await page.goto('/search/searchByName');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill('Johnson');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/search\/SearchResults$/);
  // The first 25 rows, then the background batches complete the page.
  await expect(status(page)).toHaveText(/^Displaying Results: 1-100 of \d+$/);
  await expectNoAccessibilityViolations(page, 'the name search results');

  await pager(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(status(page)).toHaveText(/^Displaying Results: 201-300 of \d+$/);
  await expect(pager(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Recorded Date' });
  await page.getByRole('button', { name: 'Sort direction: ascending' }).click();
  await expect(page.getByRole('button', { name: 'Sort direction: descending' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recordedDate');
  await expect(status(page)).toHaveText(/^Displaying Results: 201-300 of \d+$/);

  // Two rows checked and filtered: only they show, their checkboxes locked.
  const boxes = results(page).getByRole('checkbox', { name: /^Check / });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: 'Filter Selections' }).click();
  await expect(status(page)).toHaveText('Displaying Results: 1-2 of 2');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toBeDisabled();
  await page.getByRole('button', { name: 'Remove Filter' }).click();
  await expect(status(page)).toHaveText(/^Displaying Results: 1-100 of \d+$/);
  await pager(page).getByRole('button', { name: 'Page 3' }).click();
  await expect(status(page)).toHaveText(/^Displaying Results: 201-300 of \d+$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recordedDate');

  // A detail: the fifth row of page 3.
  const open = results(page).getByRole('button', { name: /^Show the details of / });
  const chosen = (await open.nth(4).getAttribute('aria-label'))!.replace(
    'Show the details of ',
    '',
  );
  await open.nth(4).click();
  const detail = page.getByRole('region', { name: chosen });
  const parties = detail.getByRole('region', { name: 'Grantors/Grantees' });
  await expect(parties.getByRole('table')).toBeVisible();
  await expect(results(page).getByRole('row', { selected: true })).toHaveCount(1);
  await expectNoAccessibilityViolations(page, 'the document detail');

  // A grantor followed: a name search of its own; Back to Search Results restores page 3, the order and the row.
  const [followed] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/search/searchByName')),
    parties.getByRole('button').first().click(),
  ]);
  expect(followed.status()).toBe(200);
  const back = page.getByRole('button', { name: 'Back to Search Results' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(back).toHaveCount(0);
  await expect(status(page)).toHaveText(/^Displaying Results: 201-300 of \d+$/);
  await expect(pager(page).getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('recordedDate');
  await expect(page.getByRole('button', { name: 'Sort direction: descending' })).toBeVisible();
  await expect(results(page).getByRole('row', { selected: true })).toContainText(
    chosen.split(' ').at(-1)!,
  );
  await expect(page.getByRole('region', { name: chosen })).toBeVisible();

  // Download → PDF report: every row of the search as SearchResultsReport.pdf.
  await page.getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'PDF report' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('SearchResultsReport.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain('Search by Name');
  expect(text).toContain('JOHNSON');
  expect(text).toContain(chosen.split(' ').at(-1)!);
});
