import { EFILE_LIMITS, EFILE_MESSAGES, type EfileFormat } from '@lrp/contract';

/*
 * The file's checks before it is uploaded (spec 3 §5, §9): chosen, at most 25,000,000 bytes, and a PDF or a TIFF
 * by its first bytes, never by its name or the type the browser guesses. The server checks it all again.
 */

const SIGNATURES: { format: EfileFormat; bytes: number[] }[] = [
  { format: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { format: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] }, // II*\0, little-endian TIFF
  { format: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // MM\0*, big-endian TIFF
];
const HEAD = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The first `n` bytes of a file (FileReader: every browser, and the test DOM, can read a slice with it). */
function firstBytes(file: Blob, n: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(file.slice(0, n));
  });
}

/** PDF or TIFF by the file's first bytes; null for anything else (or a file that cannot be read). */
export async function efileFormatOf(file: Blob): Promise<EfileFormat | null> {
  const head = await firstBytes(file, HEAD).catch(() => null);
  if (!head) return null;
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => head[i] === byte))?.format ?? null;
}

/** What is wrong with the chosen file that its size already tells (the catalog's English), or null. */
export function efileFileProblem(file: File | null): string | null {
  if (!file) return EFILE_MESSAGES.fileRequired;
  if (file.size > EFILE_LIMITS.maxBytes) return EFILE_MESSAGES.tooLarge;
  return null;
}

/** Everything wrong with the chosen file, its content read: the catalog's English, or null when it may go. */
export async function efileFileCheck(file: File | null): Promise<string | null> {
  const problem = efileFileProblem(file);
  if (problem || !file) return problem;
  return (await efileFormatOf(file)) ? null : EFILE_MESSAGES.invalidFormat;
}
