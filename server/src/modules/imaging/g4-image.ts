import {
  concatTransformationMatrix,
  drawObject,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  popGraphicsState,
  pushGraphicsState,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { readTiffPages, type TiffPageInfo } from '../image-import/tiff-ifd';
import { writeG4Tiff } from './g4-tiff-writer';

/*
 * A bilevel scan's CCITT G4 data as it travels between a stored TIFF page, a PDF image and sharp, never decoded
 * on the way: the strip of a one-strip TIFF page (what the import stores), a PDF image XObject that carries it
 * (Filter /CCITTFaxDecode, K -1), a one-page TIFF around a PDF's G4 image so sharp can decode it for a preview,
 * and a PDF page's single scanned image. The BlackIs1 rule (checked in /tmp/imgresearch/REPORT.md, section 3): a
 * min-is-white page (Photometric 0) is /BlackIs1 false, a min-is-black one (Photometric 1) /BlackIs1 true.
 */

/** A page's G4 data and what a decoder needs to know of it. */
type G4Image = { data: Buffer; width: number; height: number; blackIs1: boolean };

/**
 * The G4 data of a TIFF's page (its first unless told) when it is one strip of CCITT G4, 1 bit, one sample, bits in the usual order
 * (as the import stores bilevel pages); null otherwise.
 */
export function g4StripOf(
  tiff: Buffer,
  page: TiffPageInfo | undefined = readTiffPages(tiff)[0],
): G4Image | null {
  if (
    !page?.strip ||
    page.compression !== 4 ||
    page.bitsPerSample !== 1 ||
    page.samplesPerPixel !== 1 ||
    page.fillOrder !== 1 ||
    page.photometric > 1 ||
    page.strip.offset + page.strip.bytes > tiff.length
  )
    return null;
  return {
    data: tiff.subarray(page.strip.offset, page.strip.offset + page.strip.bytes),
    width: page.width,
    height: page.height,
    blackIs1: page.photometric === 1,
  };
}

/** The image XObject dictionary that carries `g4`'s bytes as they are (pdf-lib's here, pdfkit's in scan-pdf-stream.ts). */
export const g4ImageDictionary = (g4: G4Image) => ({
  Type: 'XObject',
  Subtype: 'Image',
  Width: g4.width,
  Height: g4.height,
  ColorSpace: 'DeviceGray',
  BitsPerComponent: 1,
  Filter: 'CCITTFaxDecode',
  DecodeParms: { K: -1, Columns: g4.width, Rows: g4.height, BlackIs1: g4.blackIs1 },
});

/** Adds `g4` to `pdf` as an image XObject carrying the G4 bytes as they are; answers its reference. */
export function embedG4Image(pdf: PDFDocument, g4: G4Image): PDFRef {
  const context = pdf.context;
  return context.register(context.stream(g4.data, g4ImageDictionary(g4)));
}

/** Draws an image XObject (embedG4Image's) over a box of a page, in points. */
export function drawImageObject(
  page: PDFPage,
  image: PDFRef,
  box: { x: number; y: number; width: number; height: number },
): void {
  const name = page.node.newXObject('Scan', image);
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(box.width, 0, 0, box.height, box.x, box.y),
    drawObject(name),
    popGraphicsState(),
  );
}

/** A one-page, one-strip TIFF around G4 data (a few dozen header bytes), which sharp decodes. */
const g4Tiff = (g4: G4Image): Buffer =>
  writeG4Tiff([{ ...g4, photometric: g4.blackIs1 ? 1 : 0, dpi: null }]);

/**
 * The single scanned image of a one-page PDF, in a form sharp reads (a JPEG as it is, G4 wrapped in a TIFF), or
 * null when the page is anything else (text, drawings, several images, another encoding).
 */
export async function pdfPageImage(pdfBytes: Buffer): Promise<Buffer | null> {
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  if (pdf.getPageCount() !== 1) return null;
  const objects = pdf.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!objects) return null;
  const images = objects
    .values()
    .map((value) => pdf.context.lookup(value))
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    );
  if (images.length !== 1 || objects.values().length !== 1) return null;
  const [{ dict, contents }] = images;
  const filter = dict.get(PDFName.of('Filter'));
  if (filter === PDFName.of('DCTDecode')) return Buffer.from(contents);
  if (filter !== PDFName.of('CCITTFaxDecode')) return null;
  const parameters = dict.lookupMaybe(PDFName.of('DecodeParms'), PDFDict);
  const number = (from: PDFDict | undefined, key: string) =>
    from?.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();
  const width = number(dict, 'Width');
  const height = number(dict, 'Height');
  if (number(parameters, 'K') !== -1 || !width || !height) return null;
  return g4Tiff({
    data: Buffer.from(contents),
    width: number(parameters, 'Columns') ?? width,
    height,
    blackIs1: parameters?.lookupMaybe(PDFName.of('BlackIs1'), PDFBool)?.asBoolean() ?? false,
  });
}
