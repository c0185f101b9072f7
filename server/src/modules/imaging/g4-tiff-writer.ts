/*
 * A bilevel TIFF around pages' CCITT G4 data, written without decoding or re-encoding anything: classic
 * little-endian TIFF, one strip a page. The import stores a scan's one-strip G4 page this way
 * (image-import/split-pages.ts), the preview wraps a PDF's G4 image in it for sharp (g4-image.ts), and the imaging
 * benchmark writes its multi-page scan files with it (bench/imaging/scan-folder.ts).
 */

/** One page's G4 data (a whole page in one strip) and what its directory says of it. */
export type G4Strip = {
  data: Buffer;
  width: number;
  height: number;
  /** 0 min-is-white, 1 min-is-black. */
  photometric: number;
  dpi: number | null;
};

const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;

/** The pages as one multi-page TIFF, each page its strip then its directory. */
export function writeG4Tiff(pages: readonly G4Strip[]): Buffer {
  const parts: Buffer[] = [];
  let at = 8;
  const header = Buffer.alloc(8);
  header.write('II', 0, 'latin1');
  header.writeUInt16LE(42, 2);
  parts.push(header);
  let previousNext = 4; // where the offset of the next directory goes
  let previousPart = header;
  for (const page of pages) {
    const stripAt = at;
    const pad = page.data.length % 2;
    const entries: [number, number, number][] = [
      [256, LONG, page.width],
      [257, LONG, page.height],
      [258, SHORT, 1],
      [259, SHORT, 4],
      [262, SHORT, page.photometric],
      [273, LONG, stripAt],
      [277, SHORT, 1],
      [278, LONG, page.height],
      [279, LONG, page.data.length],
    ];
    if (page.dpi) entries.push([282, RATIONAL, 0], [283, RATIONAL, 0], [296, SHORT, 2]);
    const ifdAt = stripAt + page.data.length + pad;
    const ifd = Buffer.alloc(2 + entries.length * 12 + 4 + (page.dpi ? 16 : 0));
    const rationalsAt = ifdAt + 2 + entries.length * 12 + 4;
    ifd.writeUInt16LE(entries.length, 0);
    entries.forEach(([tag, type, value], i) => {
      const entry = 2 + i * 12;
      ifd.writeUInt16LE(tag, entry);
      ifd.writeUInt16LE(type, entry + 2);
      ifd.writeUInt32LE(1, entry + 4);
      if (type === SHORT) ifd.writeUInt16LE(value, entry + 8);
      else if (type === LONG) ifd.writeUInt32LE(value, entry + 8);
      else ifd.writeUInt32LE(rationalsAt + (tag === 282 ? 0 : 8), entry + 8);
    });
    if (page.dpi) {
      const rationals = 2 + entries.length * 12 + 4;
      for (const k of [0, 8]) {
        ifd.writeUInt32LE(Math.round(page.dpi), rationals + k);
        ifd.writeUInt32LE(1, rationals + k + 4);
      }
    }
    previousPart.writeUInt32LE(ifdAt, previousNext);
    parts.push(page.data, Buffer.alloc(pad), ifd);
    previousPart = ifd;
    previousNext = 2 + entries.length * 12;
    at = ifdAt + ifd.length;
  }
  return Buffer.concat(parts);
}
