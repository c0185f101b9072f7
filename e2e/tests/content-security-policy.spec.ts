import { expect, test as base, type Page } from '@playwright/test';
import { signIn, signOut } from '../support/portal';

/** What the browser reported as blocked by a Content-Security-Policy, in any page, popup or frame. */
type Violation = { directive: string; blocked: string; where: string; sample: string };

/**
 * Every test here runs the composed portal with its real headers and fails on any CSP violation: the browser's
 * `securitypolicyviolation` events (reported from every page, popup and frame of the context) and its console
 * messages about the policy.
 */
const test = base.extend<{ violations: Violation[] }>({
  violations: async ({ context }, provide) => {
    const seen: Violation[] = [];
    await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
      seen.push(violation);
    });
    await context.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (e) => {
          const report = (window as unknown as { reportCspViolation: (v: unknown) => void })
            .reportCspViolation;
          report({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            where: `${location.href} ${e.sourceFile}:${e.lineNumber}`,
            sample: e.sample,
          });
        },
        true,
      );
    });
    context.on('console', (message) => {
      if (/content security policy/i.test(message.text()))
        seen.push({
          directive: 'console',
          blocked: '',
          where: message.location().url,
          sample: message.text(),
        });
    });
    await provide(seen);
    expect(seen).toEqual([]);
  },
});

async function visitEveryLink(page: Page, navigation: string) {
  const nav = page.getByRole('navigation', { name: navigation });
  await expect(nav).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(2);
  for (const href of hrefs) {
    await nav.locator(`a[href="${href}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(page.locator('#content')).not.toContainText('LOADING');
  }
}

test('the portal is served with its CSP, and the check sees a violation when there is one', async ({
  page,
  violations,
}) => {
  const response = await page.goto('/login');
  const policy = response!.headers()['content-security-policy'];
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  // An injected inline script is refused and reported: the check below every test can fail.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true;';
    document.body.append(script);
  });
  await expect
    .poll(() => violations.map((v) => v.directive).sort())
    .toEqual(['console', 'script-src-elem']);
  expect(
    await page.evaluate(() => (window as unknown as { injected?: boolean }).injected),
  ).toBeUndefined();
  violations.length = 0;
});

test('the public pages: login, registration and recovery', async ({ page, violations }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: /slides/i }).or(page.getByRole('img').first()),
  ).toBeVisible();
  // The language list is a native select: choosing a language loads that language's texts.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('CHINESE');
  await expect(page.getByRole('heading', { name: '登录' })).toBeVisible();
  await page.getByRole('combobox', { name: '语言' }).selectOption('ENGLISH');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await page.getByRole('link', { name: 'New User?' }).click();
  await expect(page.getByRole('heading', { name: 'User Registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await page.goto('/forgotUsername');
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.goto('/forgotPassword');
  await expect(page.getByLabel('Username')).toBeVisible();
  await page.goto('/passwordReset/not-a-real-ticket-0123456789');
  await page.goto('/CompleteRegistration/not-a-real-ticket-0123456789');
  await expect(page.getByRole('heading', { name: 'Registration Incomplete' })).toBeVisible();
  await signIn(page, 'escrow.user', 'Wrong#Password1');
  await expect(page.getByRole('alert')).toBeVisible();
  expect(violations).toEqual([]);
});

test("a user's home, every shell dialog, search and e-file", async ({ page, violations }) => {
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
  await page.getByRole('button', { name: 'Refresh balance' }).click();

  await page.getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await expect(profile.getByLabel('City')).toBeVisible();
  await profile.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');

  await page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('button', { name: 'Details' })
    .click();
  const report = page.getByRole('dialog', { name: 'Transactions Report' });
  await report.getByRole('radio', { name: 'YTD' }).check();
  const popup = page.waitForEvent('popup');
  await report.getByRole('button', { name: 'Generate Report' }).click();
  const view = await popup;
  await view.waitForURL(/^blob:/);
  await view.waitForLoadState();
  await view.close();
  await page.keyboard.press('Escape');
  await expect(report).toHaveCount(0);

  await page.getByRole('button', { name: /^Version/ }).click();
  await expect(page.getByRole('group', { name: 'Loaded modules' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { name: 'Search by Name' })).toBeVisible();
  await visitEveryLink(page, 'Search types');
  await nav.getByRole('link', { name: 'E File' }).click();
  await expect(page.getByRole('heading', { name: 'E File' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  const logout = page.getByRole('dialog', { name: 'Logout' });
  await logout.getByRole('button', { name: 'No' }).click();
  await signOut(page);
  expect(violations).toEqual([]);
});

test('staff areas: user manager, every control panel screen, every report', async ({
  page,
  violations,
}) => {
  await signIn(page, 'trimin.admin');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'User Manager' }).click();
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.getByLabel('Filter').fill('escrow');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('escrow.user');

  await nav.getByRole('link', { name: 'Control Panel' }).click();
  await visitEveryLink(page, 'Control panel screens');

  await nav.getByRole('link', { name: 'Reports' }).click();
  await visitEveryLink(page, 'Reports');
  expect(violations).toEqual([]);
});

test('the card page in its frame (the portal may frame it): Add money as an account administrator, and buying images', async ({
  page,
  violations,
}) => {
  await signIn(page, 'account.admin');
  await page.getByRole('button', { name: 'Add money' }).click();
  const deposit = page.getByRole('dialog', { name: 'Escrow Deposit' });
  await deposit.getByLabel('Deposit amount').fill('12');
  await deposit.getByRole('button', { name: 'Continue to card' }).click();
  const card = page
    .getByRole('dialog', { name: 'Escrow Deposit - Credit Card Authorization' })
    .frameLocator('iframe');
  await card.getByLabel('Card number').fill('4111 1111 1111 1111');
  await card.getByLabel('Expiry (MM/YY)').fill('12/29');
  await card.getByLabel('CVV').fill('123');
  await card.getByRole('button', { name: /Pay/ }).click();
  const notice = page
    .getByRole('dialog')
    .filter({ hasText: '$12.00 was added to your escrow balance.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Close', exact: true }).click();
  await signOut(page);

  await signIn(page, 'ingrid.nystrom');
  await page.getByRole('button', { name: 'Buy images' }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.keyboard.press('Escape');
  expect(violations).toEqual([]);
});

base('no other site can frame the portal', async ({ page }) => {
  const portal = new URL(base.info().project.use.baseURL!).origin;
  const refusals: string[] = [];
  page.on('console', (message) => refusals.push(message.text()));
  // A page of another origin (about:blank here) frames the portal: the browser shows an error page instead.
  await page.setContent(`<iframe title="portal" src="${portal}/login"></iframe>`);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
  expect(refusals).toContainEqual(
    expect.stringContaining(
      `violates the following Content Security Policy directive: "frame-ancestors 'none'"`,
    ),
  );
});
