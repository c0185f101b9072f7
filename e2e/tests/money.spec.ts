import { expect, test, type Page } from '@playwright/test';
import { signIn, transactionsReportText } from '../support/portal';

const APPROVING_CARD = '4111 1111 1111 1111';
const DECLINING_CARD = '4000 0000 0000 0002';

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

async function balance(page: Page) {
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  return dollars(await page.getByRole('banner').getByTestId('usage-balance').innerText());
}

async function startDeposit(page: Page, amount: string) {
  await page.getByRole('button', { name: 'Add money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Escrow Deposit' });
  await dialog.getByLabel('Deposit amount').fill(amount);
  await expect(dialog.getByRole('table', { name: 'Deposit summary' })).toContainText(
    'Total charged to your card',
  );
  await dialog.getByRole('button', { name: 'Continue to card' }).click();
  const cardDialog = page.getByRole('dialog', {
    name: 'Escrow Deposit - Credit Card Authorization',
  });
  await expect(cardDialog).toBeVisible();
  return cardDialog.frameLocator('iframe');
}

test('an account administrator adds $25.00 by card; the balance and the report show it', async ({
  page,
}) => {
  await signIn(page, 'account.admin');
  await expect(page).toHaveURL(/\/home$/);
  const before = await balance(page);
  const card = await startDeposit(page, '25');
  await expect(card.getByText('$25.').first()).toBeVisible();
  await card.getByLabel('Card number').fill(APPROVING_CARD);
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay/ }).click();
  // The card dialog is still fading out (Mantine's 200 ms exit) when the alert opens: pick the alert by its text.
  const notice = page
    .getByRole('dialog')
    .filter({ hasText: '$25.00 was added to your escrow balance.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close', exact: true }).click();
  expect(
    dollars(await page.getByRole('banner').getByTestId('usage-balance').innerText()),
  ).toBeCloseTo(before + 25, 2);
  expect(await balance(page)).toBeCloseTo(before + 25, 2);

  const report = await transactionsReportText(page, 'Today');
  expect(report).toMatch(/Escrow deposit/i);
  expect(report).toContain('$25.00');
});

test('a declined card shows the failure text and leaves the balance alone', async ({ page }) => {
  await signIn(page, 'account.admin');
  const before = await balance(page);
  const card = await startDeposit(page, '40');
  await card.getByLabel('Card number').fill(DECLINING_CARD);
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay/ }).click();
  const warning = page.getByRole('dialog').filter({
    hasText: 'Failed to process credit card authorization ... Note, you will not be charged.',
  });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Close', exact: true }).click();
  expect(await balance(page)).toBeCloseTo(before, 2);
});

test('cancel in the card page closes the frame without charging', async ({ page }) => {
  await signIn(page, 'account.admin');
  const before = await balance(page);
  const card = await startDeposit(page, '15');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' }),
  ).toHaveCount(0);
  expect(await balance(page)).toBeCloseTo(before, 2);
});
