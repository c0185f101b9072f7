import { expect, test } from '@playwright/test';
import { navLabels, signIn, signOut } from '../support/portal';

test('a user signs in, sees the shell with the navigation of their role, and signs out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Pine Ridge County');
  await expect(page.getByRole('banner')).toContainText('Land Record Portal');
  await expect(page.getByText('Version 5.5.5')).toBeVisible();
  await expect(page.getByText(/© 2022–\d{4}/)).toBeVisible();

  await signIn(page, 'escrow.user');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('banner')).toContainText(/Hello, \w+/);
  expect(await navLabels(page)).toEqual(['Home', 'E File', 'Search']);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/\/search\/searchByName$/);
  await expect(page.getByRole('heading', { name: 'Search by Name' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Search types' });
  await expect(menu.getByRole('group', { name: 'Special Searches' }).getByRole('link')).toHaveText([
    'Grantor Grantee Book',
    'Plat',
    'Tax Lien',
    'Tract Book ID',
    'Tract Book Legal',
  ]);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'E File' })
    .click();
  await expect(page.getByRole('heading', { name: 'E File' })).toBeVisible();
  await expect(page.getByText('From the county')).toBeVisible();

  await page.goto('/controlPanel');
  await expect(page.getByText('You do not have access to this section')).toBeVisible();

  await signOut(page);
  await page.goto('/search');
  await expect(page).toHaveURL(/\/login$/);
});

test('county staff see every section, and each loads from the server', async ({ page }) => {
  await signIn(page, 'county.clerk');
  await expect(page).toHaveURL(/\/home$/);
  expect(await navLabels(page)).toEqual([
    'Home',
    'E File',
    'E-file Submissions',
    'Search',
    'Reports',
    'User Manager',
    'Control Panel',
  ]);

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports\/StatementReport$/);
  await expect(page.getByRole('heading', { name: 'Statement', exact: true })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Account Type' }),
  ).toBeVisible();

  await nav.getByRole('link', { name: 'User Manager' }).click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/Displaying Results: 1-10 of \d+/)).toBeVisible();
  await expect(table).not.toContainText('trimin.admin');
  await page.getByLabel('Filter').fill('escrow');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('escrow.user');

  await nav.getByRole('link', { name: 'Control Panel' }).click();
  await expect(page).toHaveURL(/\/controlPanel\/homeNotableDates$/);
  const panel = page.getByRole('navigation', { name: 'Control panel screens' });
  for (const group of ['Fee Structure', 'Account Admin', 'User Admin', 'Web Pages']) {
    await expect(panel.getByRole('group', { name: group })).toBeVisible();
  }
  await expect(panel.getByRole('group', { name: 'Technical' })).toHaveCount(0);

  await signOut(page);
});

test('provider staff also see the technical group of the control panel', async ({ page }) => {
  await signIn(page, 'trimin.admin');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Control Panel' })
    .click();
  const technical = page
    .getByRole('navigation', { name: 'Control panel screens' })
    .getByRole('group', { name: 'Technical' });
  await expect(technical.getByRole('link', { name: 'Modules' })).toBeVisible();
  await expect(technical.getByRole('link', { name: 'Reload Configuration' })).toBeVisible();
});

test('a deep link to a protected page goes to /login and back there after sign-in', async ({
  page,
}) => {
  await page.goto('/reports/UserReport');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'account.admin');
  await expect(page).toHaveURL(/\/reports\/UserReport$/);
  await expect(page.getByRole('heading', { name: 'Audit Details - User' })).toBeVisible();
});

test('a wrong password shows the server message, which typing clears', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'escrow.user', 'not-the-password-1!');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password.');
  await page.getByLabel('Username').press('End');
  await page.getByLabel('Username').type('x');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
