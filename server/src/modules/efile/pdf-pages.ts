import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { EFILE_LIMITS } from '@lrp/contract';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, type PDFObject } from 'pdf-lib';

/*
 * Counting an e-filed PDF's pages with pdf-lib (docs/efile.md "Pages"). It runs in the CPU pool's workers
 * (lib/cpu-tasks.ts): a 25 MB PDF takes the parser a while, which would hold every other request. So this file
 * imports no database or server code.
 *
 * A PDF is the submitter's to shape, so nothing in it is trusted to be small (docs/efile.md "Hostile files"):
 * - the streams pdf-lib unpacks while loading (object streams and cross-reference streams) are inflated here
 *   first with a ceiling on what they may unpack to, so a few kilobytes cannot become gigabytes;
 * - the page tree is walked once per node (a node listed twice, or a loop, is counted once and never followed
 *   again), and the walk stops past the most pages a submission may have;
 * - an /Encrypt entry anywhere in the file's own syntax means the document is protected, whether or not its
 *   encrypted object streams can be read.
 */

/** What reading the PDF came to: its pages, or why they cannot be counted. */
export type PdfPages = { kind: 'ok'; pages: number } | { kind: 'encrypted' } | { kind: 'damaged' };

/** The most the streams read while loading may unpack to, all together. */
const UNPACKED_LIMIT = 64 * 1024 * 1024;

const latin1 = (bytes: Buffer, from: number, to: number) => bytes.toString('latin1', from, to);

/**
 * Whether the streams pdf-lib unpacks while loading stay within UNPACKED_LIMIT. Each stream whose dictionary is
 * an object stream or a cross-reference stream is inflated with the remaining allowance as its ceiling; one in a
 * filter other than Flate (never seen in practice for these) is refused, since its size cannot be bounded here.
 */
function loadStreamsFit(bytes: Buffer): boolean {
  let allowance = UNPACKED_LIMIT;
  let at = 0;
  for (;;) {
    const keyword = bytes.indexOf('stream', at, 'latin1');
    if (keyword < 0) return true;
    at = keyword + 6;
    if (keyword >= 3 && latin1(bytes, keyword - 3, keyword) === 'end') continue;
    const objectStart = bytes.lastIndexOf(' obj', keyword, 'latin1');
    const dictionary = latin1(bytes, Math.max(objectStart, keyword - 4096, 0), keyword);
    if (!/\/Type\s*\/(ObjStm|XRef)\b/.test(dictionary)) continue;
    let dataStart = at;
    if (bytes[dataStart] === 0x0d) dataStart += 1;
    if (bytes[dataStart] === 0x0a) dataStart += 1;
    const end = bytes.indexOf('endstream', dataStart, 'latin1');
    const data = bytes.subarray(dataStart, end < 0 ? bytes.length : end);
    const filter = /\/Filter\s*(\[\s*)?\/(\w+)\s*(\])?/.exec(dictionary);
    if (!filter) {
      allowance -= data.length;
    } else if (filter[2] === 'FlateDecode' && !/\/Filter\s*\[\s*\/\w+\s+\//.test(dictionary)) {
      try {
        allowance -= inflateSync(data, { maxOutputLength: Math.max(allowance, 1) }).length;
      } catch (error) {
        // Past the ceiling; any other inflate error is pdf-lib's to judge (it is lenient with truncated data).
        if (error instanceof RangeError) return false;
      }
    } else return false;
    if (allowance < 0) return false;
  }
}

/** The leaves of the page tree, each node visited once; stops counting past `limit`. */
function countLeaves(pdf: PDFDocument, limit: number): number {
  const seen = new Set<string>();
  const pending: PDFObject[] = [pdf.catalog.get(PDFName.of('Pages')) ?? PDFName.of('Missing')];
  let pages = 0;
  while (pending.length > 0 && pages <= limit) {
    const item = pending.pop()!;
    if (item instanceof PDFRef) {
      if (seen.has(item.tag)) continue;
      seen.add(item.tag);
    }
    const node = item instanceof PDFRef ? pdf.context.lookup(item) : item;
    if (!(node instanceof PDFDict)) throw new Error('a page tree node that is not a dictionary');
    const kids = node.get(PDFName.of('Kids'));
    if (node.get(PDFName.of('Type')) === PDFName.of('Page') || kids === undefined) pages += 1;
    else {
      const list = kids instanceof PDFRef ? pdf.context.lookup(kids) : kids;
      if (!(list instanceof PDFArray)) throw new Error('a page tree node without its kids');
      pending.push(...list.asArray());
    }
  }
  return pages;
}

export async function countPdfPages(file: string): Promise<PdfPages> {
  const bytes = await readFile(file);
  if (bytes.includes('/Encrypt', 0, 'latin1')) return { kind: 'encrypted' };
  if (!loadStreamsFit(bytes)) return { kind: 'damaged' };
  let pdf: PDFDocument;
  try {
    pdf = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
  } catch {
    return { kind: 'damaged' };
  }
  if (pdf.isEncrypted) return { kind: 'encrypted' };
  try {
    return { kind: 'ok', pages: countLeaves(pdf, EFILE_LIMITS.maxPages) };
  } catch {
    // A catalog without a page tree: nothing a county could record.
    return { kind: 'damaged' };
  }
}
