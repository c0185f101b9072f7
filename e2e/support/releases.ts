import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

export const ROOT = join(__dirname, '..', '..');
/** What the e2e server serves (e2e/support/start-server.mjs): the built shell and a copy of the releases. */
export const FRONTEND_ROOT = join(ROOT, 'e2e', '.tmp', `frontend-${E2E_PORT}`);

/** A hash of every file under `dir`: equal before and after means nothing there changed. */
export function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name))
    .sort()) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The published releases of a module in the e2e server's front-end root. */
export const releasesOf = (module: string) =>
  readdirSync(join(FRONTEND_ROOT, module, 'releases')).filter((id) => !id.startsWith('.'));

/** The release of a module the county's module feed serves. */
export async function servedRelease(page: Page, module: string): Promise<string> {
  const feed = await (await page.request.get('/api/portal/modules')).json();
  return feed.content.modules.find((m: { name: string }) => m.name === module).release;
}

/**
 * Technical > Modules: pins a module to a release (or, null, lets it follow the newest) in one click.
 * @param title the module's section heading there, e.g. "E File (mfe-efile)"
 */
export async function pinModule(page: Page, module: string, title: string, release: string | null) {
  await page.goto('/controlPanel/modules');
  const section = page.getByRole('region', { name: title });
  const button =
    release === null
      ? section.getByRole('button', { name: `Let ${module} follow its newest release` })
      : section.getByRole('button', { name: `Pin ${module} to ${release}` });
  await button.click();
  const alert = page.getByRole('dialog');
  await expect(alert).toContainText(
    release === null
      ? `${module} follows its newest release`
      : `${module} is pinned to ${release}.`,
  );
  await alert.getByRole('button', { name: 'Close', exact: true }).click();
}
