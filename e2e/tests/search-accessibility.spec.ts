import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn } from '../support/portal';

test('every search form of the menu, its results and its dialogs pass the accessibility scan', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'escrow.user');
  await page.goto('/search');
  const menu = page.getByRole('navigation', { name: 'Search types' });
  await expect(menu.getByRole('link').first()).toBeVisible();
  const forms = await menu
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((l) => l.getAttribute('href') ?? '').filter((h) => /^\/search\/search/.test(h)),
    );
  expect(forms.length).toBeGreaterThanOrEqual(10);
  for (const href of forms) {
    await page.goto(href);
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoAccessibilityViolations(page, href);
  }

  // A form's messages, then its results.
  await page.goto('/search/searchByName');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Required.').first()).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the name form with its messages');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill('QUILLFEATHER');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Search Results' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'name search results');

  // The plat type-ahead's list of matches and its Full List picker.
  await page.goto('/search/searchByPlat');
  await page.getByRole('textbox', { name: 'Plat Name' }).fill('pine');
  await expect(page.getByRole('combobox', { name: /matching plats/ })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the plat matches');
  await page.getByRole('button', { name: 'Full List' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the Full List plat picker');
});

test("a card user's price list and card frame pass the accessibility scan", async ({ page }) => {
  await signIn(page, 'card.user');
  await page.goto('/search/searchByName');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill('QUILLFEATHER');
  await page.getByRole('button', { name: 'Submit' }).click();
  const prices = page.getByRole('dialog', { name: 'Credit Card Price List' });
  await expect(prices).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the Credit Card Price List');
  await prices.getByRole('button', { name: 'Continue' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Credit Card Authorization' });
  await expect(cardDialog.frameLocator('iframe').getByLabel('Card number')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the card authorization frame');
});
