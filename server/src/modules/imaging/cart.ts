import {
  formatPageList,
  type CartOrder,
  type CartOrderRequest,
  type PayDownloadOrderResult,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { formatCents } from '../../lib/cents';
import { IMAGING_ORDER } from '../../messages';
import { feeSchedule, type Coded, type ScheduleFigures } from './fee-schedule';
import { cancelImageState, openOrder, payOrders, type OpenedOrder } from './orders';
import { payerSchedule } from './payer-schedule';

/*
 * The image cart (contract: imaging.ts, "The image cart"): the pages of several records bought in one payment.
 * Each record is its own order, priced by the same rules as a single download (orders.ts) and charged as its own
 * ledger movement; the cart's fee schedule is their sum against the payer's balance, and paying the cart pays
 * every order in one transaction, all or none (payOrders). A card payer's orders are all drawn from the one
 * preauthorization. The cart itself is the browser's list: the server keeps only the orders.
 */

const C = IMAGING_ORDER;

/** POST imaging/computeCartOrder: opens an order per item (cancelling the cart's previous orders) and sums them. */
export async function computeCartOrder(
  app: FastifyInstance,
  user: UserRow,
  request: CartOrderRequest,
): Promise<CartOrder> {
  for (const guid of request.imageStateGuids ?? []) await cancelImageState(app.db, user, guid);
  const opened: OpenedOrder[] = [];
  // One at a time: a refused item (a record the user may not see, a bad page list) cancels the ones before it.
  try {
    for (const item of request.items) opened.push(await openOrder(app, user, item));
  } catch (error) {
    for (const { order } of opened) await cancelImageState(app.db, user, order.imageState.guid);
    throw error;
  }
  return {
    feeSchedule: await cartSchedule(app, user, opened),
    orders: opened.map(({ order, content }, i) => ({
      title: content.title,
      sourcedDocKey: {
        docKeyType: content.record!.kind,
        docKeyNumber: String(content.record!.id),
        imageKeyType: request.items[i].sourcedDocKey.imageKeyType,
      },
      pageCount: content.pages.length,
      total: formatCents(content.payer === 'free' ? 0 : content.total),
      imageState: order.imageState,
    })),
  };
}

/** POST imaging/payCartOrder: every order of the cart in one transaction, or none. */
export const payCartOrder = (
  app: FastifyInstance,
  user: UserRow,
  guids: readonly string[],
): Promise<PayDownloadOrderResult> => payOrders(app, user, [...new Set(guids)]);

async function cartSchedule(app: FastifyInstance, user: UserRow, opened: OpenedOrder[]) {
  const contents = opened.map((o) => o.content);
  const { payer } = contents[0];
  const account = opened[0].account;
  const free = payer === 'free';
  const total = free ? 0 : contents.reduce((sum, c) => sum + c.total, 0);
  const pages = contents.reduce((n, c) => n + c.pages.length, 0);
  const newImages = contents.reduce((n, c) => n + c.newPages.length, 0);
  const imageCount = (n: number) => (n === 1 ? C.oneImage : C.images({ n }));
  // A cart of one record reads as that record's download.
  const one = contents.length === 1;
  const selected = !one
    ? C.cartSelected({ n: contents.length, pages })
    : pages === 1
      ? C.pageSelected
      : C.pagesSelected({ n: pages });
  const coded: Coded = {
    title: one ? C.downloadTitle({ item: contents[0].title }) : C.cartTitle({ n: contents.length }),
    purchaseMessage: [selected],
    lines: contents.map((c) => ({
      description: C.cartLine({ item: c.title, pages: formatPageList(c.pages) }),
      amount: payer === 'flatFee' ? imageCount(c.newPages.length) : null,
    })),
    alreadyPurchasedMessage: null,
    insufficientBalanceMessage: null,
    noPurchasingOptionsMessage: null,
    downloadButtonText:
      total > 0 ? C.payAndDownloadButton({ amount: formatCents(total) }) : C.downloadButton,
  };
  const figures: ScheduleFigures = {
    beginningBalance: null,
    total: payer === 'flatFee' ? imageCount(newImages).message : formatCents(total),
    endingBalance: null,
    insufficientBalance: false,
    buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: false },
    preauthorized: false,
  };
  // The cart offers no add-on: a short balance is said, and money is added (or a card preauthorized) first.
  const paid = await payerSchedule(app, {
    user,
    payer,
    account,
    total,
    newImages,
    selected,
    offersAddOns: false,
    coded,
    figures,
  });
  const amounts = contents.map((c) => formatCents(free ? 0 : c.total));
  return feeSchedule(paid.coded, paid.figures, amounts);
}
