import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility';
import { signIn } from '../support/portal';

const ACCOUNT = `Birch Lake Surveys ${Date.now() % 100000}`;
const USERNAME = `nora.lind${Date.now() % 100000}`;
const PASSWORD = 'Lind!Pass2026x';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

async function confirm(page: Page, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText(text);
  await expectNoAccessibilityViolations(page, 'the confirmation dialog');
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

async function closeAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog').filter({ hasText: text });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Close' }).click();
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));
async function balance(page: Page) {
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeEnabled();
  return dollars(await page.getByRole('banner').getByTestId('usage-balance').innerText());
}

test.describe.configure({ mode: 'serial' });

test('county.clerk creates an account and a user in it; the user signs in; deactivating the account signs the user out', async ({
  page,
  browser,
}) => {
  await signIn(page, 'county.clerk');
  await page.goto('/controlPanel/accounts');
  await expect(page.getByRole('heading', { name: 'Accounts' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Accounts' })).toContainText('Pine Ridge Title Co.');
  await expectNoAccessibilityViolations(page, 'the account list');

  await page.getByRole('button', { name: 'New' }).click();
  await expect(page.getByRole('heading', { name: 'Account (new*)' })).toBeVisible();
  await page.getByLabel('Account Name').fill(ACCOUNT);
  await page.getByLabel('Monthly Fee', { exact: true }).fill('15');
  await page.getByLabel('LandLink Account #').fill('12a');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Numeric Account Number')).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the account entry');
  await page.getByLabel('LandLink Account #').fill('2001');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeAlert(page, 'Account saved.');
  await expect(page).toHaveURL(/\/controlPanel\/accounts$/);

  await page.goto('/userManager');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Find Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Find Account' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the account finder');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New' }).click();
  await expect(page.getByRole('heading', { name: 'User (new*)' })).toBeVisible();
  await page.getByLabel('Username').fill(USERNAME);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  // The first allowable account is preselected: the new one sorts first.
  await expect(page.getByRole('combobox', { name: 'Account' })).toHaveValue(ACCOUNT);
  await page.getByLabel('First Name').fill('Nora');
  await page.getByLabel('Last Name').fill('Lind');
  await page.getByLabel('Email').fill(`${USERNAME}@example.com`);
  await page.getByLabel('Address').fill('5 Shore Rd');
  await page.getByLabel('City').fill('Birch Lake');
  await page.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: /Minnesota/ }).click();
  await page.getByLabel('Zip').fill('56472');
  await page.getByRole('textbox', { name: 'Phone' }).fill('2185550101');
  await expectNoAccessibilityViolations(page, 'the user entry');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeAlert(page, 'User created.');
  await expect(page).toHaveURL(/\/userManager$/);
  await page.getByLabel('Filter', { exact: true }).fill(USERNAME);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(ACCOUNT);
  await expectNoAccessibilityViolations(page, 'the user list');

  const user = await newPage(browser);
  await signIn(user, USERNAME, PASSWORD);
  await expect(user).toHaveURL(/\/home$/);

  await page.goto('/controlPanel/accounts');
  await page.getByLabel('Filter', { exact: true }).fill(ACCOUNT);
  await page.getByRole('button', { name: `Deactivate ${ACCOUNT}` }).click();
  await confirm(page, `Deactivate ${ACCOUNT} and users?`);
  await expect(page.getByRole('button', { name: `Activate ${ACCOUNT}` })).toBeVisible();

  // The user's session ended: the page shows the public home with Sign in, and signing in again is refused.
  await user.reload();
  await expect(user.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(user.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await signIn(user, USERNAME, PASSWORD);
  await expect(user.getByRole('alert')).toBeVisible();
});

test('account.admin sees only Pine Ridge Title’s users; the users export holds the listed rows', async ({
  page,
}) => {
  await signIn(page, 'account.admin');
  await page.goto('/userManager');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table).toContainText('escrow.user');
  await expect(page.getByRole('button', { name: 'Find Account' })).toHaveCount(0);
  const accounts = await table.locator('tbody tr td:nth-child(3)').allInnerTexts();
  expect(new Set(accounts)).toEqual(new Set(['Pine Ridge Title Co.']));
  const shown = await page.getByText(/Displaying Results: \d+-\d+ of \d+/).innerText();
  const total = Number(/of (\d+)/.exec(shown)![1]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('Users')!;
  expect(sheet.rowCount - 1).toBe(total);
  const usernames = sheet.getColumn(1).values.slice(2);
  expect(usernames).toContain('escrow.user');
  expect(new Set(sheet.getColumn(3).values.slice(2))).toEqual(new Set(['Pine Ridge Title Co.']));
});

test('running account tasks twice charges the monthly fee once', async ({ page, browser }) => {
  const admin = await newPage(browser);
  await signIn(admin, 'account.admin');
  const before = await balance(admin);

  await signIn(page, 'county.clerk');
  await page.goto('/controlPanel/accounts');
  await page.getByLabel('Filter', { exact: true }).fill('Pine Ridge');
  await page.getByRole('button', { name: 'Edit Pine Ridge Title Co.' }).click();
  await expect(page.getByRole('heading', { name: 'Account (Pine Ridge Title Co.)' })).toBeVisible();
  await page.getByLabel('Monthly Fee', { exact: true }).fill('12');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeAlert(page, 'Account saved.');

  await page.getByLabel('Filter', { exact: true }).fill('Pine Ridge');
  await page.getByRole('button', { name: 'More for Pine Ridge Title Co.' }).click();
  await page.getByRole('menuitem', { name: 'Tasks' }).click();
  await expect(
    page.getByRole('heading', { name: 'Account Tasks - Pine Ridge Title Co.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Needs Billing')).toHaveValue('Yes');
  await expectNoAccessibilityViolations(page, 'the account tasks');
  await page.getByRole('button', { name: 'Run Account Tasks' }).click();
  await closeAlert(page, 'Account tasks completed.');
  await expect(page.getByLabel('Needs Billing')).toHaveValue('No');
  await page.getByRole('button', { name: 'Run Account Tasks' }).click();
  await closeAlert(page, 'Account tasks completed.');

  expect(await balance(admin)).toBeCloseTo(before - 12, 2);
});

test('the password, access and document types screens pass the accessibility scan', async ({
  page,
}) => {
  await signIn(page, 'county.clerk');
  await page.goto('/userManager');
  await page.getByRole('button', { name: 'Password for escrow.user' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password (escrow.user)' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the reset password screen');

  await page.goto('/controlPanel/accounts');
  await page.getByLabel('Filter', { exact: true }).fill('North Star');
  for (const [item, heading] of [
    ['Access', 'Access - North Star Abstract'],
    ['Document Types', 'Document Types - North Star Abstract'],
  ] as const) {
    await page.getByRole('button', { name: 'More for North Star Abstract' }).click();
    await page.getByRole('menuitem', { name: item }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoAccessibilityViolations(page, heading);
    await page.goBack();
    await page.getByLabel('Filter', { exact: true }).fill('North Star');
  }
});
