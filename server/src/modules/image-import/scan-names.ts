import path from 'node:path';

/*
 * The naming convention of a county's scan files (docs/image-store.md): `<document number>.<ext>` holds the whole
 * document, its pages in order; `<document number>_<page>.<ext>` or `<document number>-<page>.<ext>` holds one
 * page (1-based). The extension is .tif, .tiff, .pdf, .jpg or .jpeg, in any case.
 */

/** Which document a file belongs to and, for a one-page file, which page it is. */
export type ScanName = { documentNumber: string; page: number | null };

const EXTENSION = /\.(tiff?|pdf|jpe?g)$/i;
const PAGE_SUFFIX = /^(.+)[_-]0*([1-9]\d{0,4})$/;

/** The document (and page) a file's name gives, or null when the name follows no convention. */
export function parseScanName(file: string): ScanName | null {
  const name = path.posix.basename(file);
  if (!EXTENSION.test(name)) return null;
  const stem = name.replace(EXTENSION, '').trim();
  if (stem === '') return null;
  const paged = PAGE_SUFFIX.exec(stem);
  return paged
    ? { documentNumber: paged[1], page: Number(paged[2]) }
    : { documentNumber: stem, page: null };
}
