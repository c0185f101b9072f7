import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  latestMailTo,
  setCountyGroup,
  signIn,
  signOut,
  transactionsReportText,
} from '../support/portal';

test('a user sees the home cards, balance and profile button; a guest sees none of the three', async ({
  page,
}) => {
  await signIn(page, 'escrow.user');
  await expect(page).toHaveURL(/\/home$/);
  for (const card of [
    'Transactions',
    'Notable Dates',
    'Latest News',
    'Links',
    'Contact Us',
    'Disclaimer',
  ]) {
    await expect(page.getByRole('region', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByTestId('usage-balance')).toHaveText(
    /^\$[\d,]+\.\d{2}$/,
  );
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profile' })).toBeVisible();
  await signOut(page);

  await signIn(page, 'public.guest');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('region', { name: 'Latest News' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Transactions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByTestId('usage-balance')).toHaveCount(0);
});

test('a user edits the profile and finds it saved after a reload', async ({ page }) => {
  await signIn(page, 'maria.lindqvist');
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await dialog.getByLabel('City').fill('  Birch Lake  ');
  await dialog.getByLabel('Zip').fill('5647x2');
  await expect(dialog.getByLabel('Zip')).toHaveValue('56472');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Profile saved.' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await page.reload();
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' }).getByLabel('City')).toHaveValue(
    'Birch Lake',
  );
  await expect(page.getByRole('dialog', { name: 'Profile' }).getByLabel('Zip')).toHaveValue(
    '56472',
  );
});

test('a new e-mail address in the profile needs the current password, and the old address is told', async ({
  page,
  request,
}) => {
  await signIn(page, 'maria.lindqvist');
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await expect(dialog.getByLabel('Current Password')).toHaveCount(0);
  await dialog.getByLabel('Email').fill('maria@lindqvist.example.net');
  await dialog.getByLabel('Current Password').fill('Wrong!Pass1234');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Profile saved.' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  const notice = await latestMailTo(request, 'maria.lindqvist@pineridgetitle.example.com');
  expect(notice.subject).toBe('Land Record Portal: your e-mail address was changed');
  expect(notice.text).toContain('was changed to maria@lindqvist.example.net');
});

test('a user changes the password and signs in with the new one', async ({ page }) => {
  await signIn(page, 'james.okafor');
  await page.getByRole('button', { name: 'Profile' }).click();
  await page
    .getByRole('dialog', { name: 'Profile' })
    .getByRole('button', { name: 'Change Password' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await dialog.getByLabel('New Password').fill('Another#Pass2026');
  await dialog.getByLabel('Confirm Password').fill('Another#Pass2026');
  // The current password first: a wrong one shows on its field and changes nothing.
  await dialog.getByLabel('Current Password').fill('Wrong!Pass1234');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByText('That is not your current password.')).toBeVisible();
  await dialog.getByLabel('Current Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Update' }).click();
  const updated = page.getByRole('dialog').filter({ hasText: 'Password updated.' });
  await expect(updated).toBeVisible();
  await updated.getByRole('button', { name: 'Close', exact: true }).click();
  await signOut(page);
  await signIn(page, 'james.okafor', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another#Pass2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the year-to-date transactions report is a PDF listing the user’s transactions', async ({
  page,
}) => {
  await signIn(page, 'escrow.user');
  const text = await transactionsReportText(page, 'YTD');
  expect(text).toContain('Transactions Report');
  expect(text).toContain('escrow.user');
  expect(text).toMatch(/\$\d+\.\d{2}/);
});

test('choosing Chinese at sign-in changes the navigation and home labels', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CHINESE');
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await page.getByLabel('用户名').fill('escrow.user');
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The navigation's own name is translated too ("Main navigation" in English).
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeVisible();
  const labels = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent ?? ''));
  expect(labels[0]).toBe('首页');
  expect(labels).toContain('搜索');
  await expect(page.getByRole('region', { name: '最新消息' })).toBeVisible();
});

test.describe('a county lockout', () => {
  test.afterEach(async ({ request }) =>
    setCountyGroup(request, 'userLockout', { lockoutInPlace: false }),
  );

  test('shows the headline in the shell and the login message, and admits only county staff', async ({
    page,
    request,
  }) => {
    await setCountyGroup(request, 'userLockout', {
      lockoutInPlace: true,
      messageHeadline: 'The recorder’s office is closed for the system upgrade until Monday 8:00.',
      messageLogin: 'Sign-in is limited to county staff during the upgrade.',
    });
    await page.goto('/login');
    await expect(
      page.getByRole('alert').filter({ hasText: 'closed for the system upgrade' }),
    ).toBeVisible();
    await expect(
      page.getByText('Sign-in is limited to county staff during the upgrade.').first(),
    ).toBeVisible();
    await signIn(page, 'escrow.user');
    // The refusal, not the login page's "Access is limited" notice that shows the same county message.
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Sign-in is limited' })
        .filter({ hasNotText: 'Access is limited' }),
    ).toBeVisible();
    await signIn(page, 'county.clerk');
    await expect(page).toHaveURL(/\/home$/);
    await expect(
      page.getByRole('alert').filter({ hasText: 'closed for the system upgrade' }),
    ).toBeVisible();
  });
});
