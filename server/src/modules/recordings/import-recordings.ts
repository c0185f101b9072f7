import {
  recordingDocumentSchema,
  type RecordingDocument,
  type RecordingRejection,
  type RecordingsImportReport,
} from '@lrp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  documentAddresses,
  documentListings,
  documentParcels,
  documentParties,
  documents,
  legalDescriptions,
  plats,
  referenceDocuments,
  referenceLists,
} from '../../db/schema';
import { enqueueAlertMatching } from '../alerts/matching';
import { writeAudit } from '../audit/repository';
import { FILL_DOCUMENT_LISTINGS } from '../search/document-listing';
import {
  addressRows,
  documentKey,
  documentRow,
  legalRows,
  parcelRows,
  partyRows,
  referenceRows,
  type Plat,
  type ReferencedDocument,
} from './recording-rows';

/*
 * Importing new recordings (docs/recordings-import.md): each document is checked on its own against the
 * contract's schema, then against the county's lists (its instrument code, its plats); the good ones are written
 * in one transaction, so a call either lands whole or not at all and a rerun is always safe. A document already on
 * file (same type and number) is replaced, children and listing included, keeping its id (so its images, orders
 * and the references to it stay); a number given twice in one import takes the later line. The new rows are the
 * search's own tables and listing rows: a committed document is found by the next search.
 */

export type RecordingItem = { line: number; value: unknown };

/** Who imported: the command line (with its file) or a service credential. Audited. */
export type ImportActor =
  | { kind: 'file'; file: string }
  | { kind: 'credential'; credentialId: number; name: string; clientAddress: string | null };

/** What an import wrote, for the work that follows a commit (alerts). */
export type ImportOutcome = { report: RecordingsImportReport; documentIds: number[] };

/** Rows per multi-row insert: PostgreSQL takes at most 65,535 parameters in a statement. */
const ROWS_PER_STATEMENT = 2_000;
/** Documents checked, or written, between two turns of other requests. */
const DOCUMENTS_PER_STEP = 10;

/** Lets the requests waiting on this server run before the import goes on. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** A pause of `ms` (at least a turn of other requests). */
const pause = (ms: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, Math.round(ms))));

export async function importRecordings(
  db: Db,
  items: RecordingItem[],
  actor: ImportActor,
): Promise<ImportOutcome> {
  const started = performance.now();
  const rejected: RecordingRejection[] = [];
  const parsed: { line: number; doc: RecordingDocument }[] = [];
  for (const [i, item] of items.entries()) {
    // The checks are the server's own work: a call of 1,000 documents lets other requests in between.
    if (i > 0 && i % DOCUMENTS_PER_STEP === 0) await nextTurn();
    const result = recordingDocumentSchema.safeParse(item.value);
    if (result.success) parsed.push({ line: item.line, doc: result.data });
    else rejected.push(rejection(item, result.error.issues.map(issueText)));
  }

  const { instrumentCodes, platsByCode } = await countyLists(
    db,
    parsed.map((p) => p.doc),
  );
  const accepted = new Map<string, { line: number; doc: RecordingDocument }>();
  for (const entry of parsed) {
    const reasons = listReasons(entry.doc, instrumentCodes, platsByCode);
    if (reasons.length > 0)
      rejected.push(rejection({ line: entry.line, value: entry.doc }, reasons));
    else {
      const key = documentKey(entry.doc.documentType, entry.doc.docNumber);
      accepted.delete(key);
      accepted.set(key, entry);
    }
  }

  const docs = [...accepted.values()].map((a) => a.doc);
  const written = docs.length
    ? await writeRecordings(db, docs, platsByCode, actor, items.length, rejected.length)
    : { added: 0, replaced: 0, ids: [] };
  rejected.sort((a, b) => a.line - b.line);
  return {
    report: {
      received: items.length,
      added: written.added,
      replaced: written.replaced,
      rejected,
      ms: Math.round(performance.now() - started),
    },
    documentIds: written.ids,
  };
}

async function writeRecordings(
  db: Db,
  docs: RecordingDocument[],
  platsByCode: Map<string, Plat>,
  actor: ImportActor,
  received: number,
  rejectedCount: number,
): Promise<{ added: number; replaced: number; ids: number[] }> {
  return db.transaction(async (tx) => {
    const numbers = docs.map((d) => d.docNumber);
    const before = new Set(
      (
        await tx
          .select({ type: documents.documentType, number: documents.docNumber })
          .from(documents)
          .where(inArray(documents.docNumber, numbers))
      ).map((r) => documentKey(r.type, r.number)),
    );

    const allIds: number[] = [];
    // A step at a time, each followed by a pause twice as long as it took: the import takes at most about a third
    // of the server's time and of a database connection, and the searches made meanwhile go in between (steps of
    // 10 documents: bench/README.md, "a day's recordings").
    for (let i = 0; i < docs.length; i += DOCUMENTS_PER_STEP) {
      const step = performance.now();
      allIds.push(...(await writeStep(tx, docs.slice(i, i + DOCUMENTS_PER_STEP), platsByCode)));
      await pause(2 * (performance.now() - step));
    }

    // The property alerts look at what was recorded once it is committed (alerts/matching.ts).
    await enqueueAlertMatching(tx, allIds);
    const replaced = docs.filter((d) =>
      before.has(documentKey(d.documentType, d.docNumber)),
    ).length;
    await writeAudit(tx, {
      type: 'RECORDINGS_IMPORT',
      username: actor.kind === 'credential' ? `service:${actor.name}` : null,
      clientAddress: actor.kind === 'credential' ? actor.clientAddress : null,
      detail: {
        ...(actor.kind === 'credential'
          ? { credentialId: actor.credentialId, credential: actor.name }
          : { file: actor.file }),
        received,
        added: docs.length - replaced,
        replaced,
        rejected: rejectedCount,
      },
    });
    return { added: docs.length - replaced, replaced, ids: allIds };
  });
}

/** Writes one step's documents (their rows, listings and the references they complete); answers their ids. */
async function writeStep(
  tx: Tx,
  docs: RecordingDocument[],
  platsByCode: Map<string, Plat>,
): Promise<number[]> {
  const rows = docs.map(documentRow);
  const ids = new Map<string, number>();
  const returned = await tx
    .insert(documents)
    .values(rows)
    .onConflictDoUpdate({
      target: [documents.documentType, documents.docNumber],
      set: Object.fromEntries(
        REPLACED_COLUMNS.map((column) => [column, sql.raw(`excluded.${documents[column].name}`)]),
      ),
    })
    .returning({ id: documents.id, type: documents.documentType, number: documents.docNumber });
  for (const r of returned) ids.set(documentKey(r.type, r.number), r.id);
  const idOf = (d: RecordingDocument) => ids.get(documentKey(d.documentType, d.docNumber))!;
  const stepIds = [...ids.values()];

  // A correction's rows go; every document's rows are written again from the import.
  for (const table of [
    documentParties,
    legalDescriptions,
    documentParcels,
    documentAddresses,
    referenceDocuments,
  ])
    await tx.delete(table).where(inArray(table.docId, stepIds));
  await tx.delete(documentListings).where(inArray(documentListings.docId, stepIds));

  const onFile = await referencedDocuments(tx, docs);
  await insertAll(
    tx,
    documentParties,
    docs.flatMap((d, i) => partyRows(d, { id: idOf(d), row: rows[i] })),
  );
  await insertAll(
    tx,
    legalDescriptions,
    docs.flatMap((d) => legalRows(d, idOf(d), platsByCode)),
  );
  await insertAll(
    tx,
    documentParcels,
    docs.flatMap((d) => parcelRows(d, idOf(d))),
  );
  await insertAll(
    tx,
    documentAddresses,
    docs.flatMap((d) => addressRows(d, idOf(d))),
  );
  await insertAll(
    tx,
    referenceDocuments,
    docs.flatMap((d) => referenceRows(d, idOf(d), onFile)),
  );
  const idList = stepIds.join(',');
  await tx.execute(sql.raw(`${FILL_DOCUMENT_LISTINGS} where d.id in (${idList})`));
  // References made before the document they name was on file now point at it.
  await tx.execute(
    sql.raw(`
      update reference_documents r set ref_doc_id = d.id, ref_display_doc_number = d.display_doc_number,
        ref_instrument_code = d.instrument_code, ref_book = d.book, ref_page = d.page, ref_recorded_at = d.recorded_at
      from documents d
      where d.id in (${idList}) and r.ref_doc_id is null
        and r.ref_document_type = d.document_type and r.ref_doc_number = d.doc_number`),
  );
  return stepIds;
}

/** The columns a correction replaces (everything the import gives; the id stays). */
const REPLACED_COLUMNS = [
  'displayDocNumber',
  'instrumentCode',
  'instrumentGroup',
  'recordedAt',
  'instrumentDate',
  'book',
  'page',
  'bookType',
  'mortgageAmount',
  'salePrice',
  'verified',
  'imageAllowed',
  'pageCount',
  'judicialProtection',
  'additionalInfo',
  'displayOnly',
] as const satisfies readonly (keyof typeof documents.$inferInsert)[];

/** The documents the import's references name that are on file (those written just now included). */
async function referencedDocuments(
  tx: Tx,
  docs: RecordingDocument[],
): Promise<Map<string, ReferencedDocument>> {
  const numbers = [...new Set(docs.flatMap((d) => (d.references ?? []).map((r) => r.docNumber)))];
  if (numbers.length === 0) return new Map();
  const found = await tx
    .select({
      id: documents.id,
      documentType: documents.documentType,
      docNumber: documents.docNumber,
      displayDocNumber: documents.displayDocNumber,
      instrumentCode: documents.instrumentCode,
      book: documents.book,
      page: documents.page,
      recordedAt: documents.recordedAt,
    })
    .from(documents)
    .where(inArray(documents.docNumber, numbers));
  return new Map(found.map((f) => [documentKey(f.documentType, f.docNumber), f]));
}

/** The county's instrument codes and the plats the documents name. */
async function countyLists(db: Db, docs: RecordingDocument[]) {
  const codes = [...new Set(docs.map((d) => d.instrumentCode.toUpperCase()))];
  const platCodes = [
    ...new Set(docs.flatMap((d) => (d.legals ?? []).flatMap((l) => (l.plat ? [l.plat] : [])))),
  ];
  const instrumentCodes = new Set(
    codes.length === 0
      ? []
      : (
          await db
            .select({ code: referenceLists.code })
            .from(referenceLists)
            .where(
              and(
                eq(referenceLists.listName, 'instrumentCodes'),
                inArray(referenceLists.code, codes),
              ),
            )
        ).map((r) => r.code),
  );
  const platsByCode = new Map<string, Plat>(
    platCodes.length === 0
      ? []
      : (
          await db
            .select({ id: plats.id, code: plats.code, name: plats.name })
            .from(plats)
            .where(inArray(plats.code, platCodes))
        ).map((p) => [p.code, { id: p.id, name: p.name }]),
  );
  return { instrumentCodes, platsByCode };
}

function listReasons(
  doc: RecordingDocument,
  instrumentCodes: Set<string>,
  platsByCode: Map<string, Plat>,
): string[] {
  const reasons: string[] = [];
  if (!instrumentCodes.has(doc.instrumentCode.toUpperCase()))
    reasons.push(
      `instrumentCode: ${doc.instrumentCode} is not one of the county's instrument codes.`,
    );
  (doc.legals ?? []).forEach((l, i) => {
    if (l.plat && !platsByCode.has(l.plat))
      reasons.push(`legals.${i}.plat: ${l.plat} is not one of the county's plats.`);
  });
  return reasons;
}

function issueText(issue: { path: PropertyKey[]; message: string }): string {
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

function rejection(item: RecordingItem, reasons: string[]): RecordingRejection {
  const value = (typeof item.value === 'object' && item.value !== null ? item.value : {}) as Record<
    string,
    unknown
  >;
  return {
    line: item.line,
    documentType: typeof value.documentType === 'string' ? value.documentType.slice(0, 20) : null,
    docNumber:
      typeof value.docNumber === 'number' && Number.isFinite(value.docNumber)
        ? value.docNumber
        : null,
    reasons,
  };
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

async function insertAll<
  T extends
    | typeof documentParties
    | typeof legalDescriptions
    | typeof documentParcels
    | typeof documentAddresses
    | typeof referenceDocuments,
>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (const chunk of chunks(rows, ROWS_PER_STATEMENT))
    await tx.insert(table).values(chunk as never);
}
