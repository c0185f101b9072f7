import {
  formatPageList,
  type CartOrder,
  type CartOrderRequest,
  type PayDownloadOrderResult,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { cardGatewayOf } from '../../gateways/card';
import { centsFromText, formatCents } from '../../lib/cents';
import { IMAGING_ORDER } from '../../messages';
import { UNLIMITED_IMAGES } from '../ledger/service';
import { feeSchedule, type Coded, type ScheduleFigures } from './fee-schedule';
import { preauthorizationLeft } from '../creditcard/preauthorization-left';
import { onePeriod } from './one-period';
import { cancelImageState, openOrder, payOrders, type OpenedOrder } from './orders';
import { escrowShortfall, imagesShortfall } from './shortfall';

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
  let coded: Coded = {
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
  let figures: ScheduleFigures = {
    beginningBalance: null,
    total: payer === 'flatFee' ? imageCount(newImages).message : formatCents(total),
    endingBalance: null,
    insufficientBalance: false,
    buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: false },
    preauthorized: false,
  };
  // The cart offers no add-on: a short balance is said, and money is added (or a card preauthorized) first.
  switch (payer) {
    case 'free':
      coded = { ...coded, purchaseMessage: [selected, C.freePurchase] };
      break;
    case 'invoice':
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.invoicePurchase({ account: account!.name }))],
      };
      break;
    case 'escrow': {
      const balance = centsFromText(account!.escrowBalance);
      const insufficient = balance < total;
      const escrow = await app.countyConfig.get('escrow');
      // What the balance is short of and who can add it (shortfall.ts), as for a single download.
      const shortfall = await escrowShortfall(app.db, {
        user,
        account: account!,
        balance,
        total,
        adminsMayAdd:
          account!.status === 'A' && escrow.reloadByCreditCard && cardGatewayOf(app) !== null,
        limits: escrow,
      });
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.escrowPurchase({ account: account!.name }))],
        insufficientBalanceMessage: insufficient ? C.insufficientEscrow : null,
      };
      figures = {
        ...figures,
        beginningBalance: formatCents(balance),
        endingBalance: formatCents(balance - total),
        insufficientBalance: insufficient,
        shortfall,
      };
      break;
    }
    case 'flatFee': {
      const remaining = account!.imagesRemaining;
      const unlimited = remaining === UNLIMITED_IMAGES;
      const insufficient = !unlimited && remaining < newImages;
      const flatFeeOverride = await app.countyConfig.get('flatFeeOverride');
      const shortfall = unlimited
        ? null
        : await imagesShortfall(app.db, {
            user,
            account: account!,
            remaining,
            needed: newImages,
            adminsMayAdd:
              flatFeeOverride.accountAdminReload && account!.paymentMethod !== 'CREDIT_CARD',
          });
      coded = {
        ...coded,
        purchaseMessage: [selected, onePeriod(C.flatFeePurchase({ account: account!.name }))],
        insufficientBalanceMessage: insufficient ? C.insufficientImages : null,
        downloadButtonText: C.downloadButton,
      };
      figures = {
        ...figures,
        beginningBalance: unlimited ? null : imageCount(remaining).message,
        endingBalance: unlimited ? null : imageCount(Math.max(remaining - newImages, 0)).message,
        insufficientBalance: insufficient,
        shortfall,
      };
      break;
    }
    case 'card': {
      const left = await preauthorizationLeft(app.db, user.id);
      const insufficient = total > 0 && (left === null || left < total);
      coded = {
        ...coded,
        purchaseMessage: [
          selected,
          left === null ? C.cardPurchase : C.cardPreauthorized({ amount: formatCents(left) }),
        ],
        insufficientBalanceMessage: !insufficient
          ? null
          : left === null
            ? C.needsPreauthorization
            : C.insufficientCard,
      };
      figures = {
        ...figures,
        beginningBalance: left === null ? null : formatCents(left),
        endingBalance: left === null ? null : formatCents(left - total),
        insufficientBalance: insufficient,
        buyOptions: { ...figures.buyOptions, creditCard: cardGatewayOf(app) !== null },
        preauthorized: left !== null,
      };
      break;
    }
  }
  const amounts = contents.map((c) => formatCents(free ? 0 : c.total));
  return feeSchedule(coded, figures, amounts);
}
