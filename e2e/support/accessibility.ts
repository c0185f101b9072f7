import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (and axe's best practices that a county's users notice: landmarks, headings). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on what the page shows now (an open dialog and the card frame included) and fails with each
 * violation's rule, its impact and the elements it found, so the report says what to fix. `where` names the
 * screen in the message.
 */
export async function expectNoAccessibilityViolations(page: Page, where: string) {
  // A dialog still fading in or out mixes its colours with what is under it: axe then measures contrast on a frame
  // no one reads (a flaky 'color-contrast' on the buttons under an opening dialog). The scan waits for the page's
  // transitions to end (a spinner's endless animation does not count; at most 5 s, then it scans anyway).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Infinity,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
  );
  expect(found, `accessibility violations on ${where}`).toEqual([]);
}

/**
 * The structure a screen reader follows, beyond axe: one main landmark; one level-1 heading, the portal's name
 * in the page header, and the page's own title as the first level-2 heading in main (docs/decisions.md); the
 * page's language declared as the one the person's texts are in.
 */
export async function expectScreenStructure(page: Page, where: string, lang = 'en') {
  await expect(page.locator('html'), `the language of ${where}`).toHaveAttribute('lang', lang);
  await expect(page.locator('main, [role="main"]'), `the main landmark of ${where}`).toHaveCount(1);
  await expect(page.locator('h1:visible'), `the level-1 heading of ${where}`).toHaveCount(1);
  await expect(page.locator('main h2').first(), `the page title of ${where}`).toBeVisible();
}

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [path] : flatten(value, path);
  });

/** Every i18n key of the portal (each module's English texts), and with its namespace as i18next shows it. */
const KEYS: Set<string> = (() => {
  const root = join(__dirname, '..', '..');
  const dirs = readdirSync(root)
    .filter((d) => d === 'shell' || d.startsWith('mfe-'))
    .map((d) => join(root, d, 'src', 'locales'))
    .concat(join(root, 'shared', 'src', 'i18n', 'locales'));
  const keys = dirs
    .filter((dir) => existsSync(join(dir, 'en.json')))
    .flatMap((dir) => flatten(JSON.parse(readFileSync(join(dir, 'en.json'), 'utf8')) as Tree));
  // Plural keys show without their suffix when the count is missing.
  return new Set(keys.flatMap((k) => [k, k.replace(/_(one|other|zero|few|many|two)$/, '')]));
})();

/** Fails when the page shows an i18n key instead of its text, in its visible text or its labels. */
export async function expectNoRawKeys(page: Page, where: string) {
  const texts = await page.evaluate(() => {
    const visible = document.body.innerText.split('\n');
    const labels = [
      ...document.querySelectorAll('[aria-label],[placeholder],[title],[alt]'),
    ].flatMap((e) =>
      ['aria-label', 'placeholder', 'title', 'alt'].map((a) => e.getAttribute(a) ?? ''),
    );
    return [...visible, ...labels, document.title].map((t) => t.trim()).filter(Boolean);
  });
  const raw = texts.filter((t) => KEYS.has(t.replace(/^\w+:/, '')) && t.includes('.'));
  expect(raw, `raw i18n keys on ${where}`).toEqual([]);
}

/** Everything a screen must pass: the axe scan, its structure and no raw keys. */
export async function expectAccessibleScreen(page: Page, where: string, lang = 'en') {
  await expectScreenStructure(page, where, lang);
  await expectNoRawKeys(page, where);
  await expectNoAccessibilityViolations(page, where);
}
