import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/portal';

// The portal by keyboard alone: no click in this file. Each step tabs to a control, checks that its focus is
// visible, and presses a key.

/** Presses Tab until the control has focus (at most `max` times), then checks its focus ring is visible. */
async function tabTo(page: Page, control: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    if (await control.evaluate((el) => el === el.ownerDocument.activeElement).catch(() => false)) {
      const ring = await control.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          focusVisible: el.matches(':focus-visible'),
          outline: style.outlineStyle,
          field: ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName),
        };
      });
      expect(ring.focusVisible, `${control} shows keyboard focus`).toBe(true);
      // Buttons and links draw a focus ring; text fields mark focus with their border colour.
      if (!ring.field) expect(ring.outline, `${control} has a focus ring`).not.toBe('none');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${control}`);
}

async function signInByKeyboard(page: Page, username: string) {
  await page.goto('/login');
  // The sign-in page puts the cursor in Username.
  await expect(page.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  // On every other page the skip link is the first stop, and leads past the header and menu.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
}

/** Opens a dialog from its button with Enter, checks focus moved into it and comes back on close. */
async function openAndEscape(page: Page, opener: Locator, dialogName: string) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((d) => d.contains(document.activeElement)), {
      message: `focus inside ${dialogName}`,
    })
    .toBe(true);
  // Tab cycles inside the open dialog: it never reaches the page behind it.
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('a user signs in, moves through the navigation, opens and closes each dialog and signs out, by keyboard', async ({
  page,
}) => {
  await signInByKeyboard(page, 'escrow.user');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await tabTo(page, nav.getByRole('link', { name: 'Search' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search/);
  await tabTo(page, nav.getByRole('link', { name: 'Home' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);

  await openAndEscape(page, page.getByRole('button', { name: 'Profile' }), 'Profile');
  await openAndEscape(
    page,
    page.getByRole('region', { name: 'Transactions' }).getByRole('button', { name: 'Details' }),
    'Transactions Report',
  );
  await openAndEscape(page, page.getByRole('button', { name: 'Logout' }), 'Logout');

  await tabTo(page, page.getByRole('button', { name: 'Logout' }));
  await page.keyboard.press('Enter');
  const logout = page.getByRole('dialog', { name: 'Logout' });
  await tabTo(page, logout.getByRole('button', { name: 'Yes' }), 6);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('an account administrator adds money through the card page, by keyboard', async ({ page }) => {
  await signInByKeyboard(page, 'account.admin');
  await tabTo(page, page.getByRole('button', { name: 'Add money' }));
  await page.keyboard.press('Enter');
  const deposit = page.getByRole('dialog', { name: 'Escrow Deposit' });
  await tabTo(page, deposit.getByLabel('Deposit amount'), 6);
  await page.keyboard.type('15');
  await tabTo(page, deposit.getByRole('button', { name: 'Continue to card' }), 8);
  await page.keyboard.press('Enter');
  const card = page
    .getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' })
    .frameLocator('iframe');
  await tabTo(page, card.getByLabel('Card number'), 10);
  await page.keyboard.type('4111 1111 1111 1111');
  await tabTo(page, card.getByLabel('Expiry (MM/YY)'), 3);
  await page.keyboard.type('12/29');
  await tabTo(page, card.getByLabel('CVV'), 3);
  await page.keyboard.type('123');
  await tabTo(page, card.getByRole('button', { name: /Pay/ }), 4);
  await page.keyboard.press('Enter');
  const notice = page
    .getByRole('dialog')
    .filter({ hasText: '$15.00 was added to your escrow balance.' });
  await expect(notice).toBeVisible();
  await tabTo(page, notice.getByRole('button', { name: 'Close', exact: true }), 6);
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
});
