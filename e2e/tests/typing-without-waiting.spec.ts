import { expect, test, type Page } from '@playwright/test';
import { latestMailTo, signIn } from '../support/portal';

/*
 * Issue 38: what a person types is never thrown away. The pages' code and the county's data arrive slowly here
 * (every script and API reply held back 400 ms, as on a portal just started), and each form is typed into the
 * moment it can be, without waiting for anything to settle.
 */

async function slowly(page: Page) {
  await page.route(/\/(api\/|.*\.js$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
}

/** Types into each field as soon as it is there, then checks every value once the page is quiet. */
async function typeAtOnce(page: Page, fields: [string | RegExp, string][]) {
  for (const [name, value] of fields) {
    const field = page.getByRole('textbox', { name }).first();
    await field.pressSequentially(value, { delay: 5 });
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  for (const [name, value] of fields)
    await expect(page.getByRole('textbox', { name }).first()).toHaveValue(value);
}

test('New User? from the sign-in page: every field typed at once keeps its value, and Register sends them', async ({
  page,
}) => {
  await slowly(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'New User?' }).click();
  await typeAtOnce(page, [
    [/^Username/, 'hasty.newcomer'],
    [/^First Name/, 'Hattie'],
    [/^Last Name/, 'Newcomb'],
    [/^Email/, 'hattie.newcomb@example.com'],
  ]);
  await page.getByRole('button', { name: 'Register' }).click();
  // The other required fields are blank: their messages show, and what was typed is still there.
  await expect(page.getByText('Required.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue('hasty.newcomer');
});

test('Forgot Password? from the sign-in page: what is typed at once is kept, and the reset mail goes out', async ({
  page,
  request,
}) => {
  await slowly(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await typeAtOnce(page, [
    [/^Username/, 'escrow.user'],
    [/^Email/, 'erik.solberg@pineridgetitle.example.com'],
  ]);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('dialog')).toContainText('we have sent a link to reset the password');
  const mail = await latestMailTo(request, 'erik.solberg@pineridgetitle.example.com');
  expect(mail.links.some((link) => link.includes('/passwordReset/'))).toBe(true);
});

test('a control-panel form and a search form keep what is typed while they load', async ({
  page,
}) => {
  await signIn(page, 'county.clerk');
  await slowly(page);
  await page.getByRole('link', { name: 'Control Panel' }).first().click();
  await page.getByRole('link', { name: 'Common' }).click();
  const title = page.getByRole('textbox', { name: /^App Title/ });
  await title.fill('');
  await title.pressSequentially('Typed Title', { delay: 5 });
  await page.waitForLoadState('networkidle');
  await expect(title).toHaveValue('Typed Title');

  await page.getByRole('link', { name: 'Search' }).first().click();
  await typeAtOnce(page, [[/^Business or Last Name/, 'Bergquist']]);
});

test("a search's date typed over as the calendar's code arrives keeps exactly what was typed", async ({
  page,
}) => {
  await signIn(page, 'flatfee.user');
  // The calendar's chunk (Mantine's DateInput) is held back until the person has selected the date to type over.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('DateInput')) {
      held = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  await page.goto('/search/searchByDate');
  const from = page.getByRole('textbox', { name: /^From Date/ });
  await expect(from).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
  await from.selectText();
  await expect.poll(() => held).toBe(true);
  const calendarLoaded = page.waitForResponse((r) => r.url().endsWith('.js') && held);
  release();
  await calendarLoaded;
  await page.waitForLoadState('networkidle');
  await page.keyboard.type('03/01/2012', { delay: 5 });
  await expect(from).toHaveValue('03/01/2012');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: /^From Date/ })).toHaveValue('03/01/2012');
});
