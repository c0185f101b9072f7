import { expect, test, type Locator, type Page } from '@playwright/test';
import { LEGACY_DEMO_PASSWORD } from '../../server/src/modules/landSharkOne/legacy-generator';
import {
  openLegacyDatabase,
  type LegacyDatabase,
} from '../../server/test/modules/landSharkOne/legacy-database';
import { expectNoAccessibilityViolations, expectNoRawKeys } from '../support/accessibility';
import { signIn } from '../support/portal';

/*
 * Issue 33: TRIMIN moves a small county from LandShark One, the product's earlier generation, through the two
 * Technical screens, and one of its users signs in with the password they had there.
 *
 * The source is a real PostgreSQL database generated as `npm run legacy:seed` makes one: a new database on the
 * PostgreSQL of TEST_DATABASE_URL (what CI starts), else PGlite behind the PostgreSQL wire protocol, reached by
 * the server with the screen's four fields either way. The accounts-and-users migration wipes the county's
 * accounts and users, so this file runs in its own Playwright project after every other one (playwright.config).
 */

let legacy: LegacyDatabase;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  legacy = await openLegacyDatabase(6);
});

test.afterAll(async () => {
  await legacy?.close();
});

async function fillConnection(page: Page) {
  const { fields } = legacy;
  await page.getByLabel('Database address').fill(fields.landSharkOneDbAddress);
  await page.getByLabel('Database name').fill(fields.landSharkOneDbName);
  await page.getByLabel('Database username').fill(fields.landSharkOneDbUsername);
  await page.getByLabel(/^Database password/).fill(fields.landSharkOneDbPassword);
}

/** Migrate, answer Yes to the screen's question, and wait for the run's report. */
async function migrate(page: Page, question: string | RegExp) {
  await page.getByRole('button', { name: 'Migrate' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  const lastRun = page.getByRole('region', { name: 'Last run' });
  await expect(lastRun.getByRole('status')).toContainText('Done', { timeout: 60_000 });
  return lastRun;
}

/** The report's "Rows copied" table has this row. */
async function expectCopied(lastRun: Locator, table: string, rows: number) {
  await expect(
    lastRun
      .getByRole('table', { name: 'Rows copied' })
      .getByRole('row', { name: `${table} ${rows.toLocaleString('en-US')}`, exact: true }),
  ).toBeVisible();
}

test('TRIMIN copies the accounts and users; a LandShark One user signs in with their old password and sees their balance', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'trimin.admin');
  await page.goto('/controlPanel/LandSharkOneAccountsUsers');
  const form = page.getByRole('form', { name: 'LandShark One Accounts/Users' });
  await expect(form).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the LandShark One Accounts/Users screen');
  await expectNoRawKeys(page, 'the LandShark One Accounts/Users screen');

  // Nothing filled in: each of the four fields says so, and nothing is asked.
  await form.getByRole('button', { name: 'Migrate' }).click();
  await expect(form.getByText('Required.')).toHaveCount(4);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await fillConnection(page);
  const lastRun = await migrate(
    page,
    'Clicking Yes will wipe clean any existing ACCOUNTS and USERS in LS2.',
  );
  await expectNoAccessibilityViolations(page, 'the Accounts/Users report');

  // The report accounts for every source row: copied or skipped with its reason.
  const status = await page.request.get('/api/controlPanel/countyConfig/landSharkOneMigration');
  expect(status.ok()).toBe(true);
  const run = (await status.json()).content.accountsUsers;
  const left = (kind: string) =>
    run.skipped.filter(
      (s: { kind: string; reason: string }) => s.kind === kind && !s.reason.startsWith('copied'),
    ).length;
  expect(run.state).toBe('done');
  expect(run.copied.accounts + left('account')).toBe(legacy.summary.accounts);
  expect(run.copied.users + left('user')).toBe(legacy.summary.users);
  await expectCopied(lastRun, 'Accounts', run.copied.accounts);
  await expectCopied(lastRun, 'Users', run.copied.users);

  // An active account administrator of an active escrow account, as LandShark One had them.
  const { rows } = await legacy.query<{ user_name: string; escrow_balance: string }>(
    `select u.user_name, a.escrow_balance::text as escrow_balance
       from ls_users u join ls_accounts a on a.account_id = u.account_id
      where u.user_role = 'ACCTADMIN' and u.user_status = 'A' and a.account_status = 'A'
        and a.account_type = 'ESCROW'
      order by u.user_id limit 1`,
  );
  expect(rows).toHaveLength(1);
  const [{ user_name: username, escrow_balance: balance }] = rows;

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, username, LEGACY_DEMO_PASSWORD);
  await expect(customer).toHaveURL(/\/home$/);
  const cents = Math.round(Number(balance) * 100);
  const shown = `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
  await expect(customer.getByRole('banner').getByTestId('usage-balance')).toHaveText(shown);
  await context.close();

  // The portal's own demo users are gone: the county now is LandShark One's.
  const former = await browser.newPage();
  await signIn(former, 'escrow.user');
  await expect(former.getByRole('alert')).toBeVisible();
  await expect(former).toHaveURL(/\/login$/);
  await former.close();
});

test('TRIMIN copies the whole audit log, then a second run adds nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'trimin.admin');
  await page.goto('/controlPanel/LandSharkOneAuditLog');
  await expect(page.getByRole('form', { name: 'LandShark One Audit Log' })).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the LandShark One Audit Log screen');
  await expectNoRawKeys(page, 'the LandShark One Audit Log screen');

  await fillConnection(page);
  const lastRun = await migrate(page, 'All of the LandShark One audit log will be copied.');
  await expectCopied(lastRun, 'Audit log entries', legacy.summary.auditRows);
  await expectCopied(lastRun, 'Transactions', legacy.summary.transactions);

  await page.reload();
  await fillConnection(page);
  const again = await migrate(page, 'All of the LandShark One audit log will be copied.');
  await expectCopied(again, 'Audit log entries', 0);
  await expectCopied(again, 'Already copied before', legacy.summary.auditRows);
});
