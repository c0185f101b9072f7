import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/portal';

const APPROVING_CARD = '4111 1111 1111 1111';

/** A search's results: the result screen's region. */
const results = (page: Page) => page.getByRole('region', { name: 'Search Results' });
const nameField = (page: Page) =>
  page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ });

async function searchByName(page: Page, lastName: string) {
  await page.goto('/search/searchByName');
  await nameField(page).fill(lastName);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test('a name search for QUILLFEATHER answers the fixture documents', async ({ page }) => {
  await signIn(page, 'escrow.user');
  await searchByName(page, 'QUILLFEATHER');
  // Nine fixture documents; the death certificate (judicially protected) is not among them for this user.
  await expect(results(page).getByRole('status')).toHaveText('Displaying Results: 1-9 of 9');
  const table = results(page).getByRole('table');
  for (const number of ['9000001', '9000004', '9000008']) await expect(table).toContainText(number);
  await expect(table).not.toContainText('9000009');
});

test('a document-number range must be in order: Invalid numeric range.', async ({ page }) => {
  await signIn(page, 'escrow.user');
  await page.goto('/search/searchByDocumentNumber');
  await page.getByRole('textbox', { name: /^Document Number\s*\*?$/ }).fill('9000013');
  await page.getByRole('textbox', { name: 'To Document Number' }).fill('9000001');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Invalid numeric range.')).toHaveCount(2);
  await expect(results(page)).toHaveCount(0);
  await page.getByRole('textbox', { name: /^Document Number\s*\*?$/ }).fill('9000001');
  await page.getByRole('textbox', { name: 'To Document Number' }).fill('9000013');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page).getByRole('status')).toHaveText('Displaying Results: 1-12 of 12');
});

test('a plat search through the type-ahead', async ({ page }) => {
  await signIn(page, 'escrow.user');
  await page.goto('/search/searchByPlat');
  const name = page.getByRole('textbox', { name: 'Plat Name' });
  await name.fill('p');
  await expect(page.getByText('No matching plat found.')).toHaveCount(0);
  await name.fill('pine ridge');
  const matches = page.getByRole('combobox', { name: /matching plats/ });
  await expect(matches.locator('option').first()).toHaveText('(Click here to select a plat)');
  await matches.selectOption({ label: '1008 - Pine Ridge Second Addition' });
  await expect(page.getByRole('textbox', { name: /^Plat Number/ })).toHaveValue('1008');
  await expect(name).toHaveValue('Pine Ridge Second Addition');
  await page.getByRole('button', { name: 'Submit' }).click();
  // The plat search answers the plat's own records: the plat of Pine Ridge Second Addition among them.
  await expect(results(page).getByRole('table')).toContainText('9000012');
  // Back on the form (it keeps the chosen plat), Reset clears it.
  await page.goBack();
  await page.getByRole('button', { name: 'Reset' }).click();
  await name.fill('zz');
  await expect(page.getByText('No matching plat found.')).toBeVisible();
});

test('Recent Searches preload an earlier search', async ({ page }) => {
  await signIn(page, 'escrow.user');
  await searchByName(page, 'Halvorsen');
  await expect(results(page).getByRole('status')).toContainText('Displaying Results');
  await page.goto('/search/searchByParcelId');
  await page.getByRole('textbox', { name: /^Parcel ID/ }).fill('21-045-0310');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(results(page).getByRole('status')).toContainText('Displaying Results');
  // On a result screen the search menu folds behind its button, which says where the person is.
  await page.getByRole('button', { name: /^Search types/ }).click();
  const recent = page.getByRole('navigation', { name: 'Search types' });
  await expect(recent.getByRole('link', { name: 'Current' })).toBeVisible();
  // A fresh page: the criteria come from the server's history, not from what the page remembered.
  await page.goto('/search/searchHistory/searchByName/2');
  await expect(page).toHaveURL(/\/search\/searchByName\/2$/);
  await expect(nameField(page)).toHaveValue('Halvorsen');
});

test('card.user pays for a search with the approving test card, and the search runs', async ({
  page,
}) => {
  await signIn(page, 'card.user');
  await searchByName(page, 'QUILLFEATHER');
  const prices = page.getByRole('dialog', { name: 'Credit Card Price List' });
  await expect(prices).toBeVisible();
  await expect(prices.getByRole('table', { name: 'Prices' })).toContainText('Search by Name');
  await prices.getByRole('button', { name: 'Continue' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Credit Card Authorization' });
  const card = cardDialog.frameLocator('iframe');
  await card.getByLabel('Card number').fill(APPROVING_CARD);
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay|Authorize/ }).click();
  await expect(results(page).getByRole('status')).toHaveText('Displaying Results: 1-9 of 9');
});
