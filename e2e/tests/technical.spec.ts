import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { setCountyGroup, signIn } from '../support/portal';

/*
 * Issue 33: the provider's Technical screens (TRIMIN only). Each test puts back what it changed.
 */

test('TRIMIN switches Languages off: the login page no longer offers a language, and on again it does', async ({
  page,
  browser,
  request,
}) => {
  try {
    await signIn(page, 'trimin.admin');
    await page.goto('/controlPanel/languages');
    const form = page.getByRole('form', { name: 'Languages' });
    await expectNoAccessibilityViolations(page, 'the Languages screen');
    await expectNoRawKeys(page, 'the Languages screen');
    await form.getByRole('switch', { name: /^Offer languages/ }).uncheck();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByRole('status')).toContainText('Saved');

    const visitor = await browser.newPage();
    await visitor.goto('/login');
    await expect(visitor.getByRole('button', { name: 'Log In' })).toBeVisible();
    await expect(visitor.getByLabel('Language')).toHaveCount(0);
    await visitor.close();
  } finally {
    await setCountyGroup(request, 'languages', { languages: true });
  }
  const visitor = await browser.newPage();
  await visitor.goto('/login');
  await expect(visitor.getByLabel('Language')).toBeVisible();
  await visitor.close();
});

test("TRIMIN reloads the configuration and reads the server's answer; the clerk has no Technical screens", async ({
  page,
  browser,
}) => {
  await signIn(page, 'trimin.admin');
  await page.goto('/controlPanel/reloadConfiguration');
  await expect(page.getByRole('heading', { name: 'Reload Configuration', level: 3 })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the Reload Configuration screen');
  await page.getByRole('button', { name: 'Reload Configuration' }).click();
  await expect(page.getByRole('status')).toContainText('Configuration reloaded');

  const clerk = await browser.newPage();
  await signIn(clerk, 'county.clerk');
  await clerk.goto('/controlPanel');
  const panel = clerk.getByRole('navigation', { name: 'Control panel screens' });
  await expect(panel.getByRole('link', { name: 'Common' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Reload Configuration' })).toHaveCount(0);
  await clerk.close();
});

test('Performance Monitoring opens the server’s monitoring page, which shows the requests just made', async ({
  page,
}) => {
  await signIn(page, 'trimin.admin');
  // A control-panel call of this test's own: the Languages screen reads its group.
  await page.goto('/controlPanel/languages');
  await expect(page.getByRole('switch', { name: /^Offer languages/ })).toBeVisible();
  await page.goto('/controlPanel/performanceMonitoring');
  await expectNoAccessibilityViolations(page, 'the Performance Monitoring screen');
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Open the monitoring page/ }).click();
  const monitoring = await popup;
  await expect(monitoring.getByRole('heading', { name: 'Portal health', level: 1 })).toBeVisible();
  // The control panel's call of this test is counted under its route group: its latency can be charted.
  const group = monitoring.getByRole('combobox', { name: 'Latency chart shows' });
  await expect(group.getByRole('option', { name: 'controlPanel' })).toHaveCount(1, {
    timeout: 20_000,
  });
  await group.selectOption('controlPanel');
  await expect(
    monitoring.getByRole('heading', { name: /Latency of controlPanel/, level: 3 }).first(),
  ).toBeVisible();
  await expect(monitoring.getByRole('img').first()).toBeVisible();
  await monitoring.close();
});
