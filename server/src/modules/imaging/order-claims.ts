import type { PayDownloadOrderResult } from '@lrp/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { imagePurchases } from '../../db/schema';
import type { RecordRef } from './image-records';
import type { Cents } from '../../lib/cents';
import { priceOrder, type ChargeMethod, type ImageRates } from './pricing';

/*
 * A page is charged once per user and record, however many orders name it and however many server instances
 * pay them. The rule lives in the database: image_purchases has one row per (user, record kind, record id, page), and paying
 * an order first inserts its pages there (ON CONFLICT DO NOTHING). A page another order already bought conflicts
 * at once; a page another order is paying for right now (its row not yet committed) makes this insert wait for
 * that transaction, then conflict if it committed or be claimed here if it rolled back. The pages the insert
 * returns are the ones this order buys, and only those are charged; a refused payment rolls its claims back.
 */

/** Pages of a record the user has bought (in `db`'s view: a transaction sees its own claims). */
export async function purchasedPages(
  db: DbOrTx,
  userId: number,
  record: RecordRef,
): Promise<Set<number>> {
  const rows = await db
    .select({ page: imagePurchases.page })
    .from(imagePurchases)
    .where(
      and(
        eq(imagePurchases.userId, userId),
        eq(imagePurchases.recordKind, record.kind),
        eq(imagePurchases.recordId, record.id),
      ),
    );
  return new Set(rows.map((r) => r.page));
}

/**
 * Claims the pages of an order that nobody has bought or is buying; answers them in ascending order. Every order
 * inserts in that order, so two orders for overlapping pages wait for each other without deadlocking.
 */
export async function claimPages(
  tx: Tx,
  order: { userId: number; record: RecordRef; pages: readonly number[]; guid: string },
): Promise<number[]> {
  const pages = [...new Set(order.pages)].sort((a, b) => a - b);
  if (pages.length === 0) return [];
  const claimed = await tx
    .insert(imagePurchases)
    .values(
      pages.map((page) => ({
        userId: order.userId,
        recordKind: order.record.kind,
        recordId: order.record.id,
        page,
        imageStateGuid: order.guid,
      })),
    )
    .onConflictDoNothing()
    .returning({ page: imagePurchases.page });
  return claimed.map((row) => row.page).sort((a, b) => a - b);
}

/**
 * What the claimed pages cost at the order's rates, given every page of the document bought before them; never
 * more than the total the person confirmed.
 */
export async function priceClaimed(
  tx: Tx,
  input: {
    userId: number;
    record: RecordRef;
    claimed: readonly number[];
    rates: ImageRates;
    method: ChargeMethod;
    confirmed: Cents;
  },
): Promise<Cents> {
  if (input.claimed.length === 0) return 0;
  const mine = new Set(input.claimed);
  const before = new Set(
    [...(await purchasedPages(tx, input.userId, input.record))].filter((page) => !mine.has(page)),
  );
  const { total } = priceOrder({
    rates: input.rates,
    method: input.method,
    pages: input.claimed,
    purchased: before,
  });
  return Math.min(total, input.confirmed);
}

/** A payment refused inside the paying transaction: thrown to roll the claims back, answered as its status. */
export class OrderRefused extends Error {
  constructor(readonly status: Exclude<PayDownloadOrderResult['status'], 'PAID'>) {
    super(`order refused: ${status}`);
    this.name = 'OrderRefused';
  }
}
