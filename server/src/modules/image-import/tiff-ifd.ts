/*
 * A small reader of a classic TIFF's image file directories (one per page): enough to tell a bilevel page from a
 * greyscale or colour one, and its resolution, without decoding it; a purchase PDF finds a stored page's G4 strip
 * with it (imaging/g4-image.ts), and the tests read the stored pages' compression and strips with it too.
 */

/** What one IFD says of its page. */
export type TiffPageInfo = {
  width: number;
  height: number;
  /** 1 none, 3 CCITT G3, 4 CCITT G4, 5 LZW, 7 JPEG, 32773 PackBits ... */
  compression: number;
  /** 0 min-is-white, 1 min-is-black, 2 RGB ... */
  photometric: number;
  bitsPerSample: number;
  samplesPerPixel: number;
  strips: number;
  /** Where the page's one strip lies in the file, when it has exactly one (what a purchase PDF carries as is). */
  strip: { offset: number; bytes: number } | null;
  /** 1: bits from the most significant (the usual); 2: reversed. */
  fillOrder: number;
  /** Dots per inch (X), when the page records its resolution. */
  dpi: number | null;
};

const TYPE_SIZE: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
};
const TAG = {
  width: 256,
  height: 257,
  bitsPerSample: 258,
  compression: 259,
  photometric: 262,
  fillOrder: 266,
  stripOffsets: 273,
  samplesPerPixel: 277,
  stripByteCounts: 279,
  xResolution: 282,
  resolutionUnit: 296,
};

/** Every page's IFD of a classic (not Big) TIFF, II or MM; throws on a file that is not one or loops. */
export function readTiffPages(buf: Buffer): TiffPageInfo[] {
  const order = buf.toString('latin1', 0, 2);
  const le = order === 'II';
  if (!le && order !== 'MM') throw new Error('not a TIFF file');
  const u16 = (o: number) => (le ? buf.readUInt16LE(o) : buf.readUInt16BE(o));
  const u32 = (o: number) => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
  if (u16(2) === 43) throw new Error('BigTIFF files are not supported');
  if (u16(2) !== 42) throw new Error('not a TIFF file');
  const pages: TiffPageInfo[] = [];
  const seen = new Set<number>();
  for (let ifd = u32(4); ifd !== 0;) {
    if (seen.has(ifd) || ifd + 2 > buf.length)
      throw new Error('damaged TIFF: a page directory is out of range');
    seen.add(ifd);
    const count = u16(ifd);
    const tags = new Map<number, { values: number[]; count: number }>();
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      const tag = u16(entry);
      const type = u16(entry + 2);
      const n = u32(entry + 4);
      const at = (TYPE_SIZE[type] ?? 1) * n <= 4 ? entry + 8 : u32(entry + 8);
      const values: number[] = [];
      for (let k = 0; k < Math.min(n, 2); k++) {
        if (type === 3) values.push(u16(at + 2 * k));
        else if (type === 4) values.push(u32(at + 4 * k));
        else if (type === 5) values.push(u32(at + 8 * k) / u32(at + 8 * k + 4));
      }
      tags.set(tag, { values, count: n });
    }
    const one = (tag: number, fallback: number) => tags.get(tag)?.values[0] ?? fallback;
    const resolution = tags.get(TAG.xResolution)?.values[0];
    const perCentimetre = one(TAG.resolutionUnit, 2) === 3;
    const strips = tags.get(TAG.stripOffsets)?.count ?? 0;
    pages.push({
      width: one(TAG.width, 0),
      height: one(TAG.height, 0),
      compression: one(TAG.compression, 1),
      photometric: one(TAG.photometric, 0),
      bitsPerSample: one(TAG.bitsPerSample, 1),
      samplesPerPixel: one(TAG.samplesPerPixel, 1),
      strips,
      strip:
        strips === 1
          ? { offset: one(TAG.stripOffsets, 0), bytes: one(TAG.stripByteCounts, 0) }
          : null,
      fillOrder: one(TAG.fillOrder, 1),
      dpi: resolution ? Math.round(perCentimetre ? resolution * 2.54 : resolution) : null,
    });
    ifd = u32(ifd + 2 + count * 12);
  }
  return pages;
}
