import type {
  GrantorGranteeBookResult,
  TaxLienResult,
  TorrensCertificateResult,
  TractBookResult,
} from '@lrp/contract';
import { TORRENS_STATUSES } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookAndPage, documentKey } from './document-rows';
import { intArray } from './sql';

/*
 * Loading the rows of the tax-lien, Torrens, tract-book and grantor-grantee book results, in the order found.
 * The historical books' images are abstract records (image key type ABSTRACT); a certificate's are TORRENS.
 */

function inOrder<T>(ids: readonly number[], rows: Map<number, T>): T[] {
  return ids.map((id) => rows.get(id)).filter((r): r is T => r !== undefined);
}

function groupBy<R extends Record<string, unknown>, K extends keyof R>(
  rows: readonly R[],
  key: K,
): Map<R[K], R[]> {
  const groups = new Map<R[K], R[]>();
  for (const row of rows) groups.set(row[key], [...(groups.get(row[key]) ?? []), row]);
  return groups;
}

export async function loadTaxLienRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<TaxLienResult[]> {
  if (!ids.length) return [];
  const list = intArray(ids);
  const [liens, taxpayers, releases, revisions] = await Promise.all([
    db.execute<{
      id: number;
      doc_id: number;
      document_type: string;
      doc_number: string | number;
      display_doc_number: string;
      instrument_code: string;
      instrument_description: string;
      recorded_date: string;
      recorded_date_time: string;
      image_allowed: boolean;
      page_count: number;
      lien_number: string;
      lien_date: string;
      lien_type: string;
      total_amount: number;
    }>(sql`
      select l.id, d.id as doc_id, d.document_type, d.doc_number, d.display_doc_number, d.instrument_code,
        coalesce(rl.description, d.instrument_code) as instrument_description,
        to_char(d.recorded_at, 'MM/DD/YYYY') as recorded_date, to_char(d.recorded_at, 'MM/DD/YYYY HH12:MI AM') as recorded_date_time,
        d.image_allowed, d.page_count, l.lien_number, to_char(l.lien_date, 'MM/DD/YYYY') as lien_date, l.lien_type,
        l.total_amount::float8 as total_amount
      from tax_liens l join documents d on d.id = l.doc_id
      left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code
      where l.id = any(${list})`),
    db.execute<{
      lien_id: number;
      name: string;
      last_name: string;
      first_name: string;
      middle_initial: string;
      display_address: string;
    }>(sql`
      select lien_id, name, last_name, first_name, middle_initial, display_address from tax_lien_taxpayers
      where lien_id = any(${list}) order by lien_id, position`),
    db.execute<{
      lien_id: number;
      partial_full_flag: 'P' | 'F';
      release_document_type: string;
      release_doc_number: string | number;
      release_display_doc_number: string;
      release_date: string;
      revoke_document_type: string | null;
      revoke_doc_number: string | number | null;
      revoke_display_doc_number: string | null;
      revoke_date: string | null;
    }>(sql`
      select lien_id, partial_full_flag, release_document_type, release_doc_number, release_display_doc_number,
        to_char(release_date, 'MM/DD/YYYY') as release_date, revoke_document_type, revoke_doc_number, revoke_display_doc_number,
        to_char(revoke_date, 'MM/DD/YYYY') as revoke_date
      from tax_lien_releases where lien_id = any(${list}) order by lien_id, position`),
    db.execute<{
      lien_id: number;
      flag: string;
      document_type: string;
      doc_number: string | number;
      display_doc_number: string;
    }>(sql`
      select lien_id, flag, document_type, doc_number, display_doc_number from tax_lien_revisions
      where lien_id = any(${list}) order by lien_id, position`),
  ]);
  const taxpayersOf = groupBy(taxpayers.rows, 'lien_id');
  const releasesOf = groupBy(releases.rows, 'lien_id');
  const revisionsOf = groupBy(revisions.rows, 'lien_id');
  const rows = new Map(
    liens.rows.map((l): [number, TaxLienResult] => [
      l.id,
      {
        docId: l.doc_id,
        lienId: l.id,
        documentType: l.document_type,
        docNumber: Number(l.doc_number),
        displayDocNumber: l.display_doc_number,
        instrumentCode: l.instrument_code,
        instrumentDescription: l.instrument_description,
        recordedDate: l.recorded_date,
        recordedDateTime: l.recorded_date_time,
        imageAllowed: l.image_allowed,
        pageCount: l.page_count,
        sourcedDocKey: documentKey(l.doc_id, l.document_type),
        lienNumber: l.lien_number,
        lienDate: l.lien_date,
        lienType: l.lien_type,
        totalAmount: l.total_amount,
        taxpayerSearchResults: (taxpayersOf.get(l.id) ?? []).map((t) => ({
          name: t.name,
          lastName: t.last_name,
          firstName: t.first_name,
          middleInitial: t.middle_initial,
          displayAddress: t.display_address,
        })),
        releaseSearchResults: (releasesOf.get(l.id) ?? []).map((r) => ({
          partialFullFlag: r.partial_full_flag,
          releaseDocNumber: String(r.release_doc_number),
          releaseDocType: r.release_document_type,
          releaseDisplayDocNumber: r.release_display_doc_number,
          releaseDate: r.release_date,
          revokeDocNumber: r.revoke_doc_number === null ? '' : String(r.revoke_doc_number),
          revokeDocType: r.revoke_document_type ?? '',
          revokeDisplayDocNumber: r.revoke_display_doc_number ?? '',
          revokeDate: r.revoke_date ?? '',
        })),
        revisionSearchResults: (revisionsOf.get(l.id) ?? []).map((v) => ({
          flag: v.flag,
          docNumber: String(v.doc_number),
          docType: v.document_type,
          displayDocNumber: v.display_doc_number,
        })),
      },
    ]),
  );
  return inOrder(ids, rows);
}

export const certificateKey = (id: number) => ({
  docKeyType: 'TORRENS_CERTIFICATE' as const,
  docKeyNumber: String(id),
  imageKeyType: 'TORRENS',
});

export async function loadTorrensRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<TorrensCertificateResult[]> {
  if (!ids.length) return [];
  const list = intArray(ids);
  const [certificates, cancelledBy] = await Promise.all([
    db.execute<{
      id: number;
      certificate_number: string;
      status: 'C' | 'X' | 'P';
      file_number: string;
      book: string | null;
      page: string | null;
      certified_date: string;
      image_allowed: boolean;
      page_count: number;
    }>(sql`
      select id, certificate_number, status, file_number, book, page, to_char(certified_date, 'MM/DD/YYYY') as certified_date, image_allowed, page_count
      from torrens_certificates where id = any(${list})`),
    db.execute<{ certificate_id: number; by_id: number; by_number: string }>(sql`
      select x.certificate_id, b.id as by_id, b.certificate_number as by_number
      from torrens_cancellations x join torrens_certificates b on b.id = x.cancelled_by_certificate_id
      where x.certificate_id = any(${list}) order by x.certificate_id, b.certificate_sort`),
  ]);
  const byOf = groupBy(cancelledBy.rows, 'certificate_id');
  const rows = new Map(
    certificates.rows.map((c): [number, TorrensCertificateResult] => [
      c.id,
      {
        id: c.id,
        certificateNumber: c.certificate_number,
        sourcedDocKey: certificateKey(c.id),
        shortStatus: c.status,
        status: TORRENS_STATUSES[c.status],
        fileNumber: c.file_number,
        displayBookAndPage: bookAndPage(c.book, c.page),
        certifiedDate: c.certified_date,
        imageAllowed: c.image_allowed,
        pageCount: c.page_count,
        cancelledBySearchResults: (byOf.get(c.id) ?? []).map((b) => ({
          cancelledByCertificateId: b.by_id,
          cancelledByCertificateNumber: b.by_number,
        })),
      },
    ]),
  );
  return inOrder(ids, rows);
}

export const tractBookKey = (id: number) => ({
  docKeyType: 'TRACT_BOOK' as const,
  docKeyNumber: String(id),
  imageKeyType: 'ABSTRACT',
});

export async function loadTractBookRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<TractBookResult[]> {
  if (!ids.length) return [];
  const result = await db.execute<{
    id: number;
    tract_book_id: string;
    recorded_date: string;
    instrument: string;
    grantor: string;
    grantee: string;
    image_allowed: boolean;
    page_count: number;
    first_legal: string | null;
    legal_count: number;
  }>(sql`
    select e.id, e.tract_book_id, to_char(e.recorded_date, 'MM/DD/YYYY') as recorded_date, e.instrument, e.grantor, e.grantee,
      e.image_allowed, e.page_count,
      (select l.description from tract_book_legals l where l.entry_id = e.id order by l.position limit 1) as first_legal,
      (select count(*)::int from tract_book_legals l where l.entry_id = e.id) as legal_count
    from tract_book_entries e where e.id = any(${intArray(ids)})`);
  const rows = new Map(
    result.rows.map((e): [number, TractBookResult] => [
      e.id,
      {
        id: e.id,
        tractBookId: e.tract_book_id,
        recordedDate: e.recorded_date,
        instrument: e.instrument,
        grantor: e.grantor,
        grantee: e.grantee,
        firstLegalDescription: e.first_legal ?? '',
        legalDescriptionCount: e.legal_count,
        imageAllowed: e.image_allowed,
        pageCount: e.page_count,
        sourcedDocKey: tractBookKey(e.id),
      },
    ]),
  );
  return inOrder(ids, rows);
}

export const grantorGranteeBookKey = (id: number) => ({
  docKeyType: 'GRANTOR_GRANTEE_BOOK' as const,
  docKeyNumber: String(id),
  imageKeyType: 'ABSTRACT',
});

export async function loadGrantorGranteeBookRows(
  db: DbOrTx,
  ids: readonly number[],
): Promise<GrantorGranteeBookResult[]> {
  if (!ids.length) return [];
  const result = await db.execute<{
    id: number;
    book_type: 'GRANTOR' | 'GRANTEE';
    volume: string;
    from_name: string;
    to_name: string;
    from_date: string;
    to_date: string;
    image_allowed: boolean;
    page_count: number;
  }>(sql`
    select id, book_type, volume, from_name, to_name, to_char(from_date, 'MM/DD/YYYY') as from_date, to_char(to_date, 'MM/DD/YYYY') as to_date,
      image_allowed, page_count
    from grantor_grantee_books where id = any(${intArray(ids)})`);
  const rows = new Map(
    result.rows.map((g): [number, GrantorGranteeBookResult] => [
      g.id,
      {
        id: g.id,
        type: g.book_type,
        volume: g.volume,
        fromName: g.from_name,
        toName: g.to_name,
        fromDate: g.from_date,
        toDate: g.to_date,
        imageAllowed: g.image_allowed,
        pageCount: g.page_count,
        sourcedDocKey: grantorGranteeBookKey(g.id),
      },
    ]),
  );
  return inOrder(ids, rows);
}
