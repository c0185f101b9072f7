import sharp from 'sharp';
import type { ImageRecord } from './image-records';

/*
 * The demo county's pages, drawn from SVG as a recorder's office scans recorded pages: a Letter page at 300 dpi
 * with the recording stamp (the document's number, date, book and page), the instrument, its parties, its legal
 * description and lines of body text. The demo's sample scans (db/seed/demo-scans.ts) are written from these
 * pages as a scanner would write them, and in the demo every other record's page is drawn once, on first view,
 * as a bilevel G4 scan into the image store (drawn-scans.ts). Runs in the CPU pool's worker (lib/cpu-tasks.ts).
 */

/** What a drawn page shows: plain data, so it crosses to the worker. */
export type DrawnRecord = Pick<ImageRecord, 'displayNumber' | 'drawing'> & { countyName: string };

export const DPI = 300;
export const PAGE = { width: 8.5 * DPI, height: 11 * DPI };
export const G4 = {
  compression: 'ccittfax4' as const,
  bitdepth: 1 as const,
  miniswhite: true,
  tileHeight: PAGE.height,
  xres: DPI / 25.4,
  yres: DPI / 25.4,
  resolutionUnit: 'inch' as const,
};

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const BODY =
  'KNOW ALL PERSONS BY THESE PRESENTS that the parties named herein, for good and valuable consideration, the receipt of which is hereby acknowledged, do grant, convey and confirm unto the parties named herein the rights described, together with all hereditaments and appurtenances thereunto belonging, subject to easements, restrictions and reservations of record.';

/** The body text as lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

/** One recorded page as SVG: the first page carries the stamp, the parties and the legal; every page body text. */
export function pageSvg(record: DrawnRecord, page: number, pages: number): Buffer {
  const { countyName } = record;
  const d = record.drawing;
  const parts: string[] = [];
  const text = (x: number, y: number, size: number, value: string, weight = 'normal') =>
    parts.push(
      `<text x="${x}" y="${y}" font-family="DejaVu Serif, serif" font-size="${size}" font-weight="${weight}">${escape(value)}</text>`,
    );
  let y = 300;
  if (page === 1) {
    parts.push(
      `<rect x="1580" y="150" width="800" height="330" fill="none" stroke="#000" stroke-width="6"/>`,
    );
    text(1620, 230, 52, 'RECORDED', 'bold');
    text(1620, 300, 38, `${d.numberLabel} ${record.displayNumber}`);
    text(1620, 360, 34, d.dateTime);
    if (d.bookAndPage) text(1620, 420, 34, `Book/Page ${d.bookAndPage}`);
    text(200, 260, 40, countyName.toUpperCase(), 'bold');
    text(200, 600, 84, d.heading.toUpperCase(), 'bold');
    if (d.subheading) text(200, 690, 44, d.subheading);
    y = 820;
    d.partyLabels.forEach((label, side) => {
      text(200, y, 44, label, 'bold');
      for (const name of d.parties[side].slice(0, 4)) {
        text(640, y, 44, name);
        y += 62;
      }
      y += d.parties[side].length === 0 ? 62 : 20;
    });
    text(200, y + 40, 44, 'Legal description:', 'bold');
    y += 110;
    for (const line of d.legals.slice(0, 3).flatMap((legal) => wrap(legal, 70))) {
      text(260, y, 40, line);
      y += 56;
    }
    y += 60;
  }
  const body = wrap(`${BODY} ${BODY} ${BODY}`, 78);
  for (const line of body.slice(0, Math.floor((2900 - y) / 62))) {
    text(200, y, 40, line);
    y += 62;
  }
  text(1120, 3150, 36, `Page ${page} of ${pages}`);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}">` +
      `<rect width="100%" height="100%" fill="#fff"/>` +
      `<rect x="120" y="120" width="${PAGE.width - 240}" height="${PAGE.height - 240}" fill="none" stroke="#000" stroke-width="5"/>` +
      `${parts.join('')}</svg>`,
  );
}

/** A page as black and white pixels (one 8-bit band, 0 or 255), as a 300 dpi bilevel scanner sees it. */
function bilevel(svg: Buffer): Promise<Buffer> {
  return sharp(svg)
    .flatten({ background: '#fff' })
    .threshold(128)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

/** One page as a one-strip, min-is-white G4 TIFF. */
export async function g4Page(svg: Buffer): Promise<Buffer> {
  return sharp(await bilevel(svg), { raw: { ...PAGE, channels: 1 } })
    .toColourspace('b-w')
    .tiff(G4)
    .toBuffer();
}

/** Page `page` of a record of `pages` pages, drawn as a one-strip, min-is-white G4 TIFF at 300 dpi. */
export function drawnScanPage(record: DrawnRecord, page: number, pages: number): Promise<Buffer> {
  return g4Page(pageSvg(record, page, pages));
}
