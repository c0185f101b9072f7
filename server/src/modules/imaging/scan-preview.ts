import sharp from 'sharp';
import type { PageFormat } from '../image-store/image-store';
import { pdfPageImage } from './g4-image';

/*
 * The preview dialog's pictures of a county's scanned page (a page_files page): the page at the dialog's size
 * (PAGE_WIDTH x PAGE_HEIGHT, the scan fitted inside on white) and its 128 px thumbnail, both JPEG, both with the
 * county's diagonal "UNOFFICIAL COPY" watermark. sharp reads the TIFF and JPEG pages; a PDF page's single scanned
 * image is lifted with pdf-lib (g4-image.ts). A page with no picture to show (a PDF page of text or drawings, a
 * scan that cannot be decoded, a page the store could not give) gets a plain page saying so, watermarked too: the
 * dialog never fails. Runs in the CPU pool's worker (lib/cpu-tasks.ts).
 */

/** A scanned page as the worker gets it: its stored bytes, or null when the store could not give them. */
export type ScanPage = { page: number; format: PageFormat; body: Uint8Array | null };

/** One page as page_images keeps it: the preview and the thumbnail, JPEG in base64. */
export type StoredPage = { page: number; image: string; thumbnail: string };

/** The preview's size in the dialog (a Letter page's shape). */
const PAGE_WIDTH = 640;
const PAGE_HEIGHT = 828;
/** The thumbnail's size: 128 x 165. */
const THUMBNAIL = { width: 128, height: Math.floor((PAGE_HEIGHT * 128) / PAGE_WIDTH) };
const JPEG_QUALITY = 80;
const WATERMARK_TEXT = 'UNOFFICIAL COPY';

/** The watermark over a picture of a given size, along its diagonal (bottom left to top right). */
function watermarkSvg(width: number, height: number): Buffer {
  const angle = (-Math.atan2(height, width) * 180) / Math.PI;
  const size = Math.round(Math.hypot(width, height) / (WATERMARK_TEXT.length * 0.85));
  const stroke = Math.max(1, Math.round(size / 40));
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${width / 2}" y="${height / 2}" transform="rotate(${angle.toFixed(2)} ${width / 2} ${height / 2})" ` +
      `text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, sans-serif" font-weight="bold" ` +
      `font-size="${size}" fill="#c00000" fill-opacity="0.28" stroke="#c00000" stroke-opacity="0.45" ` +
      `stroke-width="${stroke}">${WATERMARK_TEXT}</text></svg>`,
  );
}

/** Rendered once per size and worker (about 25 ms each), then reused. */
const watermarks = new Map<string, Promise<Buffer>>();
function watermark(width: number, height: number): Promise<Buffer> {
  const key = `${width}x${height}`;
  let png = watermarks.get(key);
  if (!png) {
    png = sharp(watermarkSvg(width, height)).png().toBuffer();
    watermarks.set(key, png);
  }
  return png;
}

/** The plain page shown when a scanned page has no picture to preview. */
function notAvailableSvg(page: number): Buffer {
  const line = (y: number, size: number, text: string) =>
    `<text x="${PAGE_WIDTH / 2}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#444444">${text}</text>`;
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="#ffffff"/>` +
      `<rect x="24" y="24" width="${PAGE_WIDTH - 48}" height="${PAGE_HEIGHT - 48}" fill="none" stroke="#999999" stroke-width="2"/>` +
      line(PAGE_HEIGHT / 2 - 20, 26, `Page ${page}`) +
      line(PAGE_HEIGHT / 2 + 20, 18, 'The preview of this page is not available.') +
      line(PAGE_HEIGHT / 2 + 48, 14, 'The page is included when the document is bought.') +
      `</svg>`,
  );
}

/** What sharp can read of a stored page, or null when there is no picture to show. */
async function pictureOf(scan: ScanPage): Promise<Buffer | null> {
  if (!scan.body) return null;
  const body = Buffer.from(scan.body.buffer, scan.body.byteOffset, scan.body.byteLength);
  return scan.format === 'pdf' ? pdfPageImage(body) : body;
}

/** One watermarked JPEG of `input` fitted inside `size` on white. */
async function watermarked(
  input: Buffer,
  size: { width: number; height: number },
): Promise<Buffer> {
  return sharp(input)
    .resize({ ...size, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb') // so the red watermark stays red on a bilevel or greyscale scan
    .composite([{ input: await watermark(size.width, size.height) }])
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/** The page and thumbnail of a picture; throws when sharp cannot decode it. */
async function previewOf(picture: Buffer): Promise<{ image: Buffer; thumbnail: Buffer }> {
  // Decoded and fitted once (a 300 dpi page is about 8 million pixels); both sizes come from that.
  const fitted = await sharp(picture)
    .resize({ width: PAGE_WIDTH, height: PAGE_HEIGHT, fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return {
    image: await watermarked(fitted, { width: PAGE_WIDTH, height: PAGE_HEIGHT }),
    thumbnail: await watermarked(fitted, THUMBNAIL),
  };
}

/** The preview and thumbnail of a scanned page, JPEG in base64 (as page_images keeps them). */
export async function scanPreview(scan: ScanPage): Promise<StoredPage> {
  const picture = await pictureOf(scan).catch(() => null);
  const made =
    (picture && (await previewOf(picture).catch(() => null))) ??
    (await previewOf(notAvailableSvg(scan.page)));
  return {
    page: scan.page,
    image: made.image.toString('base64'),
    thumbnail: made.thumbnail.toString('base64'),
  };
}
