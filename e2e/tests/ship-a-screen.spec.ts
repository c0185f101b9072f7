import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DATE_MESSAGES } from '@lrp/contract';
import { expect, type Page, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { NEXT_SCREEN, releaseNextSearch } from '../support/next-search-release';
import { navLabels, signIn } from '../support/portal';
import {
  FRONTEND_ROOT,
  hashTree,
  pinModule,
  releasesOf,
  ROOT,
  servedRelease,
} from '../support/releases';

const pinSearch = (page: Page, release: string | null) =>
  pinModule(page, 'mfe-search', 'Search (mfe-search)', release);

/** The new screen, opened from the menu, answering for 2020. */
async function useRecordingStatistics(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: NEXT_SCREEN.label })
    .click();
  await expect(page.getByRole('heading', { name: 'Recording Statistics' })).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/search/recordingStatistics'));
  await page.getByRole('button', { name: 'Show statistics' }).click();
  expect((await answered).status()).toBe(200);
  await expect(
    page.getByText(/^\d+ documents recorded from 01\/01\/2020 to 12\/31\/2020$/),
  ).toBeVisible();
  const table = page.getByRole('table', { name: 'Documents recorded per type and group' });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await expect(table).toContainText('ABSTRACT');

  // The server's own rules answer a date that is not one, in the screen.
  await page.getByRole('textbox', { name: 'From date' }).fill('13/45/2020');
  await page.getByRole('button', { name: 'Show statistics' }).click();
  await expect(page.getByRole('alert')).toContainText(DATE_MESSAGES.format);
}

/** The rest of the search area, as a title examiner uses it. */
async function searchStillWorks(page: Page) {
  await page.goto('/search/searchByName');
  await page.getByRole('textbox', { name: /^Business or Last Name\s*\*?$/ }).fill('QUILLFEATHER');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('region', { name: 'Search Results' }).getByRole('status')).toHaveText(
    /^Displaying Results: 1-\d+ of \d+$/,
  );
}

test('the search team ships a screen that calls a new API endpoint without a shell release; the county switches to it and rolls it back', async ({
  page,
}) => {
  // One production build of mfe-search on the machine running the suite.
  test.setTimeout(10 * 60_000);
  const shellBefore = hashTree(join(ROOT, 'shell', 'dist'));
  await signIn(page, 'trimin.admin');
  const original = await servedRelease(page, 'mfe-search');
  const menuBefore = await navLabels(page);
  expect(menuBefore).not.toContain(NEXT_SCREEN.label);

  // The county keeps the release it runs while the team ships.
  await pinSearch(page, original);
  const shipped = releaseNextSearch(FRONTEND_ROOT, E2E_PORT);
  expect(shipped.output).toMatch(/Released mfe-search 1\.1\.0-[0-9a-f]{10}/);
  expect(shipped.status).toBe(0);
  const next = releasesOf('mfe-search').find((id) => id.startsWith('1.1.0-'))!;
  try {
    await page.goto(NEXT_SCREEN.path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    // The county switches to it: the screen is in the menu and works, against the server's new endpoint.
    await pinSearch(page, next);
    await page.goto('/home');
    expect(await navLabels(page)).toEqual(
      expect.arrayContaining([...menuBefore, NEXT_SCREEN.label]),
    );
    await useRecordingStatistics(page);
    await searchStillWorks(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'User Manager' })
      .click();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

    // Rolling back removes it.
    await pinSearch(page, original);
    await page.goto(NEXT_SCREEN.path);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(await navLabels(page)).toEqual(menuBefore);
    await searchStillWorks(page);
  } finally {
    // Leave the suite's portal as it was: the fixture release gone, mfe-search following its newest release.
    rmSync(join(FRONTEND_ROOT, 'mfe-search', 'releases', next), { recursive: true, force: true });
    await pinSearch(page, null);
  }
  expect(await servedRelease(page, 'mfe-search')).toBe(original);

  // Nothing of the shell was built or changed.
  expect(hashTree(join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
});
