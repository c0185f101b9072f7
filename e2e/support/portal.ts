import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal!Demo2026';

const PDF_TEXT = path.join(__dirname, '..', '..', 'tooling', 'pdf-text.mjs');

/**
 * Signs in through the login screen as a person would. On success the page reloads (spec 1): this waits
 * until the shell has started again, so the caller can act at once; on failure it waits for the message.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  if (!page.url().includes('/login')) await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForFunction(
    () =>
      !location.pathname.endsWith('/login') || document.querySelector('[role="alert"]') !== null,
  );
  if (!new URL(page.url()).pathname.endsWith('/login'))
    await expect(page.locator('#content')).toBeVisible();
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
  return nav
    .getByRole('link')
    .evaluateAll((links) => links.map((l) => l.getAttribute('aria-label') ?? l.textContent ?? ''));
}

/** The CSRF token the server handed this API session (the portal's script reads the same cookie). */
async function csrfCookie(request: APIRequestContext): Promise<string> {
  const state = await request.storageState();
  return (
    state.cookies.find((c) => c.name.replace(/^__(Host|Secure)-/, '') === 'lrp_csrf')?.value ?? ''
  );
}

/**
 * An API session outside the browser (for county settings a test must change and restore). Answers the CSRF
 * token of the new session: the server binds it to the session, so the one from before sign-in no longer works.
 */
export async function apiSignIn(request: APIRequestContext, username: string) {
  await request.get('/api/currentUser/loginStatus');
  const reply = await request.post('/api/auth/login', {
    data: { username, password: DEMO_PASSWORD, language: 'ENGLISH' },
    headers: { 'x-csrf-token': await csrfCookie(request) },
  });
  expect(reply.ok()).toBeTruthy();
  return { csrf: await csrfCookie(request) };
}

/** Switches county modules off (or all back on) through the TRIMIN control-panel API. */
export async function setDisabledModules(request: APIRequestContext, disabled: string[]) {
  const { csrf } = await apiSignIn(request, 'trimin.admin');
  const reply = await request.post('/api/controlPanel/countyConfig/modules', {
    data: { disabled },
    headers: { 'x-csrf-token': csrf },
  });
  expect(reply.ok()).toBeTruthy();
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  links: string[];
  createdAt: string;
}

/** The demo outbox (GET /api/dev/outbox): newest first. */
export async function outbox(request: APIRequestContext): Promise<OutboxMessage[]> {
  const reply = await request.get('/api/dev/outbox');
  expect(reply.ok()).toBeTruthy();
  return (await reply.json()).content.messages as OutboxMessage[];
}

/** The newest message to an address, waiting briefly for it to arrive. */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await outbox(request)).find((m) => m.to.toLowerCase() === to.toLowerCase());
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** A path of the portal from an absolute link in a mail. */
export const pathOf = (link: string) => new URL(link).pathname;

/** The text of a PDF (pdf.js through unpdf: lines in reading order, pages ending with a form feed). */
export function pdfText(pdf: Buffer): string {
  return execFileSync(process.execPath, [PDF_TEXT], { input: pdf }).toString('utf8');
}

/** Changes a county settings group through the TRIMIN control-panel API. */
export async function setCountyGroup(
  request: APIRequestContext,
  group: string,
  change: Record<string, unknown>,
) {
  const { csrf } = await apiSignIn(request, 'trimin.admin');
  const current = await request.get(`/api/controlPanel/countyConfig/${group}`);
  expect(current.ok()).toBeTruthy();
  const reply = await request.post(`/api/controlPanel/countyConfig/${group}`, {
    data: { ...(await current.json()).content, ...change },
    headers: { 'x-csrf-token': csrf },
  });
  expect(reply.ok()).toBeTruthy();
}

/** Opens the transactions report from the home page and answers the PDF's text. */
export async function transactionsReportText(
  page: Page,
  range: 'Today' | 'This Month' | 'YTD' = 'YTD',
): Promise<string> {
  await page.goto('/home');
  await page
    .getByRole('region', { name: 'Transactions' })
    .getByRole('button', { name: 'Details' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Transactions Report' });
  await dialog.getByRole('radio', { name: range }).check();
  // The bytes are read on their way to the page: the portal's CSP (connect-src 'self') lets no script fetch the
  // blob: URL the page shows them at.
  let pdf: Buffer = Buffer.alloc(0);
  await page.route('**/api/home/transactionReport', async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: 'Generate Report' }).click();
  const view = await popup;
  // The window opens at once (so no pop-up blocker objects) and shows the PDF when the server has made it.
  await view.waitForURL(/^blob:/);
  await view.close();
  await page.unroute('**/api/home/transactionReport');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfText(pdf);
}
