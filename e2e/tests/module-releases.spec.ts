import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from '../support/portal';
import {
  FRONTEND_ROOT,
  hashTree,
  pinModule,
  releasesOf,
  ROOT,
  servedRelease,
} from '../support/releases';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A team's release of mfe-efile into the e2e server's front-end root: `npm run release -w @lrp/mfe-efile`. */
function releaseEfile(env: Record<string, string>) {
  const run = spawnSync(NPM, ['run', 'release', '-w', '@lrp/mfe-efile'], {
    cwd: ROOT,
    env: { ...process.env, FRONTEND_ROOT, ...env },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const efileReleases = () => releasesOf('mfe-efile');
const servedEfile = (page: Page) => servedRelease(page, 'mfe-efile');
const pinEfile = (page: Page, release: string | null) =>
  pinModule(page, 'mfe-efile', 'E File (mfe-efile)', release);

/** The build of E File the page runs, from the footer's list of loaded modules. */
async function efileBuild(page: Page): Promise<string> {
  await page.goto('/efile');
  await expect(page.getByRole('heading', { name: 'E File' })).toBeVisible();
  await page.getByRole('button', { name: 'Version 5.5.5' }).click();
  const line = page.locator('[data-module-build="mfe-efile"]');
  await expect(line).toBeVisible();
  return (await line.textContent()) ?? '';
}

test('a team releases a new version of a remote; the county pins it, rolls back, and an incompatible release is refused', async ({
  page,
}) => {
  // Two production builds of mfe-efile on the machine running the suite.
  test.setTimeout(15 * 60_000);
  const shellBefore = hashTree(join(ROOT, 'shell', 'dist'));
  await signIn(page, 'trimin.admin');
  const releasedBefore = efileReleases();
  const original = await servedEfile(page);
  expect(releasedBefore).toContain(original);
  const before = await efileBuild(page);
  expect(before).toMatch(/^mfe-efile 1\.0\.0 · /);

  // The county keeps the known-good release while a new one is shipped.
  await pinEfile(page, original);

  const shipped = releaseEfile({
    LRP_RELEASE_VERSION: '1.1.0',
    LRP_BUILD_LABEL: 'release 1.1.0 (e2e)',
  });
  expect(shipped.output).toMatch(/Released mfe-efile 1\.1\.0-[0-9a-f]{10}/);
  expect(shipped.status).toBe(0);
  const newer = efileReleases().find((id) => id.startsWith('1.1.0-'))!;
  expect(await efileBuild(page)).toBe(before);

  // Pin the new release: the next page load runs it.
  await pinEfile(page, newer);
  expect(await efileBuild(page)).toBe('mfe-efile 1.1.0 · release 1.1.0 (e2e)');

  // Roll back in one step.
  await pinEfile(page, original);
  expect(await efileBuild(page)).toBe(before);

  // A release built for a shell contract this portal does not implement is refused by the gate, naming the
  // mismatch; nothing is published and the portal keeps working.
  const refused = releaseEfile({
    LRP_RELEASE_VERSION: '1.2.0',
    LRP_RELEASE_SHELL_CONTRACT: '^2.0.0',
  });
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/Release refused: mfe-efile 1\.2\.0-[0-9a-f]{10}/);
  expect(refused.output).toContain('needs shell contract ^2.0.0; the shell implements 1.0.0');
  expect(efileReleases().sort()).toEqual([...releasedBefore, newer].sort());
  expect(await efileBuild(page)).toBe(before);

  // A release built against a newer @lrp/shared minor than the shell provides (it may use a name the deployed shell
  // lacks) is refused at publish time, naming the package and both versions.
  const shared = JSON.parse(readFileSync(join(ROOT, 'shared', 'package.json'), 'utf8'))
    .version as string;
  const [major, minor] = shared.split('.').map(Number);
  const newerMinor = `^${major}.${minor + 1}.0`;
  const newerShared = releaseEfile({
    LRP_RELEASE_VERSION: '1.3.0',
    LRP_RELEASE_REQUIRES: JSON.stringify({ '@lrp/shared': newerMinor }),
  });
  expect(newerShared.status).not.toBe(0);
  expect(newerShared.output).toContain(
    `needs @lrp/shared ${newerMinor}; the shell provides ${shared}`,
  );
  expect(efileReleases().some((id) => id.startsWith('1.3.0-'))).toBe(false);

  // At run time, a county pinned to such a release (published and pinned while a newer shell ran, which was then
  // rolled back) gets the section's message, and the rest of the portal works.
  const shellFile = join(FRONTEND_ROOT, 'shell', 'dist', 'shell.json');
  const servedShell = readFileSync(shellFile, 'utf8');
  const newerShell = JSON.parse(servedShell);
  newerShell.shared['@lrp/shared'] = `${major}.${minor + 1}.0`;
  writeFileSync(shellFile, JSON.stringify(newerShell));
  try {
    // The build above is still in mfe-efile/dist: publish it as the gate would have under that shell.
    const published = spawnSync(process.execPath, [join(ROOT, 'tooling', 'release.mjs')], {
      cwd: join(ROOT, 'mfe-efile'),
      env: { ...process.env, FRONTEND_ROOT },
      encoding: 'utf8',
    });
    expect(published.stdout).toMatch(/Released mfe-efile 1\.3\.0-[0-9a-f]{10}/);
    await pinEfile(
      page,
      efileReleases().find((id) => id.startsWith('1.3.0-'))!,
    );
  } finally {
    writeFileSync(shellFile, servedShell);
  }
  await page.goto('/efile');
  await expect(page.getByText('E File is unavailable right now')).toBeVisible();
  await expect(
    page.getByText(`it needs @lrp/shared ${newerMinor}; the shell provides ${shared}.`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'User Manager' })
    .click();
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  // Following the newest again gives the newest release that fits.
  await pinEfile(page, null);
  expect(await efileBuild(page)).toBe('mfe-efile 1.1.0 · release 1.1.0 (e2e)');

  // None of this touched the shell's files.
  expect(hashTree(join(ROOT, 'shell', 'dist'))).toBe(shellBefore);
});
