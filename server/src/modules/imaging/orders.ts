import type { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import {
  COUNTY_STAFF_ROLES,
  formatPageList,
  parsePageList,
  type DownloadOrder,
  type DownloadOrderRequest,
  type FeeSchedule,
  type ImageResponse,
  type PayDownloadOrderResult,
} from '@lrp/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx, Tx } from '../../db/client';
import { accountDocTypes, imageStates, type AccountRow, type UserRow } from '../../db/schema';
import { formatCents, type Cents } from '../../lib/cents';
import { feeSchedule, type Coded, type ScheduleFigures } from './fee-schedule';
import { IMAGING, IMAGING_ORDER, IMAGING_SERVER_MESSAGES, ruleWords } from '../../messages';
import { ApiError } from '../../plugins/envelope';
import { findAccount, usageBalanceOf } from '../currentUser/service';
import {
  charge,
  chargePreauthorized,
  recordInvoicedCharge,
  useImages as spendImages,
} from '../ledger/service';
import { overCardMaximum, payerSchedule, type PayerKind } from './payer-schedule';
import type { RecordRef } from './image-records';
import { documentPdf, documentPdfDownload, imageDocument, type ImageDocument } from './pages';
import { claimPages, OrderRefused, priceClaimed, purchasedPages } from './order-claims';
import {
  imageRatesFor,
  priceOrder,
  type ChargeMethod,
  type ImageRates,
  type OrderPrice,
} from './pricing';

/*
 * Download orders (spec 1 §4): compute prices the selected pages and opens an image state (kind IMAGE_ORDER)
 * holding what was priced; pay claims the pages (order-claims.ts), charges for the pages it claimed through the
 * ledger once (the image state's row lock and the ledger's idempotency key `image:<guid>`) and closes the state;
 * getImage answers the PDF of the order's pages while the state lives. States expire (STATE_LIFETIME_MINUTES
 * after the last step).
 */

export const STATE_LIFETIME_MINUTES = 30;

export type OrderContent = {
  /** The record the order is for (image-records.ts); an order opened before records had kinds has none. */
  record?: RecordRef;
  title: string;
  pages: number[];
  newPages: number[];
  total: Cents;
  payer: PayerKind;
  accountId: number | null;
  /** The rates and charge method the order was priced with: pay prices the pages it claims with them. */
  rates?: ImageRates;
  method?: ChargeMethod;
  result?: { status: 'PAID' };
};

function payerKindOf(user: UserRow, account: AccountRow | null): PayerKind {
  if (COUNTY_STAFF_ROLES.includes(user.role)) return 'free';
  if (!account) return 'card';
  if (account.accountType === 'FLAT_FEE') return 'flatFee';
  if (account.paymentMethod === 'ESCROW') return 'escrow';
  if (account.paymentMethod === 'INVOICE') return 'invoice';
  return 'card';
}

async function chargeMethodOf(
  db: DbOrTx,
  accountId: number | null,
  documentType: string,
): Promise<ChargeMethod> {
  if (accountId === null) return 'PAGE';
  const [row] = await db
    .select({ method: accountDocTypes.imageChargeMethod })
    .from(accountDocTypes)
    .where(
      and(eq(accountDocTypes.accountId, accountId), eq(accountDocTypes.documentType, documentType)),
    );
  return row?.method ?? 'PAGE';
}

/** The pages an order request names, checked against the document (a bad list is a 400 with the rule's message). */
function requestedPages(request: DownloadOrderRequest, document: ImageDocument): number[] {
  if (request.pageSelectionMethod === 'ENTIRE_DOCUMENT')
    return Array.from({ length: document.pageCount }, (_, i) => i + 1);
  const list = parsePageList(request.selectedAsCsv, document.pageCount);
  if (!list.ok) throw new ApiError(400, ruleWords(list.message));
  if (list.pages.length === 0) throw new ApiError(400, IMAGING.noPagesSelected);
  return list.pages;
}

type Priced = {
  price: OrderPrice;
  payer: PayerKind;
  account: AccountRow | null;
  schedule: FeeSchedule;
  rates: ImageRates;
  method: ChargeMethod;
};

async function priceFor(
  app: FastifyInstance,
  user: UserRow,
  document: ImageDocument,
  pages: number[],
): Promise<Priced> {
  const account = await findAccount(app.db, user.accountId);
  const payer = payerKindOf(user, account);
  const [aLaCarte, creditCard, specialRates, purchased, method] = await Promise.all([
    app.countyConfig.get('aLaCarte'),
    app.countyConfig.get('creditCard'),
    app.countyConfig.get('aLaCarteSpecialRates'),
    purchasedPages(app.db, user.id, document.ref),
    chargeMethodOf(app.db, user.accountId, document.imageKeyType),
  ]);
  const rates = imageRatesFor(
    { aLaCarte, creditCard, specialRates },
    { documentType: document.imageKeyType, instrumentCode: document.instrumentCode },
    payer === 'card',
  );
  const price = priceOrder({ rates, method, pages, purchased });
  if (payer === 'free') price.total = 0;

  const C = IMAGING_ORDER;
  const imageCount = (n: number) => (n === 1 ? C.oneImage : C.images({ n }));
  const lines: Coded['lines'] =
    payer === 'flatFee'
      ? price.newPages.length > 0
        ? [
            {
              description: imageCount(price.newPages.length),
              amount: imageCount(price.newPages.length),
            },
          ]
        : []
      : price.lines.map((line) => ({
          description:
            line.kind === 'DOCUMENT'
              ? C.documentLine
              : line.kind === 'FIRST_PAGE'
                ? C.firstPageLine({ page: line.page ?? 1 })
                : C.pageLine({ page: line.page ?? 1 }),
          amount: null,
        }));
  const amounts = price.lines.map((line) => formatCents(payer === 'free' ? 0 : line.amount));
  const selected =
    price.pages.length === 1 ? C.pageSelected : C.pagesSelected({ n: price.pages.length });
  const coded: Coded = {
    title: C.downloadTitle({ item: document.title }),
    purchaseMessage: [selected],
    lines,
    alreadyPurchasedMessage:
      price.alreadyPurchased.length > 0
        ? C.alreadyPurchased({ pages: formatPageList(price.alreadyPurchased) })
        : null,
    insufficientBalanceMessage: null,
    noPurchasingOptionsMessage: null,
    downloadButtonText:
      price.total > 0
        ? C.payAndDownloadButton({ amount: formatCents(price.total) })
        : C.downloadButton,
  };
  const figures: ScheduleFigures = {
    beginningBalance: null,
    total: lines.length > 1 && payer !== 'flatFee' ? formatCents(price.total) : null,
    endingBalance: null,
    insufficientBalance: false,
    buyOptions: { flatFeeAddOn: false, escrowAddOn: false, creditCard: false },
    preauthorized: false,
  };
  const paid = await payerSchedule(app, {
    user,
    payer,
    account,
    total: price.total,
    newImages: price.newPages.length,
    selected,
    offersAddOns: true,
    coded,
    figures,
  });
  const schedule = feeSchedule(paid.coded, paid.figures, amounts);
  return { price, payer, account, schedule, rates, method };
}

/** An order opened: what computeDownloadOrder answers, and what its state holds (the cart sums them). */
export type OpenedOrder = {
  order: DownloadOrder;
  content: OrderContent;
  account: AccountRow | null;
};

/** computeDownloadOrder (and recompute: the replaced state is cancelled first). */
export async function computeDownloadOrder(
  app: FastifyInstance,
  user: UserRow,
  request: DownloadOrderRequest,
): Promise<DownloadOrder> {
  if (request.imageStateGuid) await cancelImageState(app.db, user, request.imageStateGuid);
  return (await openOrder(app, user, request)).order;
}

/** Prices the request's pages of its record and opens an image state holding what was priced. */
export async function openOrder(
  app: FastifyInstance,
  user: UserRow,
  request: Omit<DownloadOrderRequest, 'imageStateGuid'>,
): Promise<OpenedOrder> {
  const document = await imageDocument(app, user, request.sourcedDocKey);
  const pages = requestedPages(request, document);
  const { price, payer, account, schedule, rates, method } = await priceFor(
    app,
    user,
    document,
    pages,
  );
  const guid = randomUUID();
  const content: OrderContent = {
    record: document.ref,
    title: document.title,
    pages: price.pages,
    newPages: price.newPages,
    total: price.total,
    payer,
    accountId: account?.id ?? null,
    rates,
    method,
  };
  const [state] = await app.db
    .insert(imageStates)
    .values({
      guid,
      userId: user.id,
      kind: 'IMAGE_ORDER',
      content,
      expiresAt: sql`now() + make_interval(mins => ${STATE_LIFETIME_MINUTES}::int)`,
    })
    .returning({ expiresAt: imageStates.expiresAt });
  return {
    order: {
      feeSchedule: schedule,
      imageState: { guid, expiresAt: state.expiresAt.toISOString() },
    },
    content,
    account,
  };
}

/** Discards the user's own open state (Back, Close, Cancel, recompute). */
export async function cancelImageState(db: DbOrTx, user: UserRow, guid: string): Promise<void> {
  await db
    .update(imageStates)
    .set({ status: 'CANCELLED' })
    .where(
      and(
        eq(imageStates.guid, guid),
        eq(imageStates.userId, user.id),
        eq(imageStates.status, 'OPEN'),
      ),
    );
}

async function orderState(db: DbOrTx, user: UserRow, guid: string, lock: boolean) {
  const query = db
    .select({
      content: imageStates.content,
      status: imageStates.status,
      live: sql<boolean>`${imageStates.expiresAt} > now()`,
    })
    .from(imageStates)
    .where(
      and(
        eq(imageStates.guid, guid),
        eq(imageStates.userId, user.id),
        eq(imageStates.kind, 'IMAGE_ORDER'),
      ),
    );
  const [state] = lock ? await query.for('update') : await query;
  if (!state) throw new ApiError(404, IMAGING_SERVER_MESSAGES.orderGone);
  return { ...state, content: state.content as OrderContent };
}

async function usageBalanceNow(
  app: FastifyInstance,
  user: UserRow,
  db: DbOrTx,
): Promise<string | null> {
  const account = await findAccount(db, user.accountId);
  return usageBalanceOf(user.role, account, await app.countyConfig.get('flatFee', db));
}

/**
 * Pays one open order inside the caller's transaction: claims its pages, charges for those it claimed, once
 * (a repeat answers PAID again without charging). Pages another order bought or is buying are not charged again
 * (order-claims.ts). A refusal throws OrderRefused: the caller rolls back, and with it the claims.
 */
export async function payOrderIn(tx: Tx, user: UserRow, guid: string): Promise<'PAID' | 'EXPIRED'> {
  const state = await orderState(tx, user, guid, true);
  if (state.status === 'DONE' && state.content.result) return 'PAID';
  if (state.status !== 'OPEN' || !state.live) return 'EXPIRED';
  const order = state.content;
  // An order priced before pay re-priced its claimed pages carries no rates: it is priced again.
  // So does an order opened before records had kinds: it is priced again against the right record.
  if (!order.rates || !order.method || !order.record) return 'EXPIRED';
  const claimed = await claimPages(tx, {
    userId: user.id,
    record: order.record,
    pages: order.pages,
    guid,
  });
  const total =
    order.payer === 'free'
      ? 0
      : await priceClaimed(tx, {
          userId: user.id,
          record: order.record,
          claimed,
          rates: order.rates,
          method: order.method,
          confirmed: order.total,
        });
  const movement = {
    actor: { userId: user.id, username: user.username },
    description: `Image: ${order.title}, page(s) ${formatPageList(claimed)}`.slice(0, 200),
    reference: guid,
    idempotencyKey: `image:${guid}`,
  };
  if (order.payer === 'flatFee' && claimed.length > 0) {
    const used = await spendImages(tx, {
      ...movement,
      accountId: order.accountId!,
      images: claimed.length,
      paymentMethod: 'FLAT_FEE',
    });
    if (used.status === 'insufficient') throw new OrderRefused('INSUFFICIENT_FUNDS');
  } else if (total > 0) {
    switch (order.payer) {
      case 'escrow': {
        const paid = await charge(tx, {
          ...movement,
          accountId: order.accountId!,
          amount: total,
          paymentMethod: 'ESCROW',
        });
        if (paid.status === 'insufficient') throw new OrderRefused('INSUFFICIENT_FUNDS');
        break;
      }
      case 'invoice':
        await recordInvoicedCharge(tx, {
          ...movement,
          accountId: order.accountId!,
          amount: total,
          paymentMethod: 'INVOICE',
        });
        break;
      case 'card': {
        const paid = await chargePreauthorized(tx, {
          ...movement,
          accountId: order.accountId,
          userId: user.id,
          amount: total,
        });
        if (paid.status === 'none') throw new OrderRefused('PREAUTHORIZATION_NEEDED');
        if (paid.status === 'exceeded') throw new OrderRefused('INSUFFICIENT_FUNDS');
        break;
      }
    }
  }
  await tx
    .update(imageStates)
    .set({
      status: 'DONE',
      content: { ...order, result: { status: 'PAID' } },
      expiresAt: sql`now() + make_interval(mins => ${STATE_LIFETIME_MINUTES}::int)`,
    })
    .where(eq(imageStates.guid, guid));
  return 'PAID';
}

/** A card payer's orders that together cost more than a card may be charged at once are refused (400). */
async function refuseOverCardMaximum(
  app: FastifyInstance,
  user: UserRow,
  guids: readonly string[],
): Promise<void> {
  if (guids.length === 0) return;
  const rows = await app.db
    .select({ content: imageStates.content })
    .from(imageStates)
    .where(
      and(
        inArray(imageStates.guid, [...guids]),
        eq(imageStates.userId, user.id),
        eq(imageStates.kind, 'IMAGE_ORDER'),
        eq(imageStates.status, 'OPEN'),
      ),
    );
  const total = rows
    .map((r) => r.content as OrderContent)
    .filter((c) => c.payer === 'card')
    .reduce((sum, c) => sum + c.total, 0);
  if (total === 0) return;
  const refusal = await overCardMaximum(app, total);
  if (refusal) throw new ApiError(400, refusal);
}

/**
 * Pays orders in one transaction, all or none (one order: payDownloadOrder; several: the cart). The first order
 * that cannot be paid ends it: its status is the answer and nothing is charged.
 */
export async function payOrders(
  app: FastifyInstance,
  user: UserRow,
  guids: readonly string[],
): Promise<PayDownloadOrderResult> {
  await refuseOverCardMaximum(app, user, guids);
  const status = await app.db
    .transaction(async (tx: Tx): Promise<PayDownloadOrderResult['status']> => {
      for (const guid of guids) {
        const paid = await payOrderIn(tx, user, guid);
        if (paid !== 'PAID') throw new OrderRefused(paid);
      }
      return 'PAID';
    })
    .catch((error: unknown) => {
      if (error instanceof OrderRefused) return error.status;
      throw error;
    });
  return { status, usageBalanceResult: { usageBalance: await usageBalanceNow(app, user, app.db) } };
}

/** payDownloadOrder: pays one order (payOrderIn). */
export const payDownloadOrder = (app: FastifyInstance, user: UserRow, guid: string) =>
  payOrders(app, user, [guid]);

/** A paid order's record, its pages and the file name its PDF is saved under (getImage, the download). */
async function paidOrder(app: FastifyInstance, user: UserRow, guid: string) {
  const state = await orderState(app.db, user, guid, false);
  if (state.status !== 'DONE' || !state.content.result)
    throw new ApiError(400, IMAGING_SERVER_MESSAGES.notPaid);
  const { record } = state.content;
  if (!state.live || !record) throw new ApiError(404, IMAGING_SERVER_MESSAGES.orderGone);
  const document = await imageDocument(app, user, {
    docKeyType: record.kind,
    docKeyNumber: String(record.id),
  });
  const name = `${document.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`;
  return { document, pages: state.content.pages, name: name === '.pdf' ? 'image.pdf' : name };
}

/** getImage: the PDF of a paid order's pages, whole, in base64 (the API contract's shape). */
export async function getImage(
  app: FastifyInstance,
  user: UserRow,
  guid: string,
): Promise<ImageResponse> {
  const { document, pages, name } = await paidOrder(app, user, guid);
  const pdf = await documentPdf(app, document, pages);
  return {
    preview: false,
    pdf: pdf.toString('base64'),
    header: { uiSaveAsImageName: name, pageCount: pages.length },
  };
}

/** downloadImage: the same PDF as a file, streamed as it is written where it can be (pages.ts). */
export async function downloadImage(
  app: FastifyInstance,
  user: UserRow,
  guid: string,
): Promise<{ name: string; body: Readable | Buffer }> {
  const { document, pages, name } = await paidOrder(app, user, guid);
  return { name, body: await documentPdfDownload(app, document, pages) };
}
