import type { SearchTypeKey } from '@lrp/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/*
 * Until migration 0017, the image preview of a Torrens certificate, a tract-book entry or a grantor-grantee book
 * showed and sold the pages of the DOCUMENT with the record's id (the request dropped the record's kind). Those
 * purchases were recorded against that document, and nothing stored says which kind the person had open. This
 * check finds the ones that may have been such a mistake, so the county can review and refund them:
 * - `ambiguous`: purchases recorded before kinds whose id also names an image-bearing record of another kind;
 * - `likely`: of those, the ones whose buyer had searched that other kind of record (Torrens, tract books or the
 *   grantor-grantee books) in the day before buying, as far as the buyer's recent searches still show.
 * A county that never offered those searches has none. The server logs the counts at start when there are any.
 */

const KIND_SEARCHES: Record<'torrens' | 'tractBook' | 'grantorGranteeBook', SearchTypeKey[]> = {
  torrens: ['searchByTorrensCertificate', 'searchByTorrensText'],
  tractBook: ['searchByTractBookId', 'searchByTractBookLegal'],
  grantorGranteeBook: ['searchByGrantorGranteeBook'],
};

export type PurchaseCheck = {
  /** Pages bought before kinds whose record id also names a record of another kind with images. */
  ambiguous: number;
  /** Of those, pages whose buyer had searched that kind the day before buying. */
  likely: number;
  /** The likely ones by buyer and document: what to review. */
  review: { userId: number; docId: number; pages: number; firstPurchasedAt: string }[];
};

const searchedBefore = (types: SearchTypeKey[]) => sql`exists (
  select 1 from search_history h
  where h.user_id = p.user_id and h.search_type in (${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )})
    and h.searched_at between p.purchased_at - interval '1 day' and p.purchased_at)`;

const hasImages = (table: string) =>
  sql.raw(`exists (select 1 from ${table} r where r.id = p.doc_id and r.image_allowed)`);

export async function checkImagePurchases(db: DbOrTx): Promise<PurchaseCheck> {
  const result = await db.execute<{
    user_id: number;
    record_id: number;
    pages: number;
    likely: boolean;
    first_purchased_at: string;
  }>(sql`
    with old as (
      select p.user_id, p.doc_id as record_id, p.purchased_at,
        (${hasImages('torrens_certificates')} and ${searchedBefore(KIND_SEARCHES.torrens)})
          or (${hasImages('tract_book_entries')} and ${searchedBefore(KIND_SEARCHES.tractBook)})
          or (${hasImages('grantor_grantee_books')} and ${searchedBefore(KIND_SEARCHES.grantorGranteeBook)})
          as likely
      from image_purchases p
      where p.recorded_before_kinds and p.record_kind = 'DOCUMENT'
        and (${hasImages('torrens_certificates')} or ${hasImages('tract_book_entries')}
          or ${hasImages('grantor_grantee_books')})
    )
    select user_id, record_id, likely, count(*)::int as pages, min(purchased_at)::text as first_purchased_at
    from old group by user_id, record_id, likely order by user_id, record_id`);
  const rows = result.rows;
  const likely = rows.filter((r) => r.likely);
  return {
    ambiguous: rows.reduce((n, r) => n + r.pages, 0),
    likely: likely.reduce((n, r) => n + r.pages, 0),
    review: likely.map((r) => ({
      userId: r.user_id,
      docId: r.record_id,
      pages: r.pages,
      firstPurchasedAt: r.first_purchased_at,
    })),
  };
}
