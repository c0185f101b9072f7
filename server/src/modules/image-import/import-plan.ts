import { parseScanName, type ScanName } from './scan-names';

/*
 * The import's plan, made from file names alone (no file is read): the scan files grouped by the document they
 * belong to, by the --map file for the files it names and by the naming convention for the others
 * (scan-names.ts). A document's files must be either one whole-document file or page files numbered 1 to n.
 */

/** A source file of a document: the whole document (page null) or its one page. */
export type PlannedFile = { source: string; page: number | null };

/** The files of one document number, in page order; `problem` says why they cannot be imported as they are. */
export type PlannedDocument = {
  documentNumber: string;
  files: PlannedFile[];
  problem: string | null;
};

export type ImportPlan = {
  documents: PlannedDocument[];
  /** Files whose names follow no convention and that the map does not name. */
  unnamed: string[];
  /** Files the map names that are not in the folder. */
  missing: string[];
};

/** Groups the folder's files by document. */
export function planImport(
  files: readonly string[],
  map: Map<string, ScanName> | null,
): ImportPlan {
  const byNumber = new Map<string, PlannedFile[]>();
  const unnamed: string[] = [];
  for (const source of files) {
    const name = map?.get(source) ?? parseScanName(source);
    if (!name) {
      unnamed.push(source);
      continue;
    }
    const list = byNumber.get(name.documentNumber) ?? [];
    list.push({ source, page: name.page });
    byNumber.set(name.documentNumber, list);
  }
  const present = new Set(files);
  const missing = map ? [...map.keys()].filter((file) => !present.has(file)) : [];
  const documents = [...byNumber].map(([documentNumber, list]) => {
    const sorted = [...list].sort((a, b) => (a.page ?? 0) - (b.page ?? 0));
    return { documentNumber, files: sorted, problem: problemOf(documentNumber, sorted) };
  });
  return { documents, unnamed, missing };
}

function problemOf(documentNumber: string, files: PlannedFile[]): string | null {
  const whole = files.filter((f) => f.page === null);
  if (whole.length > 0 && files.length > 1)
    return `document ${documentNumber} has more than one file for the whole document or both a whole-document file and page files: ${files.map((f) => f.source).join(', ')}`;
  if (whole.length > 0) return null;
  for (const [i, file] of files.entries()) {
    if (file.page === i) return `page ${i} of document ${documentNumber} is in two files`;
    if (file.page !== i + 1) return `page ${i + 1} of document ${documentNumber} is missing`;
  }
  return null;
}
