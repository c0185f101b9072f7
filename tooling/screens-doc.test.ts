// docs/screens.md says which screens of the control panel and of the reports are built. This test holds the page
// to the code: every screen key in the code's list appears in the page's table with the status the code gives it
// (built when its section routes it to a page of its own or, in the control panel, when it is a settings screen of
// settings-screens.ts; not yet built when it falls through to the placeholder),
// and every key in those tables is a screen the code lists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTROL_PANEL_SCREENS } from '../mfe-admin/src/features/control-panel/control-panel-screens';
import { SETTINGS_SCREENS } from '../mfe-admin/src/features/control-panel/settings-screens';
import { REPORTS } from '../mfe-reports/src/features/report-menu/report-menu-model';

const ROOT = join(__dirname, '..');
const PAGE = readFileSync(join(ROOT, 'docs', 'screens.md'), 'utf8');

type Status = 'Built' | 'Not yet built';

/** The rows of the table with a Key column under the `## <heading>` section: key to status. */
function keyedTable(markdown: string, heading: string): Map<string, string> {
  const start = markdown.split('\n').findIndex((line) => line.startsWith(`## ${heading}`));
  if (start < 0) throw new Error(`docs/screens.md has no section "## ${heading}"`);
  const lines = markdown.split('\n').slice(start + 1);
  const end = lines.findIndex((line) => line.startsWith('## '));
  const section = end < 0 ? lines : lines.slice(0, end);
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
  const headerAt = section.findIndex(
    (line) => line.trim().startsWith('|') && cells(line)[0] === 'Key',
  );
  if (headerAt < 0)
    throw new Error(`the section "${heading}" of docs/screens.md has no table with a Key column`);
  const header = cells(section[headerAt]);
  const statusColumn = header.indexOf('Status');
  const rows = new Map<string, string>();
  for (const line of section.slice(headerAt + 2)) {
    if (!line.trim().startsWith('|')) break;
    const row = cells(line);
    if (rows.has(row[0])) throw new Error(`"${row[0]}" appears twice in the section "${heading}"`);
    rows.set(row[0], row[statusColumn]);
  }
  return rows;
}

/** The paths a section's source routes to a component of their own (everything else meets the placeholder). */
function ownRoutes(sourceFile: string): Set<string> {
  const source = readFileSync(join(ROOT, sourceFile), 'utf8');
  return new Set(
    [...source.matchAll(/<Route\s+path="([^"]+)"/g)]
      .map((m) => m[1])
      .filter((path) => !path.startsWith(':')),
  );
}

const statusIn = (built: Set<string>, key: string): Status =>
  built.has(key) ? 'Built' : 'Not yet built';

describe.each([
  {
    area: 'Control panel',
    keys: CONTROL_PANEL_SCREENS.map((s) => s.path),
    section: 'mfe-admin/src/features/control-panel/control-panel-section.tsx',
    settingsScreens: Object.keys(SETTINGS_SCREENS),
  },
  {
    area: 'Reports',
    keys: REPORTS.map((r) => r.path),
    section: 'mfe-reports/src/features/report-menu/reports-section.tsx',
    settingsScreens: [],
  },
])('docs/screens.md, $area', ({ area, keys, section, settingsScreens }) => {
  const table = keyedTable(PAGE, area);
  const built = new Set([...ownRoutes(section), ...settingsScreens]);

  it('lists every screen of the code with the status the code gives it', () => {
    const expected = Object.fromEntries(keys.map((key) => [key, statusIn(built, key)]));
    const documented = Object.fromEntries(keys.map((key) => [key, table.get(key)]));
    expect(documented).toEqual(expected);
  });

  it('lists no screen the code does not have', () => {
    expect([...table.keys()].filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('uses only the two statuses', () => {
    expect(
      [...table.values()].filter((status) => status !== 'Built' && status !== 'Not yet built'),
    ).toEqual([]);
  });
});

describe('reading the page', () => {
  it('finds the keyed table of a section and stops at the next section', () => {
    const markdown = [
      '## A',
      '',
      '| Key | Screen | Status |',
      '|---|---|---|',
      '| x | X | Built |',
      '',
      '| Dialog | Status |',
      '|---|---|',
      '| d | Not yet built |',
      '## B',
      '| Key | Status |',
      '|---|---|',
      '| y | Built |',
    ].join('\n');
    expect([...keyedTable(markdown, 'A')]).toEqual([['x', 'Built']]);
    expect([...keyedTable(markdown, 'B')]).toEqual([['y', 'Built']]);
    expect(() => keyedTable(markdown, 'C')).toThrow('no section');
  });
});
