import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the imaging module's preview dialog for a document, as a person would, and answers the dialog.
 * The ONE place the imaging tests open it: today through a document-number search and the stop-gap Image button
 * of the plain results table; when the result screens' detail panel has its Image button, only this changes.
 */
export async function openImagePreview(page: Page, documentNumber: string): Promise<Locator> {
  await page.goto('/search/searchByDocumentNumber');
  await page.getByRole('textbox', { name: /^Document Number\s*\*?$/ }).fill(documentNumber);
  await page.getByRole('button', { name: 'Submit' }).click();
  const results = page.getByRole('region', { name: 'Search Results' });
  await results.getByRole('button', { name: new RegExp(`^Image of .* ${documentNumber}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses a control by keyboard: focus, then Enter (buttons) or Space (checkboxes, radios). */
export async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.press(key);
}
