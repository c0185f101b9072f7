import jpeg from 'jpeg-js';
import { ADVANCE, GLYPH_HEIGHT, glyphOf } from './bitmap-font';

/*
 * Draws the demo county's page images: a recorded record's look (recorder's stamp, the record's number, the
 * instrument, the parties, the legal description, body text as lines, the page number), deterministic for a
 * record and page. Pure JavaScript (jpeg-js), so it installs anywhere. Pages are drawn once and kept in
 * page_images (pages.ts); what a page shows comes from the record (image-records.ts).
 */

/** Bump when the drawing changes: stored pages of an older version are drawn again on demand. */
export const PAGE_LAYOUT_VERSION = 2;
export const PAGE_WIDTH = 640;
export const PAGE_HEIGHT = 828;
/** Thumbnails are the page shrunk by this factor (128 x 165). */
const THUMBNAIL_FACTOR = 5;
const JPEG_QUALITY = 72;

export type PageFacts = {
  countyName: string;
  /** 'DOC NO.', 'CERT NO.', 'TRACT BOOK', 'VOLUME': what the number is. */
  numberLabel: string;
  displayNumber: string;
  heading: string;
  subheading: string;
  dateTime: string;
  bookAndPage: string;
  partyLabels: readonly [string, string];
  parties: readonly [string[], string[]];
  legals: string[];
  page: number;
  pageCount: number;
  /** Seeds the body text's line lengths. */
  seed: number;
};

class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }

  rect(x: number, y: number, w: number, h: number, shade: number): void {
    const x0 = Math.max(0, Math.floor(x));
    const y0 = Math.max(0, Math.floor(y));
    const x1 = Math.min(this.width, Math.floor(x + w));
    const y1 = Math.min(this.height, Math.floor(y + h));
    for (let row = y0; row < y1; row++) {
      let i = (row * this.width + x0) * 4;
      for (let col = x0; col < x1; col++, i += 4) {
        this.data[i] = shade;
        this.data[i + 1] = shade;
        this.data[i + 2] = shade;
      }
    }
  }

  frame(x: number, y: number, w: number, h: number, thickness: number, shade: number): void {
    this.rect(x, y, w, thickness, shade);
    this.rect(x, y + h - thickness, w, thickness, shade);
    this.rect(x, y, thickness, h, shade);
    this.rect(x + w - thickness, y, thickness, h, shade);
  }

  /** Draws one line of text at font `scale`; answers the width drawn. */
  text(value: string, x: number, y: number, scale: number, shade = 20): number {
    let at = x;
    for (const character of value) {
      const glyph = glyphOf(character);
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let col = 0; col < 5; col++) {
          if (glyph[row] & (16 >> col))
            this.rect(at + col * scale, y + row * scale, scale, scale, shade);
        }
      }
      at += ADVANCE * scale;
    }
    return at - x;
  }

  /** Text centred on the page. */
  centred(value: string, y: number, scale: number): void {
    this.text(value, (this.width - value.length * ADVANCE * scale) / 2, y, scale);
  }

  /** Wrapped text; answers the y below it. */
  paragraph(
    value: string,
    x: number,
    y: number,
    width: number,
    scale: number,
    maxLines = 6,
  ): number {
    const perLine = Math.max(1, Math.floor(width / (ADVANCE * scale)));
    const words = value.split(/\s+/).filter(Boolean);
    let line = '';
    let lines = 0;
    for (const word of words) {
      if (line && (line + ' ' + word).length > perLine) {
        this.text(line, x, y, scale);
        y += (GLYPH_HEIGHT + 4) * scale;
        if (++lines >= maxLines) return y;
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) {
      this.text(line.slice(0, perLine), x, y, scale);
      y += (GLYPH_HEIGHT + 4) * scale;
    }
    return y;
  }

  /** A box average shrink by a whole factor. */
  shrink(factor: number): Canvas {
    const out = new Canvas(Math.floor(this.width / factor), Math.floor(this.height / factor));
    for (let y = 0; y < out.height; y++) {
      for (let x = 0; x < out.width; x++) {
        let sum = 0;
        for (let dy = 0; dy < factor; dy++) {
          let i = ((y * factor + dy) * this.width + x * factor) * 4;
          for (let dx = 0; dx < factor; dx++, i += 4) sum += this.data[i];
        }
        const shade = Math.round(sum / (factor * factor));
        const o = (y * out.width + x) * 4;
        out.data[o] = shade;
        out.data[o + 1] = shade;
        out.data[o + 2] = shade;
      }
    }
    return out;
  }

  jpeg(): Buffer {
    return jpeg.encode({ data: this.data, width: this.width, height: this.height }, JPEG_QUALITY)
      .data;
  }
}

/** A small deterministic generator (mulberry32) for the body text's line lengths. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bodyLines(canvas: Canvas, from: number, to: number, next: () => number): void {
  const left = 56;
  const full = PAGE_WIDTH - 2 * left;
  for (let y = from, n = 0; y < to; y += 14, n++) {
    const paragraphEnd = next() < 0.12;
    const width = paragraphEnd ? full * (0.25 + next() * 0.5) : full * (0.9 + next() * 0.1);
    canvas.rect(left + (n % 9 === 0 ? 24 : 0), y, width - (n % 9 === 0 ? 24 : 0), 5, 150);
    if (paragraphEnd) y += 10;
  }
}

/** The page at reading size and its thumbnail, as JPEG. */
export function renderPage(facts: PageFacts): { image: Buffer; thumbnail: Buffer } {
  const canvas = new Canvas(PAGE_WIDTH, PAGE_HEIGHT);
  const next = random(facts.seed * 1009 + facts.page);
  canvas.frame(24, 24, PAGE_WIDTH - 48, PAGE_HEIGHT - 48, 2, 90);
  canvas.text(facts.countyName.toUpperCase(), 40, 40, 2);
  canvas.text(`${facts.numberLabel} ${facts.displayNumber}`, 40, 62, 2);
  canvas.text(
    `PAGE ${facts.page} OF ${facts.pageCount}`,
    PAGE_WIDTH - 40 - `PAGE ${facts.page} OF ${facts.pageCount}`.length * ADVANCE * 2,
    40,
    2,
  );
  let y = 100;
  if (facts.page === 1) {
    // The recorder's stamp, top right.
    canvas.frame(PAGE_WIDTH - 250, 70, 210, 76, 2, 60);
    canvas.text('RECORDED', PAGE_WIDTH - 238, 80, 2);
    canvas.text(facts.dateTime.toUpperCase(), PAGE_WIDTH - 238, 102, 1);
    canvas.text(`${facts.numberLabel} ${facts.displayNumber}`, PAGE_WIDTH - 238, 116, 1);
    if (facts.bookAndPage) canvas.text(`BOOK/PAGE ${facts.bookAndPage}`, PAGE_WIDTH - 238, 130, 1);
    y = 170;
    canvas.centred(facts.heading.toUpperCase(), y, 4);
    y += 44;
    canvas.centred(facts.subheading.toUpperCase(), y, 2);
    y += 36;
    for (const side of [0, 1] as const) {
      canvas.text(facts.partyLabels[side], 56, y, 2);
      const names = facts.parties[side].join('; ') || '-';
      y = canvas.paragraph(names, 170, y, PAGE_WIDTH - 226, 2, 3) + 8 + side * 4;
    }
    canvas.text('LEGAL DESCRIPTION:', 56, y, 2);
    y =
      canvas.paragraph(
        facts.legals.join('; ') || 'SEE ATTACHED',
        56,
        y + 24,
        PAGE_WIDTH - 112,
        2,
        5,
      ) + 16;
  } else {
    canvas.centred(facts.heading.toUpperCase(), y + 10, 2);
    y += 44;
  }
  const signatures = facts.page === facts.pageCount;
  bodyLines(canvas, y, signatures ? PAGE_HEIGHT - 220 : PAGE_HEIGHT - 70, next);
  if (signatures) {
    canvas.rect(56, PAGE_HEIGHT - 150, 220, 2, 40);
    canvas.text('SIGNATURE', 56, PAGE_HEIGHT - 140, 1);
    canvas.frame(PAGE_WIDTH - 190, PAGE_HEIGHT - 200, 130, 110, 2, 120);
    canvas.text('NOTARY', PAGE_WIDTH - 160, PAGE_HEIGHT - 150, 2);
  }
  return { image: canvas.jpeg(), thumbnail: canvas.shrink(THUMBNAIL_FACTOR).jpeg() };
}
