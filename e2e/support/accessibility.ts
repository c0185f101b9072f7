import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules (and axe's best practices that a county's users notice: landmarks, headings). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core on what the page shows now (an open dialog included) and fails with each violation's rule,
 * its impact and the elements it found, so the report says what to fix. `where` names the screen in the message.
 */
export async function expectNoAccessibilityViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
  );
  expect(found, `accessibility violations on ${where}`).toEqual([]);
}
