import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { apiSignIn, DEMO_PASSWORD, setCountyGroup, signIn } from '../support/portal';

/*
 * Issue 32: what a county clerk changes in User Admin and Web Pages shows where the public meets it, in another
 * browser, at once. Each test puts back what it changed.
 */

async function openScreen(page: Page, path: string, heading: string) {
  await page.goto(`/controlPanel/${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeVisible();
  const form = page.getByRole('form', { name: heading });
  await expect(form).toBeVisible();
  return form;
}

async function saved(form: ReturnType<Page['getByRole']>, button = 'Save') {
  await form.getByRole('button', { name: button, exact: true }).click();
  await expect(form.getByRole('status')).toContainText(/Saved|updated/);
}

async function storedGroup(request: APIRequestContext, group: string) {
  await apiSignIn(request, 'trimin.admin');
  return (await (await request.get(`/api/controlPanel/countyConfig/${group}`)).json()).content;
}

test('the clerk retitles the portal and rewrites a login news item; another browser sees both on the login page', async ({
  page,
  browser,
  request,
}) => {
  const news = await storedGroup(request, 'loginPageLatestNews');
  try {
    await signIn(page, 'county.clerk');
    const common = await openScreen(page, 'common', 'Common');
    await expectNoAccessibilityViolations(page, 'the Common screen');
    await common.getByRole('textbox', { name: /^App Title/ }).fill('Pine Ridge Land Records');
    await saved(common);
    const latest = await openScreen(page, 'loginPageLatestNews', 'Login - Latest News');
    await expectNoAccessibilityViolations(page, 'the Login - Latest News screen');
    await expectNoRawKeys(page, 'the Login - Latest News screen');
    await latest
      .getByRole('textbox', { name: 'Heading, row 1' })
      .fill('Recording office closed Friday, December 26');
    await saved(latest);

    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Pine Ridge Land Records' }),
    ).toBeVisible();
    await expect(visitor.getByText('Recording office closed Friday, December 26')).toBeVisible();
    await expect(visitor).toHaveTitle('Pine Ridge Land Records - Pine Ridge County');
    await visitor.close();
  } finally {
    await setCountyGroup(request, 'common', { appTitle: 'Land Record Portal' });
    await setCountyGroup(request, 'loginPageLatestNews', news);
  }
});

test("the clerk switches the Plat search off and it leaves escrow.user's search menu", async ({
  page,
  browser,
  request,
}) => {
  try {
    await signIn(page, 'county.clerk');
    const search1 = await openScreen(page, 'search', 'Search 1');
    await search1.getByRole('switch', { name: /^Offer the Plat search/ }).uncheck();
    await saved(search1, 'Save Only');

    const user = await browser.newPage();
    await signIn(user, 'escrow.user');
    await user.goto('/search/searchByName');
    const menu = user.getByRole('navigation', { name: 'Search types' });
    await expect(
      menu.getByRole('group', { name: 'Special Searches' }).getByRole('link'),
    ).toHaveText(['Grantor Grantee Book', 'Tax Lien', 'Tract Book ID', 'Tract Book Legal']);
    await user.close();
  } finally {
    await setCountyGroup(request, 'search', { Plat: true });
  }
});

test('with Max Login Attempts 3, a user is locked after 3 wrong passwords', async ({
  page,
  browser,
  request,
}) => {
  try {
    await signIn(page, 'county.clerk');
    const access = await openScreen(page, 'userAccess', 'User Access');
    await expectNoAccessibilityViolations(page, 'the User Access screen');
    await access.getByRole('textbox', { name: /^Max Login Attempts/ }).fill('3');
    await saved(access);

    const guesser = await browser.newPage();
    await guesser.goto('/login');
    for (let attempt = 0; attempt < 3; attempt++) {
      await signIn(guesser, 'maria.lindqvist', 'Wrong#Password1');
      await expect(guesser.getByRole('alert')).toHaveText('Invalid username or password.');
    }
    await signIn(guesser, 'maria.lindqvist', DEMO_PASSWORD);
    await expect(guesser.getByRole('alert')).toHaveText(
      'Your account is locked. Please contact the county or use Forgot Password.',
    );
    await guesser.close();
  } finally {
    await setCountyGroup(request, 'userAccess', { maxloginAttempts: 5 });
  }
});

test("a lockout put in place ends escrow.user's open session at its next call", async ({
  page,
  browser,
  request,
}) => {
  try {
    const user = await browser.newPage();
    await signIn(user, 'escrow.user');
    await expect(user).toHaveURL(/\/home$/);

    await signIn(page, 'county.clerk');
    const lockout = await openScreen(page, 'userLockout', 'Lockout 1');
    await expectNoAccessibilityViolations(page, 'the Lockout 1 screen');
    await lockout.getByRole('switch', { name: /^Lockout in Place/ }).check();
    await saved(lockout);

    // The next call to the server (here the balance) finds the session ended; the login page shows the county's word.
    await user.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(user).toHaveURL(/\/login$/);
    // The clerk (staff) keeps working.
    await page.goto('/controlPanel/userLockout');
    await expect(page.getByRole('heading', { name: 'Lockout 1', level: 3 })).toBeVisible();
    await user.close();
  } finally {
    await setCountyGroup(request, 'userLockout', { lockoutInPlace: false });
  }
});
