import type {
  DocumentDetail,
  LegalDescriptionDetails,
  LegalDetailColumn,
  LegalDetailSource,
  SearchOptions,
  TaxLienDetail,
  TorrensCertificateDetail,
  TractBookDetail,
} from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookAndPage, loadDocumentRows } from './document-rows';
import { loadTaxLienRows, loadTorrensRows, loadTractBookRows } from './record-rows';

/*
 * The detail panel's records. A judicially protected document is "not found" to a user who may not view
 * protected documents, whichever way it is asked for.
 */

export type Viewer = { viewProtected: boolean };

/** A document the viewer may see, or null. */
export async function visibleDocument(
  db: DbOrTx,
  docId: number,
  viewer: Viewer,
): Promise<{ id: number; document_type: string } | null> {
  const result = await db.execute<{
    id: number;
    document_type: string;
    judicial_protection: boolean;
  }>(sql`select id, document_type, judicial_protection from documents where id = ${docId}`);
  const row = result.rows[0];
  return row && (viewer.viewProtected || !row.judicial_protection) ? row : null;
}

export async function documentDetail(
  db: DbOrTx,
  docId: number,
  viewer: Viewer,
): Promise<DocumentDetail | null> {
  if (!(await visibleDocument(db, docId, viewer))) return null;
  const [[row], parcels, addresses] = await Promise.all([
    loadDocumentRows(db, [docId]),
    db.execute<{ parcel_id: string }>(
      sql`select parcel_id from document_parcels where doc_id = ${docId} order by position`,
    ),
    db.execute<{ line: string }>(sql`
      select house_number || ' ' || street_name || ', ' || city || case when zip <> '' then ' ' || zip else '' end as line
      from document_addresses where doc_id = ${docId} order by position`),
  ]);
  return {
    ...row,
    parcelIds: parcels.rows.map((p) => p.parcel_id),
    addresses: addresses.rows.map((a) => a.line),
  };
}

export async function torrensCertificateDetail(
  db: DbOrTx,
  id: number,
  viewer: Viewer,
): Promise<TorrensCertificateDetail | null> {
  const [row] = await loadTorrensRows(db, [id]);
  if (!row) return null;
  const [certificate, memorials, cancels] = await Promise.all([
    db.execute<{
      legal_text: string;
      recital_text: string;
      owners: TorrensCertificateDetail['owners'];
    }>(sql`select legal_text, recital_text, owners from torrens_certificates where id = ${id}`),
    db.execute<{
      doc_id: number;
      display_doc_number: string;
      instrument_description: string;
      recorded_date: string;
      memorial_text: string;
    }>(sql`
      select d.id as doc_id, d.display_doc_number, coalesce(rl.description, d.instrument_code) as instrument_description,
        to_char(d.recorded_at, 'MM/DD/YYYY') as recorded_date, m.memorial_text
      from torrens_memorials m join documents d on d.id = m.doc_id
      left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code
      where m.certificate_id = ${id} ${viewer.viewProtected ? sql`` : sql`and not d.judicial_protection`}
      order by m.position`),
    db.execute<{ id: number; certificate_number: string }>(sql`
      select c.id, c.certificate_number from torrens_cancellations x join torrens_certificates c on c.id = x.certificate_id
      where x.cancelled_by_certificate_id = ${id} order by c.certificate_sort`),
  ]);
  const c = certificate.rows[0];
  return {
    ...row,
    legalDescription: c.legal_text,
    recital: c.recital_text,
    owners: c.owners,
    memorials: memorials.rows.map((m) => ({
      docId: m.doc_id,
      displayDocNumber: m.display_doc_number,
      instrumentDescription: m.instrument_description,
      recordedDate: m.recorded_date,
      memorialText: m.memorial_text,
    })),
    cancels: cancels.rows.map((x) => ({
      certificateId: x.id,
      certificateNumber: x.certificate_number,
    })),
  };
}

/** A tax lien by its lien document's id (the results row's docId). */
export async function taxLienDetail(
  db: DbOrTx,
  docId: number,
  viewer: Viewer,
): Promise<TaxLienDetail | null> {
  if (!(await visibleDocument(db, docId, viewer))) return null;
  const lien = await db.execute<{ id: number }>(
    sql`select id from tax_liens where doc_id = ${docId}`,
  );
  if (!lien.rows[0]) return null;
  const [[row], [document]] = await Promise.all([
    loadTaxLienRows(db, [lien.rows[0].id]),
    loadDocumentRows(db, [docId]),
  ]);
  return { ...row, grantorSearchResults: document.grantorSearchResults };
}

export async function tractBookDetail(db: DbOrTx, id: number): Promise<TractBookDetail | null> {
  const [row] = await loadTractBookRows(db, [id]);
  if (!row) return null;
  const [legals, entry] = await Promise.all([
    db.execute<{ description: string; comment: string }>(
      sql`select description, comment from tract_book_legals where entry_id = ${id} order by position`,
    ),
    db.execute<{ book: string; page: string }>(
      sql`select book, page from tract_book_entries where id = ${id}`,
    ),
  ]);
  return {
    ...row,
    legalDescriptions: legals.rows,
    displayBookAndPage: bookAndPage(entry.rows[0].book, entry.rows[0].page),
  };
}

type LegalRow = Record<LegalDetailColumn, string | number | null> & {
  legal_type: 'LB' | 'MB' | 'CONDO';
};

/** The columns of each legal table; the county's switches decide the optional ones. */
function legalColumns(options: SearchOptions): Record<'MB' | 'LB' | 'CONDO', LegalDetailColumn[]> {
  const when = (on: boolean, column: LegalDetailColumn) => (on ? [column] : []);
  return {
    MB: [
      'section',
      'township',
      'range',
      ...when(options.qqqq, 'qqqq'),
      ...when(options.qqq, 'qqq'),
      'qq',
      'q',
      ...when(options.baseline, 'base'),
      ...when(options.meridian, 'meridian'),
      ...when(options.municipality, 'municipality'),
      ...when(options.mbOtherLot, 'otherLot'),
      'description',
      'comment',
    ],
    LB: [
      'plat',
      'lot',
      'block',
      ...when(options.sublot, 'sublot'),
      'otherLot',
      'description',
      'comment',
    ],
    CONDO: ['plat', 'building', 'unit', 'garage', 'description', 'comment'],
  };
}

/**
 * search/legalDescriptionDetails: the legals of a document, or of a tract-book entry (which has no condominiums),
 * as three tables (metes & bounds, lots & blocks, condo); null when there is no such document or entry.
 */
export async function legalDescriptionDetails(
  db: DbOrTx,
  of: { id: number; source: LegalDetailSource },
  options: SearchOptions,
): Promise<LegalDescriptionDetails | null> {
  const tractBook = of.source === 'TRACT_BOOK';
  const exists = await db.execute(
    tractBook
      ? sql`select 1 from tract_book_entries where id = ${of.id}`
      : sql`select 1 from documents where id = ${of.id}`,
  );
  if (!exists.rows.length) return null;
  const result = await db.execute<LegalRow>(sql`
    select l.legal_type, p.name as plat, l.lot, l.block, l.sublot,
      nullif(concat_ws(' ', ol.description, l.other_lot), '') as "otherLot",
      ${tractBook ? sql`null as building, null as unit, null as garage` : sql`l.building, l.unit, l.garage`},
      l.section, l.township, l.range, l.qqqq, l.qqq, l.qq, l.q, l.base, l.meridian,
      ${options.useMunicipalityCodes ? sql`coalesce(mu.description, l.municipality)` : sql`l.municipality`} as municipality,
      l.description, l.comment
    from ${tractBook ? sql`tract_book_legals` : sql`legal_descriptions`} l
    left join plats p on p.id = l.plat_id
    left join reference_lists ol on ol.list_name = 'otherLotCodes' and ol.code = l.other_lot_type
    left join reference_lists mu on mu.list_name = 'municipalityCodes' and mu.code = l.municipality
    where ${tractBook ? sql`l.entry_id` : sql`l.doc_id`} = ${of.id} order by l.position`);
  const columns = legalColumns(options);
  const rowsOf = (type: 'MB' | 'LB' | 'CONDO') =>
    result.rows
      .filter((r) => r.legal_type === type)
      .map((r) => ({
        legalDescriptionTypeDetails: columns[type].map((c) =>
          r[c] === null || r[c] === undefined ? '' : String(r[c]),
        ),
      }));
  return {
    metesAndBoundsHeaders: columns.MB,
    metesAndBoundsRows: rowsOf('MB'),
    lotsAndBlocksHeaders: columns.LB,
    lotsAndBlocksRows: rowsOf('LB'),
    condoHeaders: columns.CONDO,
    condoRows: rowsOf('CONDO'),
  };
}

/** The parcel IDs a document names (tax and GIS links). */
export async function parcelIdsOf(db: DbOrTx, docId: number): Promise<string[]> {
  const result = await db.execute<{ parcel_id: string }>(
    sql`select parcel_id from document_parcels where doc_id = ${docId} order by position`,
  );
  return result.rows.map((r) => r.parcel_id);
}
