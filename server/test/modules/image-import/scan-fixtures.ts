/*
 * Small scanned pages made in the test (sharp, from SVG): a bilevel page with a heading, lines of text and a rule,
 * a multi-page TIFF of such pages as a scanner writes it (256-row strips, min-is-black, so the import has to
 * re-encode it), a greyscale page, and a PDF of pages of given sizes.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

export const PAGE = { width: 850, height: 1100 };

function pageSvg(label: string): Buffer {
  const lines = Array.from(
    { length: 20 },
    (_, i) =>
      `<text x="80" y="${260 + i * 36}" font-family="DejaVu Serif" font-size="22">Line ${i + 1} of the recorded instrument, ${label}</text>`,
  ).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE.width}" height="${PAGE.height}">` +
      `<rect x="30" y="30" width="${PAGE.width - 60}" height="${PAGE.height - 60}" fill="none" stroke="#000" stroke-width="4"/>` +
      `<text x="120" y="160" font-family="DejaVu Sans" font-weight="bold" font-size="48">WARRANTY DEED ${label}</text>` +
      `<line x1="80" y1="200" x2="${PAGE.width - 80}" y2="200" stroke="#000" stroke-width="3"/>${lines}</svg>`,
  );
}

/** One page's pixels, black and white (one 8-bit band, 0 or 255). */
async function bilevelRaw(label: string): Promise<Buffer> {
  return sharp(pageSvg(label))
    .flatten({ background: '#ffffff' })
    .threshold(128)
    .toColourspace('b-w')
    .raw()
    .toBuffer();
}

const RAW = { raw: { ...PAGE, channels: 1 as const } };
const G4 = { compression: 'ccittfax4', bitdepth: 1 as const, xres: 300 / 25.4, yres: 300 / 25.4 };

/** A one-page bilevel G4 TIFF (libvips' default strips). */
export async function bilevelTiff(label: string): Promise<Buffer> {
  return sharp(await bilevelRaw(label), RAW)
    .toColourspace('b-w')
    .tiff({ ...G4, resolutionUnit: 'inch' })
    .toBuffer();
}

/** A multi-page bilevel G4 TIFF, one page per label. */
export async function multiPageTiff(labels: string[]): Promise<Buffer> {
  const pages = await Promise.all(labels.map(bilevelTiff));
  return sharp(pages, { join: { animated: true } })
    .removeAlpha()
    .toColourspace('b-w')
    .tiff({ ...G4, resolutionUnit: 'inch' })
    .toBuffer();
}

/** A one-page 8-bit greyscale TIFF (a photograph-like page: not bilevel). */
export async function greyscaleTiff(label: string): Promise<Buffer> {
  return sharp(pageSvg(label))
    .flatten({ background: '#e0e0e0' })
    .toColourspace('b-w')
    .tiff({ compression: 'lzw', xres: 200 / 25.4, yres: 200 / 25.4, resolutionUnit: 'inch' })
    .toBuffer();
}

/** A PDF with one page per size (points), each saying which page it is. */
export async function scanPdf(sizes: [number, number][]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  sizes.forEach(([width, height], i) =>
    pdf
      .addPage([width, height])
      .drawText(`Page ${i + 1}`, { x: 72, y: height - 100, size: 24, font }),
  );
  return Buffer.from(await pdf.save());
}
