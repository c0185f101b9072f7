import {
  CHAIN_OF_TITLE_MAX_DOCUMENTS,
  type ChainDocument,
  type ChainOfTitleRequest,
} from '@lrp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { normalizeParcelId } from '../../../lib/normalize';
import { and, intArray, textArray } from '../sql';
import type { ChainParty, LoadedDocument, LoadedTaxLien } from './assemble-chain';

/*
 * What the chain reads: the property's documents (by parcel, lot and block, or section, township and range), the
 * documents that refer to them (assignments, satisfactions and releases often carry no legal description), and
 * the tax liens filed against its owners' names. A judicially protected document is left out for a viewer who
 * may not see protected documents, as in every search.
 */

/** Which legal descriptions or parcels are the property. */
function propertyCondition(request: ChainOfTitleRequest, platId: number | null): SQL {
  switch (request.by) {
    case 'PARCEL':
      return sql`d.id in (select pc.doc_id from document_parcels pc where pc.parcel_norm = ${normalizeParcelId(request.parcelId)})`;
    case 'LOT_BLOCK':
      return sql`d.id in (select l.doc_id from legal_descriptions l where ${and(
        sql`l.plat_id = ${platId ?? -1}`,
        sql`l.legal_type in ('LB', 'CONDO')`,
        sql`l.lot = ${request.lot.toUpperCase()}`,
        request.block ? sql`l.block = ${request.block.toUpperCase()}` : sql`l.block is null`,
      )})`;
    case 'SECTION':
      return sql`d.id in (select l.doc_id from legal_descriptions l where ${and(
        sql`l.township = ${Number(request.township)}`,
        sql`l.range = ${Number(request.range)}`,
        sql`l.section = ${Number(request.section)}`,
        request.qq ? sql`l.qq = ${request.qq}` : null,
        request.q ? sql`l.q = ${request.q}` : null,
        sql`l.legal_type = 'MB'`,
      )})`;
  }
}

const visible = (viewProtected: boolean) => (viewProtected ? null : sql`not d.judicial_protection`);

/**
 * The property's documents and those referring to them, newest first up to the limit (a chain is read back from
 * today); `truncated` when the property has more.
 */
export async function propertyDocumentIds(
  db: DbOrTx,
  request: ChainOfTitleRequest,
  platId: number | null,
  viewProtected: boolean,
): Promise<{ ids: number[]; truncated: boolean }> {
  const own = await db.execute<{ id: number }>(sql`
    select d.id from documents d
    where ${and(propertyCondition(request, platId), visible(viewProtected))}
    order by d.recorded_at desc, d.doc_number desc limit ${CHAIN_OF_TITLE_MAX_DOCUMENTS + 1}`);
  const truncated = own.rows.length > CHAIN_OF_TITLE_MAX_DOCUMENTS;
  const ids = own.rows.slice(0, CHAIN_OF_TITLE_MAX_DOCUMENTS).map((r) => r.id);
  if (!ids.length) return { ids, truncated };
  const referring = await db.execute<{ id: number }>(sql`
    select distinct d.id from reference_documents r join documents d on d.id = r.doc_id
    where ${and(sql`r.ref_doc_id = any(${intArray(ids)})`, visible(viewProtected))}`);
  return { ids: [...new Set([...ids, ...referring.rows.map((r) => r.id)])], truncated };
}

type DocumentRow = {
  id: number;
  document_type: string;
  doc_number: string | number;
  display_doc_number: string;
  instrument_code: string;
  instrument_group: string;
  instrument_description: string;
  recorded_date: string;
  recorded_at: string;
  amount: number | null;
  page_count: number;
  image_allowed: boolean;
  parties: { grantor: boolean; name: string; key: string }[];
  refers_to: number[];
};

/** The columns every chain document is read with (`d` documents, `rl` its instrument's description). */
const DOCUMENT_COLUMNS = sql`d.id, d.document_type, d.doc_number, d.display_doc_number, d.instrument_code,
  d.instrument_group, coalesce(rl.description, d.instrument_code) as instrument_description,
  to_char(d.recorded_at, 'MM/DD/YYYY') as recorded_date, d.recorded_at::text as recorded_at,
  coalesce(d.sale_price, d.mortgage_amount)::float8 as amount, d.page_count, d.image_allowed,
  coalesce((select json_agg(json_build_object('grantor', p.is_grantor, 'name', p.display_name,
    'key', p.last_norm || '|' || p.first_norm) order by p.is_grantor desc, p.position)
    from document_parties p where p.doc_id = d.id), '[]') as parties,
  coalesce((select json_agg(r.ref_doc_id order by r.position) from reference_documents r
    where r.doc_id = d.id and r.ref_doc_id is not null), '[]') as refers_to`;
const INSTRUMENT_JOIN = sql`left join reference_lists rl on rl.list_name = 'instrumentCodes' and rl.code = d.instrument_code`;

function chainDocument(r: DocumentRow, amount: number | null = r.amount): ChainDocument {
  const party = (grantor: boolean) =>
    r.parties.filter((p) => p.grantor === grantor).map((p) => p.name);
  return {
    docId: r.id,
    documentType: r.document_type,
    displayDocNumber: r.display_doc_number,
    instrumentCode: r.instrument_code,
    instrumentDescription: r.instrument_description,
    recordedDate: r.recorded_date,
    grantors: party(true),
    grantees: party(false),
    amount: amount === null ? null : Number(amount),
    pageCount: r.page_count,
    imageAllowed: r.image_allowed,
    sourcedDocKey: {
      docKeyType: 'DOCUMENT',
      docKeyNumber: String(r.id),
      imageKeyType: r.document_type,
    },
  };
}

const partiesOf = (r: DocumentRow, grantor: boolean): ChainParty[] =>
  r.parties.filter((p) => p.grantor === grantor).map(({ name, key }) => ({ name, key }));

export async function loadChainDocuments(db: DbOrTx, ids: number[]): Promise<LoadedDocument[]> {
  if (!ids.length) return [];
  const result = await db.execute<DocumentRow>(sql`
    select ${DOCUMENT_COLUMNS} from documents d ${INSTRUMENT_JOIN} where d.id = any(${intArray(ids)})`);
  return result.rows.map((r) => ({
    document: chainDocument(r),
    instrumentGroup: r.instrument_group,
    recordedAt: r.recorded_at,
    docNumber: Number(r.doc_number),
    grantors: partiesOf(r, true),
    grantees: partiesOf(r, false),
    refersTo: r.refers_to,
  }));
}

/** A release the tax system names, as a chain document: the portal's copy when it has one. */
function releaseDocument(
  release: { type: string; number: number; display: string; date: string },
  onFile: DocumentRow | undefined,
): ChainDocument {
  if (onFile) return chainDocument(onFile, null);
  return {
    docId: null,
    documentType: release.type,
    displayDocNumber: release.display,
    instrumentCode: 'REL',
    instrumentDescription: 'Release',
    recordedDate: release.date,
    grantors: [],
    grantees: [],
    amount: null,
    pageCount: 0,
    imageAllowed: false,
    sourcedDocKey: null,
  };
}

/** The tax liens naming any of `ownerKeys` ('LAST|FIRST') as a taxpayer, with their releases. */
export async function loadOwnersTaxLiens(
  db: DbOrTx,
  ownerKeys: string[],
  viewProtected: boolean,
): Promise<LoadedTaxLien[]> {
  if (!ownerKeys.length) return [];
  const liens = await db.execute<
    DocumentRow & {
      lien_date: string;
      total_amount: number;
      taxpayers: ChainParty[];
      releases: {
        partial: boolean;
        type: string;
        number: number;
        display: string;
        date: string;
        revoked: boolean;
      }[];
    }
  >(sql`
    select ${DOCUMENT_COLUMNS}, l.lien_date::text as lien_date, l.total_amount::float8 as total_amount,
      (select json_agg(json_build_object('name', t.name, 'key', t.last_norm || '|' || t.first_norm) order by t.position)
        from tax_lien_taxpayers t where t.lien_id = l.id) as taxpayers,
      coalesce((select json_agg(json_build_object('partial', x.partial_full_flag = 'P', 'type', x.release_document_type,
        'number', x.release_doc_number, 'display', x.release_display_doc_number,
        'date', to_char(x.release_date, 'MM/DD/YYYY'), 'revoked', x.revoke_doc_number is not null) order by x.position)
        from tax_lien_releases x where x.lien_id = l.id), '[]') as releases
    from tax_liens l join documents d on d.id = l.doc_id ${INSTRUMENT_JOIN}
    where ${and(
      // The surname through the taxpayers' name index, then the whole name.
      sql`l.id in (select t.lien_id from tax_lien_taxpayers t where t.last_norm = any(${textArray(ownerKeys.map((k) => k.split('|')[0]))})
        and t.last_norm || '|' || t.first_norm = any(${textArray(ownerKeys)}))`,
      visible(viewProtected),
    )}`);
  const releases = liens.rows.flatMap((l) => l.releases.filter((x) => !x.revoked));
  const onFile = new Map<string, DocumentRow>();
  if (releases.length) {
    const found = await db.execute<DocumentRow>(sql`
      select ${DOCUMENT_COLUMNS} from documents d ${INSTRUMENT_JOIN}
      where d.doc_number = any(${intArray(releases.map((x) => Number(x.number)))})`);
    for (const r of found.rows) onFile.set(`${r.document_type}:${r.doc_number}`, r);
  }
  return liens.rows.map((l) => ({
    document: chainDocument(l, l.total_amount),
    recordedAt: l.recorded_at,
    docNumber: Number(l.doc_number),
    lienDate: l.lien_date,
    taxpayers: l.taxpayers,
    releases: l.releases
      .filter((x) => !x.revoked)
      .map((x) => ({
        partial: x.partial,
        document: releaseDocument(x, onFile.get(`${x.type}:${x.number}`)),
      })),
  }));
}
