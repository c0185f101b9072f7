import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
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

/** A photograph-like picture for an upload: a sky, a field and a barn, `width` x `height`, as JPEG. */
async function photo(width: number, height: number, sky: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="60%" fill="${sky}"/><rect y="60%" width="100%" height="40%" fill="#5f8f3a"/>
    <rect x="40%" y="38%" width="18%" height="26%" fill="#8b2f2f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

test('the clerk uploads two slides and puts the second first; another browser sees them rotate on the login page', async ({
  page,
  browser,
  request,
}) => {
  const before = await storedGroup(request, 'loginPageSlides');
  try {
    await signIn(page, 'county.clerk');
    const slides = await openScreen(page, 'loginPageSlides', 'Login - Slides');
    await expectNoAccessibilityViolations(page, 'the Login - Slides screen');
    await expectNoRawKeys(page, 'the Login - Slides screen');
    const chooser = page.waitForEvent('filechooser');
    await slides.getByRole('button', { name: 'Add slides' }).click();
    await (
      await chooser
    ).setFiles([
      { name: 'Harvest.jpg', mimeType: 'image/jpeg', buffer: await photo(1800, 1000, '#f2b96b') },
      { name: 'Winter.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1200, '#c9d8e8') },
    ]);
    await expect(slides.getByText('Winter.jpg was added as the last slide.')).toBeVisible();
    const count = before.slides.length + 2;
    const winter = slides.getByRole('img', { name: `Slide ${count}: Winter.jpg` });
    await expect(winter).toBeVisible();
    // The thumbnail is the picture the server made: the login page's 12:5 frame.
    expect(await winter.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    await slides.getByRole('button', { name: `Move slide ${count} up` }).click();
    for (let n = count - 1; n > 1; n--) await page.keyboard.press('Enter');
    await expect(slides.getByRole('img', { name: 'Slide 1: Winter.jpg' })).toBeVisible();
    await saved(slides);

    const visitor = await browser.newPage();
    await visitor.clock.install();
    await visitor.goto('/login');
    const carousel = visitor.getByRole('region', { name: 'County photographs' });
    await expect(carousel.getByRole('button', { name: /^Show slide/ })).toHaveCount(count);
    const picture = carousel.getByRole('img', { name: /^Slide \d of \d$/ });
    await expect(picture).toHaveAttribute('src', /loginPageSlide\/1$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(500);
    // Thirty seconds later the next slide shows by itself.
    await visitor.clock.fastForward(30_000);
    await expect(picture).toHaveAttribute('src', /loginPageSlide\/2$/);
    await visitor.close();
  } finally {
    await setCountyGroup(request, 'loginPageSlides', { slides: before.slides });
  }
  expect((await storedGroup(request, 'loginPageSlides')).slides).toEqual(before.slides);
});

/** account.admin's home-page totals: its own and its whole account's charges, from the ledger. */
async function ledgerTotals(request: APIRequestContext) {
  await apiSignIn(request, 'account.admin');
  return (await (await request.get('/api/home/all')).json()).content.transactionTotals;
}

test("a user purge for a past date removes the user who left in 2023, and the ledger's totals are unchanged", async ({
  page,
  request,
}) => {
  const totals = await ledgerTotals(request);
  expect(totals.rows.length).toBeGreaterThan(0);
  const { csrf } = await apiSignIn(request, 'trimin.admin');
  const find = async (filterText: string) =>
    (
      await (
        await request.post('/api/userManager/users', {
          data: { filterText },
          headers: { 'x-csrf-token': csrf },
        })
      ).json()
    ).content.users.map((u: { username: string }) => u.username);
  expect(await find('susan.thao')).toEqual(['susan.thao']);
  expect(await find('karen.svoboda')).toEqual(['karen.svoboda']);

  await signIn(page, 'county.clerk');
  const purge = await openScreen(page, 'userPurgeNow', 'User Purge Now');
  await purge.getByRole('textbox', { name: /^Purge Date/ }).fill('01/01/2024');
  await purge.getByRole('button', { name: 'Purge Now' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('last active before 01/01/2024');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(purge.getByRole('status')).toContainText(
    'Users last active before 01/01/2024 are being purged.',
  );

  // The purge runs on the job queue: susan.thao (inactive since 2023, no payments) goes; karen.svoboda, inactive
  // but with charges in the ledger, stays, and so does every total.
  await expect.poll(() => find('susan.thao')).toEqual([]);
  expect(await find('karen.svoboda')).toEqual(['karen.svoboda']);
  expect(await ledgerTotals(request)).toEqual(totals);
});
