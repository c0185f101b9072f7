import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the imaging module's preview dialog for a document, as a person would, and answers the dialog: a
 * document-number search, the document's row, the detail panel's Image button. The one place the imaging tests
 * open it.
 */
export async function openImagePreview(page: Page, documentNumber: string): Promise<Locator> {
  await page.goto('/search/searchByDocumentNumber');
  await page.getByRole('textbox', { name: /^Document Number\s*\*?$/ }).fill(documentNumber);
  await page.getByRole('button', { name: 'Submit' }).click();
  const results = page.getByRole('region', { name: 'Search Results' });
  await expect(results.getByRole('status')).toHaveText('Displaying Results: 1-1 of 1');
  await results
    .getByRole('button', { name: /^Show the details of / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Image', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Image Preview' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses a control by keyboard: focus, then Enter (buttons) or Space (checkboxes, radios). */
export async function press(control: Locator, key: 'Enter' | 'Space' = 'Enter') {
  await control.focus();
  await control.press(key);
}
