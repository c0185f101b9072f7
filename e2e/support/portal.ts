import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal!Demo2026';

/** Signs in through the login screen as a person would, and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs out through the Logout button and the Yes/No confirmation. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The labels of the main navigation, in order. */
export async function navLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent ?? ''));
}

/** An API session outside the browser (for county settings a test must change and restore). */
export async function apiSignIn(request: APIRequestContext, username: string) {
  await request.get('/api/currentUser/loginStatus');
  const state = await request.storageState();
  const csrf = state.cookies.find((c) => c.name === 'lrp_csrf')?.value ?? '';
  const reply = await request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD, language: 'ENGLISH' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(reply.ok()).toBeTruthy();
  return { csrf };
}

/** Switches county modules off (or all back on) through the TRIMIN control-panel API. */
export async function setDisabledModules(request: APIRequestContext, disabled: string[]) {
  const { csrf } = await apiSignIn(request, 'trimin.admin');
  const reply = await request.post('/api/controlPanel/countyConfig/modules', { data: { disabled }, headers: { 'x-csrf-token': csrf } });
  expect(reply.ok()).toBeTruthy();
}
