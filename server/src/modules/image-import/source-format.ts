/*
 * What kind of scan a source file is, by its first bytes (never by its name): the import takes TIFF, PDF and
 * JPEG and refuses anything else. (The e-file module has its own check for PDF and TIFF uploads.)
 */

/** The kinds of source file the import reads. */
export type SourceFormat = 'tiff' | 'pdf' | 'jpeg';

/** The format the file's first bytes announce, or null for anything else. */
export function sniffSourceFormat(head: Buffer): SourceFormat | null {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const magic = head.subarray(0, 4).toString('hex');
  if (magic === '49492a00' || magic === '4d4d002a') return 'tiff';
  if (head.subarray(0, 3).toString('hex') === 'ffd8ff') return 'jpeg';
  return null;
}
