import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleScreen, expectNoRawKeys } from '../support/accessibility';
import { setDisabledModules, signIn } from '../support/portal';

// The accessibility gate: every screen and dialog of the portal passes axe (WCAG 2.1 A/AA), has one main
// landmark and one h1, declares its language and shows no raw i18n key. Later screens add one line each.

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function closeDialog(page: Page, name: string) {
  await dialog(page, name).getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog(page, name)).toHaveCount(0);
}

test('the public screens', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgotUsername', '/forgotPassword']) {
    await page.goto(path);
    await expect(page.locator('main h2').first()).toBeVisible();
    await expectAccessibleScreen(page, path);
  }
  await page.goto('/passwordReset/not-a-ticket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleScreen(page, 'password reset');
  await page.goto('/CompleteRegistration/not-a-ticket');
  await expect(page.getByText('Registration Incomplete')).toBeVisible();
  await expectAccessibleScreen(page, 'complete registration');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Required.').first()).toBeVisible();
  await expectAccessibleScreen(page, 'login with its messages');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessibleScreen(page, 'the not-found page');
});

test("a user's home and the shell's dialogs", async ({ page }) => {
  await signIn(page, 'escrow.user');
  await expect(page.getByRole('region', { name: 'Notable Dates' })).toBeVisible();
  await expectAccessibleScreen(page, 'home (USER)');

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(dialog(page, 'Profile').getByLabel('City')).toBeVisible();
  await expectAccessibleScreen(page, 'the profile dialog');
  await dialog(page, 'Profile').getByRole('button', { name: 'Change Password' }).click();
  await expect(dialog(page, 'Change Password').getByLabel('New Password')).toBeVisible();
  await expectAccessibleScreen(page, 'the change password dialog');
  await closeDialog(page, 'Change Password');

  await page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('button', { name: 'Details' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessibleScreen(page, 'the transactions report dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(dialog(page, 'Logout')).toBeVisible();
  await expectAccessibleScreen(page, 'the logout confirmation');
  await dialog(page, 'Logout').getByRole('button', { name: 'No' }).click();
});

test("a guest's home", async ({ page }) => {
  await signIn(page, 'public.guest');
  await expect(page.getByRole('region', { name: 'Latest News' })).toBeVisible();
  await expectAccessibleScreen(page, 'home (GUEST)');
});

test('add money with the card page in its frame, and buy images', async ({ page }) => {
  await signIn(page, 'account.admin');
  await page.getByRole('button', { name: 'Add money' }).click();
  await dialog(page, 'Escrow Deposit').getByLabel('Deposit amount').fill('25');
  await expectAccessibleScreen(page, 'the escrow deposit dialog');
  await dialog(page, 'Escrow Deposit').getByRole('button', { name: 'Continue to card' }).click();
  const card = dialog(page, 'Escrow Deposit - Credit Card Authorization');
  await expect(card.frameLocator('iframe').getByLabel('Card number')).toBeVisible();
  await expectAccessibleScreen(page, 'the card page in its frame');
  // A new browser session for the next person (the card dialog stays open over the page).
  await page.context().clearCookies();
  await page.goto('/login');

  await signIn(page, 'ingrid.nystrom');
  await page.getByRole('button', { name: 'Buy images' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Buy' })).toBeVisible();
  await expectAccessibleScreen(page, 'the flat-fee images dialog');
});

test('the staff screens: user manager, control panel, reports and e-file', async ({ page }) => {
  await signIn(page, 'trimin.admin');
  const screens: [string, () => Promise<void>][] = [
    ['/userManager', () => expect(page.getByRole('heading', { name: 'Users' })).toBeVisible()],
    ['/controlPanel', () => expect(page.locator('main h2').first()).toBeVisible()],
    ['/controlPanel/modules', () => expect(page.getByRole('switch').first()).toBeVisible()],
    ['/reports', () => expect(page.locator('main h2').first()).toBeVisible()],
    ['/efile', () => expect(page.locator('main h2').first()).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await page.goto(path);
    await ready();
    await expectAccessibleScreen(page, path);
  }
});

/** A county clerk's control-panel screens by path (control-panel-screens.ts), in the side navigation's order. */
const FEE_SCREENS = [
  'alacarterates',
  'alacarteratesspecial',
  'creditCardAlternateRates',
  'creditCardExtra',
  'escrow',
  'flatFeeRates',
  'flatFeeOverride',
  'billingSchedule',
  'efileFees',
];
const USER_ADMIN_SCREENS = [
  'userAccess',
  'userLockout',
  'userLockout2',
  'userPurgeNow',
  'userPurgeSchedule',
  'auditLogPurgeSchedule',
];
const WEB_PAGES_SCREENS = [
  'common',
  'loginPageLinks',
  'loginPageLatestNews',
  'loginPageSlides',
  'loginPageRegistration',
  'homeExternalLinks',
  'homeLatestNews',
  'homeNotableDates',
  'homeSelections',
  'search',
  'search2',
  'reports',
];

/** A control-panel screen's title in a language, as mfe-admin's locale file has it. */
function screenLabel(lang: string, path: string): string {
  const file = join(__dirname, '..', '..', 'mfe-admin', 'src', 'locales', `${lang}.json`);
  return JSON.parse(readFileSync(file, 'utf8')).controlPanel.screens[path].label;
}

/**
 * Opens a control-panel screen by its link in the side navigation (no page load) and waits until it shows its
 * settings: its form (named by the screen's title), or for Lockout 2, which has none, its title.
 */
async function openByMenu(page: Page, path: string, lang = 'en') {
  await page.locator(`main nav a[href="/controlPanel/${path}"]`).click();
  const name = screenLabel(lang, path);
  // waitFor answers as soon as the screen shows (an expect polls at growing intervals): 27 screens a language.
  await (
    path === 'userLockout2'
      ? page.getByRole('heading', { level: 3, name, exact: true })
      : page.getByRole('form', { name, exact: true })
  ).waitFor({ timeout: 10_000 });
  await expect(page).toHaveURL(new RegExp(`/controlPanel/${path}$`));
}

test('the control panel: Schedule, User Admin and Web Pages screens', async ({ page }) => {
  await signIn(page, 'county.clerk');
  await page.goto('/controlPanel');
  for (const path of [
    'billingSchedule',
    'userLockout2',
    'userPurgeNow',
    'userPurgeSchedule',
    'auditLogPurgeSchedule',
    'loginPageLinks',
    'loginPageRegistration',
    'homeExternalLinks',
    'homeLatestNews',
    'homeNotableDates',
    'homeSelections',
    'search',
    'search2',
    'reports',
  ]) {
    await openByMenu(page, path);
    await expectAccessibleScreen(page, `/controlPanel/${path}`);
  }
});

test('the module error panel and a module not offered', async ({ page, request }) => {
  await page.route('**/modules/mfe-reports/**', (route) => route.abort('connectionrefused'));
  await signIn(page, 'county.clerk');
  await page.goto('/reports');
  await expect(page.getByText('Reports is unavailable right now')).toBeVisible({ timeout: 20_000 });
  await expectAccessibleScreen(page, 'the module error panel');
  await page.unroute('**/modules/mfe-reports/**');

  await setDisabledModules(request, ['mfe-efile']);
  try {
    await page.goto('/efile');
    await expect(page.getByText('E File is not offered in this county')).toBeVisible();
    await expectAccessibleScreen(page, 'the not-offered page');
  } finally {
    await setDisabledModules(request, []);
  }
});

test('in Chinese and in Bengali, the login and home screens pass too', async ({ page }) => {
  for (const [code, lang] of [
    ['CHINESE', 'zh'],
    ['BENGALI', 'bn'],
  ] as const) {
    await page.goto('/login');
    await page.getByRole('combobox').first().selectOption(code);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectAccessibleScreen(page, `login (${lang})`, lang);
    await page.getByRole('textbox').first().fill('escrow.user');
    await page.locator('input[type="password"]').fill('Portal!Demo2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('region').first()).toBeVisible();
    await expectAccessibleScreen(page, `home (${lang})`, lang);
    await page.goto('/search/searchByName');
    await expect(page.locator('main h2').first()).toBeVisible();
    await expectAccessibleScreen(page, `search by name (${lang})`, lang);
    await page.context().clearCookies();
  }
});

/** The languages besides English, as the login screen offers them, with their locale files' names. */
const LANGUAGES = [
  ['BENGALI', 'bn'],
  ['CAROLINIAN', 'cal'],
  ['CHAMORRO', 'ch'],
  ['CHINESE', 'zh'],
  ['CHUUKESE', 'chk'],
  ['JAPANESE', 'ja'],
  ['KOREAN', 'ko'],
  ['PALAUAN', 'pau'],
  ['POHNPEIAN', 'pon'],
  ['RUSSIAN', 'ru'],
  ['TAGALOG', 'tl'],
  ['THAI', 'th'],
  ['TURKISH', 'tr'],
] as const;

test('no screen shows a raw i18n key, in any of the 14 languages', async ({ page }) => {
  test.setTimeout(600_000);
  const screens = [
    '/home',
    '/search/searchByName',
    '/search/searchByLegal',
    '/userManager',
    '/reports',
    '/efile',
  ];
  // The control panel's screens (issues 31 and 32) by its side navigation: one page load per language.
  const controlPanel = [...FEE_SCREENS, ...USER_ADMIN_SCREENS, ...WEB_PAGES_SCREENS];
  for (const [code, lang] of LANGUAGES) {
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByRole('combobox').first().selectOption(code);
    await expectNoRawKeys(page, `login (${code})`);
    await page.getByRole('textbox').first().fill('county.clerk');
    await page.locator('input[type="password"]').fill('Portal!Demo2026');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/home$/);
    for (const path of screens) {
      await page.goto(path);
      await expect(page.locator('main h2').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoRawKeys(page, `${path} (${code})`);
    }
    await page.goto('/controlPanel');
    await expect(page.locator('main h2').first()).toBeVisible();
    for (const path of controlPanel) {
      await openByMenu(page, path, lang);
      await expectNoRawKeys(page, `/controlPanel/${path} (${code})`);
    }
  }
});

test('every screen reflows at 320 CSS pixels (and so at 400 % zoom of 1280): no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(320);
  }
  await signIn(page, 'county.clerk');
  for (const path of [
    '/home',
    '/search/searchByName',
    '/search/searchByLegal',
    '/userManager',
    '/controlPanel',
    // The fee-structure screens (issue 31).
    '/controlPanel/alacarterates',
    '/controlPanel/alacarteratesspecial',
    '/controlPanel/creditCardAlternateRates',
    '/controlPanel/creditCardExtra',
    '/controlPanel/escrow',
    '/controlPanel/flatFeeRates',
    '/controlPanel/flatFeeOverride',
    '/controlPanel/billingSchedule',
    '/controlPanel/efileFees',
    '/reports',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      path,
    ).toBeLessThanOrEqual(320);
  }
});
