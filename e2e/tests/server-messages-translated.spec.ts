import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, setCountyGroup } from '../support/portal';

// The server's refusals reach a person in their language (it sends each message's code beside the English): a
// sign-in failure, a search the balance cannot pay, a declined card and an image order the balance cannot pay, in
// Japanese, show the catalog's Japanese and never the English the server wrote.

const ROOT = join(__dirname, '..', '..');
const json = (file: string) => JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as Tree;
type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key], tree) as string;

/** A screen text in Japanese, from the module's locale file (`mfe-search`, `fields.platNumber`). */
const ja = (module: string, path: string) => at(json(`${module}/src/locales/ja.json`), path);
/** A catalog message in Japanese, by its code (`server.invalidCredentials`). */
const message = (code: string) => ({ ja: at(json('shared/src/i18n/messages/ja.json'), code) });

async function signInJapanese(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('combobox').first().selectOption('JAPANESE');
  await page.getByRole('textbox', { name: ja('mfe-auth', 'login.username') }).fill(username);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

/** What the page shows, dialogs and alerts included. */
const shown = (page: Page) => page.evaluate(() => document.body.innerText);

test.afterEach(async ({ page }) => {
  // The language goes with the user: sign the demo users back in English for the tests that follow.
  await page.context().clearCookies();
});

test('a failed sign-in reads in Japanese', async ({ page }) => {
  await signInJapanese(page, 'escrow.user', 'not-the-password-1!');
  const expected = message('server.invalidCredentials');
  await expect(page.getByRole('alert')).toHaveText(expected.ja);
  expect(await shown(page)).not.toContain('Invalid username or password.');
});

test('a search the balance cannot pay is refused in Japanese', async ({ page, request }) => {
  // A plat search dearer than the escrow balance: the server refuses to charge it.
  await setCountyGroup(request, 'aLaCarte', { searchByPlat: 9000 });
  try {
    await signInJapanese(page, 'account.admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/search/searchByPlat');
    await page.getByRole('textbox', { name: ja('mfe-search', 'fields.platNumber') }).fill('1008');
    const refused = page.waitForResponse(
      (r) => r.url().includes('/api/search/') && r.status() === 402,
    );
    await page.getByRole('button', { name: ja('mfe-search', 'form.submit') }).click();
    const reply = await (await refused).json();
    expect(reply.code).toBe('searchServer.insufficientBalance');
    const dialog = page.getByRole('dialog').filter({ hasText: reply.params.price });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('Please add money first');
    await expect(dialog).toContainText(
      message('searchServer.insufficientBalance')
        .ja.replace('{{balance}}', reply.params.balance)
        .replace('{{price}}', reply.params.price),
    );
  } finally {
    await setCountyGroup(request, 'aLaCarte', { searchByPlat: 0.5 });
  }
});

test('a declined card reads in Japanese', async ({ page }) => {
  await signInJapanese(page, 'account.admin');
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: ja('shell', 'balance.addMoney') }).click();
  const dialog = page.getByRole('dialog', { name: ja('shell', 'deposit.title') });
  await dialog.getByLabel(ja('shell', 'deposit.amount')).fill('40');
  await dialog.getByRole('button', { name: ja('shell', 'deposit.continue') }).click();
  const card = page
    .getByRole('dialog', { name: ja('shell', 'deposit.cardTitle') })
    .frameLocator('iframe');
  await card.getByLabel('Card number').fill('4000 0000 0000 0002');
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay/ }).click();
  await expect(
    page.getByRole('dialog').filter({ hasText: message('payments.cardFailed').ja }),
  ).toBeVisible();
  expect(await shown(page)).not.toContain('Failed to process credit card authorization');
});

test('an image purchase the balance cannot pay says so in Japanese', async ({ page, request }) => {
  // Pages dearer than the account's balance (page 4: one account.admin has not bought in the imaging tests, so
  // it is charged): the order is refused until money is added.
  await setCountyGroup(request, 'aLaCarte', { imageFirstPage: 9000, imageAdditionalPages: 9000 });
  try {
    await signInJapanese(page, 'account.admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/search/searchByDocumentNumber');
    await page
      .getByRole('textbox', { name: ja('mfe-search', 'fields.documentNumber'), exact: true })
      .fill('9000002');
    await page.getByRole('button', { name: ja('mfe-search', 'form.submit') }).click();
    const detailsLabel = ja('mfe-search', 'results.open').replace('{{title}}', '');
    await page.getByRole('button', { name: detailsLabel.trim() }).first().click();
    await page.getByRole('button', { name: ja('mfe-search', 'detail.image'), exact: true }).click();
    const preview = page.getByRole('dialog', { name: ja('mfe-imaging', 'preview.title') });
    await preview.getByRole('textbox', { name: ja('mfe-imaging', 'preview.pagesField') }).fill('4');
    await preview.getByRole('button', { name: ja('mfe-imaging', 'preview.continue') }).click();
    const refusal = message('imagingOrder.insufficientEscrow');
    await expect(page.getByRole('dialog').filter({ hasText: refusal.ja })).toBeVisible();
    const text = await shown(page);
    expect(text).not.toContain('The escrow balance cannot pay for this download.');
    expect(text).not.toContain('selected for download');
  } finally {
    await setCountyGroup(request, 'aLaCarte', { imageFirstPage: 1, imageAdditionalPages: 0.25 });
  }
});
