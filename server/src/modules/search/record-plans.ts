import type { SearchCriteria, SortDirection } from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { normalizeName } from '../../lib/normalize';
import { documentNumberIs, legalConditions, type Scope } from './document-plans';
import { tablePlan, type SearchPlan } from './plan';
import {
  and,
  codeFilter,
  contains,
  dateBetween,
  direction,
  overlapsDates,
  recordedBetween,
  startsWith,
} from './sql';

/*
 * The searches with results of their own: tax liens, Torrens certificates, tract-book entries and
 * grantor-grantee books.
 */

/** Tax Lien Search: by taxpayer name, recorded date range, document number (the lien's, a release's or a revision's) or lien number. */
export function taxLienPlan(
  c: SearchCriteria<'searchByTaxLien'>,
  key: string,
  dir: SortDirection,
  scope: Scope,
): SearchPlan {
  let where: SQL;
  switch (c.searchByTaxLienMethod) {
    case 'TAXPAYER':
      where = sql`l.id in (select t.lien_id from tax_lien_taxpayers t where ${and(
        startsWith(sql`t.last_norm`, c.taxpayerName),
        c.taxpayerFirstName.trim() ? startsWith(sql`t.first_norm`, c.taxpayerFirstName) : null,
        c.taxpayerMiddleInitial.trim()
          ? sql`t.middle_initial = ${c.taxpayerMiddleInitial.trim().toUpperCase()}`
          : null,
      )})`;
      break;
    case 'DATERANGE':
      where = recordedBetween(sql`d.recorded_at`, c.fromRecordedDate, c.toRecordedDate);
      break;
    case 'DOCUMENTNUMBER': {
      // The lien's own document, a release, a revocation or a revision: one union, each part from its index.
      const n = c.documentNumber;
      where = and(
        codeFilter(sql`d.document_type`, c.documentType),
        sql`l.id in (
          select ld.id from tax_liens ld join documents dd on dd.id = ld.doc_id
            where ${documentNumberIs({ number: sql`dd.doc_number`, display: sql`dd.display_doc_number` }, n)}
          union select r.lien_id from tax_lien_releases r
            where ${documentNumberIs({ number: sql`r.release_doc_number`, display: sql`r.release_display_doc_number` }, n)}
          union select r.lien_id from tax_lien_releases r
            where ${documentNumberIs({ number: sql`r.revoke_doc_number`, display: sql`r.revoke_display_doc_number` }, n)}
          union select v.lien_id from tax_lien_revisions v
            where ${documentNumberIs({ number: sql`v.doc_number`, display: sql`v.display_doc_number` }, n)})`,
      );
      break;
    }
    case 'LIENNUMBER':
      // Lien numbers are kept in upper case (digits, or ST and digits): the unique index answers.
      where = sql`l.lien_number = ${c.lienNumber.trim().toUpperCase()}`;
      break;
  }
  const d = direction(dir);
  const order =
    key === 'recordedDate'
      ? sql`d.recorded_at ${d}, d.doc_number ${d}`
      : key === 'lienDate'
        ? sql`l.lien_date ${d}, d.doc_number ${d}`
        : key === 'lienNumber'
          ? sql`l.lien_number ${d}`
          : sql`d.doc_number ${d}, l.id ${d}`;
  return tablePlan(
    sql`tax_liens l join documents d on d.id = l.doc_id`,
    sql`l.id`,
    and(where, scope.viewProtected ? null : sql`not d.judicial_protection`),
    order,
  );
}

function torrensOrder(key: string, dir: SortDirection): SQL {
  const d = direction(dir);
  if (key === 'certifiedDate') return sql`c.certified_date ${d}, c.certificate_sort ${d}`;
  if (key === 'book')
    return sql`lpad(coalesce(c.book, ''), 12, '0') ${d}, lpad(coalesce(c.page, ''), 12, '0') ${d}, c.certificate_sort ${d}`;
  return sql`c.certificate_sort ${d}, c.id ${d}`;
}

/** Torrens Certificate: the certificate with that number (leading zeros and spaces ignored). */
export function torrensCertificatePlan(
  c: SearchCriteria<'searchByTorrensCertificate'>,
  key: string,
  dir: SortDirection,
): SearchPlan {
  const text = c.certificateNumber.trim();
  const where = !text
    ? sql`false`
    : /^\d{1,15}$/.test(text)
      ? sql`c.certificate_sort = ${Number(text)}`
      : sql`c.certificate_number = ${text.toUpperCase()}`;
  return tablePlan(sql`torrens_certificates c`, sql`c.id`, where, torrensOrder(key, dir));
}

/**
 * Torrens Text: the words in the certificate's legal description, recital or memorials (pg_trgm indexes), or
 * a memorialized document's number; the scope narrows where to look.
 */
export function torrensTextPlan(
  c: SearchCriteria<'searchByTorrensText'>,
  key: string,
  dir: SortDirection,
): SearchPlan {
  const text = c.text.trim();
  // Each scope is a set of certificate ids from its own index; All Sections is their union.
  const scopes: Record<Exclude<typeof c.searchIn, 'ALL'>, SQL> = {
    LEGAL: sql`select t.id from torrens_certificates t where ${contains(sql`t.legal_text`, text)}`,
    RECITAL: sql`select t.id from torrens_certificates t where ${contains(sql`t.recital_text`, text)}`,
    MEMORIAL: sql`select m.certificate_id from torrens_memorials m where ${contains(sql`m.memorial_text`, text)}`,
    DOCUMENT: sql`select m.certificate_id from torrens_memorials m join documents md on md.id = m.doc_id
      where ${documentNumberIs({ number: sql`md.doc_number`, display: sql`md.display_doc_number` }, text)}`,
  };
  const ids =
    c.searchIn === 'ALL' ? sql.join(Object.values(scopes), sql` union `) : scopes[c.searchIn];
  return tablePlan(
    sql`torrens_certificates c`,
    sql`c.id`,
    text ? sql`c.id in (${ids})` : sql`false`,
    torrensOrder(key, dir),
  );
}

function tractBookOrder(key: string, dir: SortDirection): SQL {
  const d = direction(dir);
  if (key === 'recordedDate') return sql`e.recorded_date ${d}, e.id ${d}`;
  return sql`e.tract_book_id ${d}, e.recorded_date ${d}, e.id ${d}`;
}

export function tractBookIdPlan(
  c: SearchCriteria<'searchByTractBookId'>,
  key: string,
  dir: SortDirection,
): SearchPlan {
  return tablePlan(
    sql`tract_book_entries e`,
    sql`e.id`,
    sql`e.tract_book_id = ${c.tractBookId.trim().toUpperCase()}`,
    tractBookOrder(key, dir),
  );
}

export function tractBookLegalPlan(
  c: SearchCriteria<'searchByTractBookLegal'>,
  platId: number | null,
  key: string,
  dir: SortDirection,
): SearchPlan {
  return tablePlan(
    sql`tract_book_entries e`,
    sql`e.id`,
    and(
      sql`e.id in (select l.entry_id from tract_book_legals l where ${legalConditions(c, platId)})`,
      dateBetween(sql`e.recorded_date`, c.fromRecordedDate, c.toRecordedDate),
    ),
    tractBookOrder(key, dir),
  );
}

/** Grantor Grantee Book: the volumes whose name range holds the name and whose years overlap the dates. */
export function grantorGranteeBookPlan(
  c: SearchCriteria<'searchByGrantorGranteeBook'>,
  key: string,
  dir: SortDirection,
): SearchPlan {
  const name = normalizeName(c.grantorGranteeLastName);
  const d = direction(dir);
  const order =
    key === 'fromName'
      ? sql`g.from_norm ${d}, g.id ${d}`
      : key === 'fromDate'
        ? sql`g.from_date ${d}, g.id ${d}`
        : sql`g.id ${d}`;
  const side =
    c.grantorGranteeSearchIn === 'GRANTORS'
      ? sql`g.book_type = 'GRANTOR'`
      : c.grantorGranteeSearchIn === 'GRANTEES'
        ? sql`g.book_type = 'GRANTEE'`
        : null;
  return tablePlan(
    sql`grantor_grantee_books g`,
    sql`g.id`,
    and(
      name ? sql`g.from_norm ~<=~ ${name} and g.to_norm ~>=~ ${name}` : sql`false`,
      side,
      overlapsDates(sql`g.from_date`, sql`g.to_date`, c.fromRecordedDate, c.toRecordedDate),
    ),
    order,
  );
}
