import { expect, test, type Page } from '@playwright/test';
import { setCountyGroup, signIn } from '../support/portal';

const EXPIRED = 'Your session has expired. Please log in again.';

/** Ends the browser's session on the server, as an administrator or the inactivity limit would. */
async function endSessionOnServer(page: Page) {
  const cookies = await page.context().cookies();
  const csrf =
    cookies.find((c) => c.name.replace(/^__(Host|Secure)-/, '') === 'lrp_csrf')?.value ?? '';
  const reply = await page.request.get('/api/auth/logout', { headers: { 'x-csrf-token': csrf } });
  expect(reply.ok()).toBeTruthy();
}

test.describe('when the session ends on the server', () => {
  test('an open dialog closes and the login page says why, with no balance alert', async ({
    page,
  }) => {
    await signIn(page, 'account.admin');
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByLabel('First Name')).toBeVisible();

    await endSessionOnServer(page);
    await profile.getByRole('button', { name: 'Save' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-end-reason')).toHaveText(EXPIRED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Cannot refresh usage balance')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  });

  test('a failed balance refresh after the session died leads to the login page, not to an alert', async ({
    page,
  }) => {
    await signIn(page, 'escrow.user');
    await endSessionOnServer(page);
    await page.getByRole('button', { name: 'Refresh balance' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-end-reason')).toHaveText(EXPIRED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe("the county's inactivity limit", () => {
  test.beforeEach(async ({ request }) =>
    setCountyGroup(request, 'userAccess', {
      inactivityTimeLimit: true,
      inactivityTimeLimitPeriod: 1,
    }),
  );
  test.afterEach(async ({ request }) =>
    setCountyGroup(request, 'userAccess', {
      inactivityTimeLimit: true,
      inactivityTimeLimitPeriod: 30,
    }),
  );

  test('warns before the limit; staying keeps the session, ignoring the warning ends it', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'escrow.user');
    await expect(page).toHaveURL(/\/home$/);
    // Every call to the server restarts the limit: let the home page finish its calls (and the watch load)
    // before moving the clock.
    await expect(page.getByRole('region', { name: 'Transactions' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Half of a one-minute limit: the warning.
    await page.clock.fastForward('00:31');
    const warning = page.getByRole('dialog', { name: 'Your session is about to end' });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await expect(page).toHaveURL(/\/home$/);

    // Nothing more happens: the warning again, then the end of the session at the limit.
    await page.clock.fastForward('00:31');
    await expect(warning).toBeVisible();
    await page.clock.fastForward('00:30');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('session-end-reason')).toHaveText(
      'You were signed out after a period of inactivity. Please log in again.',
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
