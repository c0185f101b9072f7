import { startReport } from '../../src/lib/pdf-report';
import { PdfTable, type PdfColumn } from '../../src/lib/pdf-table';
import { pdfPages } from '../helpers/pdf-text';

/* The printed reports' shared parts: the table (lib/pdf-table.ts) and the heading and footers (lib/pdf-report.ts). */

type Row = { n: number; name: string; amount: string };

const COLUMNS: PdfColumn<Row>[] = [
  { heading: 'Row Number', width: 100, value: (r) => `R-${r.n}` },
  { heading: 'Name', width: 500, value: (r) => r.name },
  { heading: 'Amount', width: 112, align: 'right', value: (r) => r.amount },
];

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({
    n: i + 1,
    // Every fifth row wraps to two lines: rows are as tall as their tallest cell.
    name: i % 5 === 4 ? `Name ${i + 1} ${'long '.repeat(120)}` : `Name ${i + 1}`,
    amount: `$${i + 1}.00`,
  }));

function report(draw: (table: PdfTable<Row>) => void): Promise<Buffer> {
  const pdf = startReport({
    title: 'Table Report',
    countyName: 'Pine Ridge County',
    appTitle: 'Land Record Portal',
    subject: 'A test',
    facts: [
      ['Scope', 'Everything'],
      ['Generated', '03/14/2026 9:30 AM CDT'],
    ],
  });
  draw(new PdfTable(pdf.doc, COLUMNS, pdf, pdf.y));
  return pdf.finish();
}

const lines = (page: string) => page.split('\n').filter((line) => line.trim() !== '');
const HEADINGS = /^Row Number\s+Name\s+Amount$/;

describe('PdfTable and startReport', () => {
  test('a table longer than a page: the headings again at the top of every page, each row once, in order', async () => {
    const pages = pdfPages(await report((table) => table.draw(rows(120))));
    expect(pages.length).toBeGreaterThan(2);

    const first = lines(pages[0]);
    expect(first.slice(0, 4)).toEqual([
      'Table Report',
      'Pine Ridge County - Land Record Portal',
      'Scope: Everything',
      'Generated: 03/14/2026 9:30 AM CDT',
    ]);
    expect(first[4]).toMatch(HEADINGS);
    for (const page of pages.slice(1)) {
      expect(lines(page)[0]).toMatch(HEADINGS);
      expect(page).not.toContain('Generated:');
    }
    pages.forEach((page) => expect(page.match(/Row Number/g)).toHaveLength(1));

    const printed = pages.join('\n').match(/\bR-\d+\b/g);
    expect(printed).toEqual(rows(120).map((r) => `R-${r.n}`));
    // The right-aligned column ends its line.
    expect(pages[0]).toMatch(/R-1\s+Name 1\s+\$1\.00\n/);
  });

  test('every page ends with the footer: the report, the county and "Page n of m"', async () => {
    const pages = pdfPages(await report((table) => table.draw(rows(120))));
    pages.forEach((page, i) =>
      expect(lines(page).at(-1)).toMatch(
        new RegExp(
          `^Pine Ridge County Land Record Portal - Table Report\\s+Page ${i + 1} of ${pages.length}$`,
        ),
      ),
    );
  });

  test('a short table is one page with one footer', async () => {
    const pages = pdfPages(await report((table) => table.draw(rows(3))));
    expect(pages).toHaveLength(1);
    expect(lines(pages[0]).slice(4)).toEqual([
      expect.stringMatching(HEADINGS),
      expect.stringMatching(/^R-1\s+Name 1\s+\$1\.00$/),
      expect.stringMatching(/^R-2\s+Name 2\s+\$2\.00$/),
      expect.stringMatching(/^R-3\s+Name 3\s+\$3\.00$/),
      expect.stringMatching(/- Table Report\s+Page 1 of 1$/),
    ]);
  });

  test('room(): more than the page has left starts a new page, headings first; what fits stays', async () => {
    let y = 0;
    const pages = pdfPages(
      await report((table) => {
        table.draw(rows(2));
        y = table.y;
        table.room(10);
        expect(table.y).toBe(y);
        table.room(10_000);
        expect(table.y).toBeLessThan(y);
      }),
    );
    expect(pages).toHaveLength(2);
    expect(lines(pages[1])[0]).toMatch(HEADINGS);
    expect(lines(pages[1])[1]).toMatch(/Page 2 of 2$/);
  });
});
