import {
  criteriaFieldNames,
  normalizeTaxLienCriteria,
  RESULT_KINDS,
  RESULT_ROW_SCHEMAS,
  SEARCH_RESULT_KINDS,
  type ResultKind,
  type SearchCriteria,
  type SearchTypeKey,
  type SortDirection,
} from '@lrp/contract';
import { eq, type SQL } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { DbOrTx } from '../../db/client';
import { plats } from '../../db/schema';
import { SEARCH } from '../../messages';
import { fieldsRefused } from '../../plugins/envelope';
import {
  addressPlan,
  bookAndPagePlan,
  datePlan,
  documentNumberPlan,
  legalDescriptionPlan,
  parcelIdPlan,
  platPlan,
  tractIndexPlan,
  type Scope,
} from './document-plans';
import {
  documentRowsColumns,
  documentRowsJson,
  documentRowsOf,
  type ResultRows,
} from './document-rows';
import { namePlan } from './name-plan';
import type { SearchPlan } from './plan';
import {
  grantorGranteeBookPlan,
  taxLienPlan,
  torrensCertificatePlan,
  torrensTextPlan,
  tractBookIdPlan,
  tractBookLegalPlan,
} from './record-plans';
import {
  loadGrantorGranteeBookRows,
  loadTaxLienRows,
  loadTorrensRows,
  loadTractBookRows,
} from './record-rows';

/*
 * The 15 searches: each type's query plan from its criteria, and the loader of its kind of rows.
 */

type PlanInput<T extends SearchTypeKey> = {
  criteria: SearchCriteria<T>;
  sortKey: string;
  sortDirection: SortDirection;
  scope: Scope;
  platId: number | null;
};

const PLANS: { [T in SearchTypeKey]: (input: PlanInput<T>) => SearchPlan } = {
  searchByAddress: (i) => addressPlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByBookAndPage: (i) => bookAndPagePlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByDate: (i) => datePlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByDocumentNumber: (i) =>
    documentNumberPlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByLegalDescription: (i) =>
    legalDescriptionPlan(i.criteria, i.platId, i.sortKey, i.sortDirection, i.scope),
  searchByName: (i) => namePlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByParcelId: (i) => parcelIdPlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByPlat: (i) => platPlan(i.platId, i.sortKey, i.sortDirection, i.scope),
  searchByTractIndexNMI: (i) => tractIndexPlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByTaxLien: (i) => taxLienPlan(i.criteria, i.sortKey, i.sortDirection, i.scope),
  searchByTorrensCertificate: (i) => torrensCertificatePlan(i.criteria, i.sortKey, i.sortDirection),
  searchByTorrensText: (i) => torrensTextPlan(i.criteria, i.sortKey, i.sortDirection),
  searchByTractBookId: (i) => tractBookIdPlan(i.criteria, i.sortKey, i.sortDirection),
  searchByTractBookLegal: (i) =>
    tractBookLegalPlan(i.criteria, i.platId, i.sortKey, i.sortDirection),
  searchByGrantorGranteeBook: (i) => grantorGranteeBookPlan(i.criteria, i.sortKey, i.sortDirection),
};

type RowLoader = (db: DbOrTx, ids: readonly number[]) => Promise<ResultRows>;

/** Rows built here as objects go out as JSON checked against the kind's row schema. */
function checkedJson<Row>(
  kind: Exclude<ResultKind, 'documents'>,
  load: (db: DbOrTx, ids: readonly number[]) => Promise<Row[]>,
): RowLoader {
  const list = z.array(RESULT_ROW_SCHEMAS[kind] as z.ZodMiniType);
  return async (db, ids) => {
    const rows = await load(db, ids);
    return { count: rows.length, json: JSON.stringify(z.encode(list, rows)) };
  };
}

/**
 * A window's rows as the reply's JSON text, in a statement of their own. Documents (most searches) come as their
 * listings' JSON, which the server does not parse; the listings' test checks them against the contract.
 */
export const ROW_LOADERS: Record<ResultKind, RowLoader> = {
  documents: documentRowsJson,
  taxLiens: checkedJson('taxLiens', loadTaxLienRows),
  torrensCertificates: checkedJson('torrensCertificates', loadTorrensRows),
  tractBooks: checkedJson('tractBooks', loadTractBookRows),
  grantorGranteeBooks: checkedJson('grantorGranteeBooks', loadGrantorGranteeBookRows),
};

/**
 * Kinds whose rows the search's own statement answers (plan.ts, riders), so that a page is one round trip:
 * documents, as their listings' JSON.
 */
export const RIDING_ROWS: Partial<
  Record<
    ResultKind,
    { columns: (ids: SQL) => SQL; of: (answered: Record<string, unknown>) => ResultRows }
  >
> = {
  documents: { columns: documentRowsColumns, of: documentRowsOf },
};

/** The plan of a search (also what the EXPLAIN test looks at). */
export function planFor<T extends SearchTypeKey>(type: T, input: PlanInput<T>): SearchPlan {
  return PLANS[type](input);
}

/** The criteria of a request body: the type's fields only (tax liens normalized to their method). */
export function criteriaOf<T extends SearchTypeKey>(
  type: T,
  body: Record<string, unknown>,
  today: Date,
): SearchCriteria<T> {
  const criteria = Object.fromEntries(
    criteriaFieldNames(type).map((name) => [name, body[name]]),
  ) as SearchCriteria<T>;
  if (type === 'searchByTaxLien')
    return normalizeTaxLienCriteria(
      criteria as SearchCriteria<'searchByTaxLien'>,
      today,
    ) as SearchCriteria<T>;
  return criteria;
}

/** The plat a Lots & Blocks, Plat or Tract Book Legal search names; 400 'A valid plat required.' when unknown. */
export async function resolvePlat(
  db: DbOrTx,
  type: SearchTypeKey,
  criteria: Record<string, unknown>,
): Promise<number | null> {
  const needsPlat =
    type === 'searchByPlat' ||
    ((type === 'searchByLegalDescription' || type === 'searchByTractBookLegal') &&
      criteria.legalType === 'LB');
  if (!needsPlat) return null;
  const [plat] = await db
    .select({ id: plats.id })
    .from(plats)
    .where(eq(plats.code, String(criteria.plat ?? '')));
  if (!plat) throw fieldsRefused({ plat: SEARCH.validPlatRequired });
  return plat.id;
}

export const kindOf = (type: SearchTypeKey): ResultKind => SEARCH_RESULT_KINDS[type];
export const defaultSortKey = (type: SearchTypeKey): string =>
  RESULT_KINDS[kindOf(type)].defaultSortKey;
