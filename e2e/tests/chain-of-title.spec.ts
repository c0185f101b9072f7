import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { signIn } from '../support/portal';

/*
 * Issue 37: a title examiner asks for the chain of title of the demo's parcel 21-045-0310 (docs/chain-of-title.md):
 * the timeline shows the conveyances with the 1988 mortgage satisfied and the two later ones open, the gaps are
 * counted, the chain downloads as a PDF, and a document under an entry opens in the document detail.
 */

test('the chain of title of a parcel: its timeline and gaps, the PDF, and a document opened from it', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'flatfee.user');
  await page.goto('/search/searchByName');
  await page.getByRole('link', { name: 'Chain of Title' }).click();
  const form = page.getByRole('form', { name: 'Chain of Title' });
  await form.getByRole('textbox', { name: /^Parcel ID/ }).fill('21 045 0310');
  await form.getByRole('textbox', { name: /^Parcel ID/ }).press('Enter');

  const timeline = page.getByRole('list', { name: 'Recorded documents, oldest first' });
  await expect(timeline).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Chain of title: Parcel ID 21 045 0310' }),
  ).toBeVisible();
  const entries = timeline.locator(':scope > li');
  await expect(entries).toHaveCount(8);
  await expect(entries.nth(0)).toContainText('Warranty Deed 9000001');
  await expect(entries.nth(0)).toContainText('Grantor never received title');
  await expect(entries.nth(1)).toContainText('Satisfied by: Satisfaction of Mortgage 9000003');
  await expect(entries.nth(1)).toContainText('Closed');
  await expect(entries.nth(3)).toContainText('Open mortgage');
  await expect(entries.nth(7)).toContainText('Quit Claim Deed 9000008');
  await expect(page.getByText('Quillfeather Holdings LLC').first()).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the chain of title');
  await expectNoRawKeys(page, 'the chain of title');

  const file = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const saved = await file;
  expect(saved.suggestedFilename()).toBe('ChainOfTitle.pdf');
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await entries.nth(1).getByRole('button', { name: 'Open document 9000014' }).click();
  await expect(page).toHaveURL(/\/search\/SearchResults/);
  await expect(page.getByRole('heading', { name: 'Assignment of Mortgage 9000014' })).toBeVisible();
  await context.close();
});
