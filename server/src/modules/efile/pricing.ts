import {
  cardSurcharge,
  efileCharges,
  type EfileImageResponse,
  type EfileType,
  type PaymentMethod,
} from '@lrp/contract';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { AccountRow } from '../../db/schema';
import { centsFromText, centsOf, centsToNumber, centsToText, type Cents } from '../../lib/cents';
import { overCardMaximum } from '../imaging/payer-schedule';

/*
 * What an e-filed document costs (docs/efile.md "Fees"): the county's E-file Fees for its type (first page, each
 * additional page) and, for a card payer, the Credit Card Extra surcharge on those charges. The server always
 * prices from the stored upload: the browser's figures are only compared with the server's.
 */

/** How the submitter pays: the account's payment method; without an account, by card. */
export const paymentMethodOf = (account: Pick<AccountRow, 'paymentMethod'> | null): PaymentMethod =>
  account?.paymentMethod ?? 'CREDIT_CARD';

export type EfilePrice = {
  firstPageCharge: Cents;
  additionalPagesCharge: Cents;
  surcharge: Cents;
  /** The recording charges without the surcharge (what the county receives). */
  charges: Cents;
  total: Cents;
  paymentMethod: PaymentMethod;
};

/** The price of a document of `pages` pages; `db` is the transaction when called in one. */
export async function priceEfile(
  app: FastifyInstance,
  efileType: EfileType,
  pages: number,
  paymentMethod: PaymentMethod,
  db: DbOrTx = app.db,
): Promise<EfilePrice> {
  const fees = await app.countyConfig.get('efileFees', db);
  const extra = await app.countyConfig.get('creditCardExtra', db);
  const recording = efileCharges(fees, efileType, pages);
  const firstPageCharge = centsOf(recording.firstPageCharge);
  const additionalPagesCharge = centsOf(recording.additionalPagesCharge);
  const charges = firstPageCharge + additionalPagesCharge;
  const surcharge =
    paymentMethod === 'CREDIT_CARD' ? centsOf(cardSurcharge(centsToNumber(charges), extra)) : 0;
  return {
    firstPageCharge,
    additionalPagesCharge,
    surcharge,
    charges,
    total: charges + surcharge,
    paymentMethod,
  };
}

/** A card payer's document whose charges are more than a card may be charged at once: the refusal, or null. */
export const cardRefusal = (app: FastifyInstance, price: EfilePrice) =>
  price.paymentMethod === 'CREDIT_CARD' && price.charges > 0
    ? overCardMaximum(app, price.charges)
    : Promise.resolve(null);

/** The price as the calls answer it (dollars). */
export const priceFigures = (
  price: EfilePrice,
): Omit<EfileImageResponse, 'imageId' | 'numberOfPages'> => ({
  firstPageCharge: centsToNumber(price.firstPageCharge),
  additionalPagesCharge: centsToNumber(price.additionalPagesCharge),
  surcharge: centsToNumber(price.surcharge),
  totalCharge: centsToNumber(price.total),
  paymentMethod: price.paymentMethod,
});

/** The price as a row keeps it (numeric text). */
export const priceColumns = (price: EfilePrice) => ({
  firstPageCharge: centsToText(price.firstPageCharge),
  additionalPagesCharge: centsToText(price.additionalPagesCharge),
  surcharge: centsToText(price.surcharge),
  totalCharge: centsToText(price.total),
  paymentMethod: price.paymentMethod,
});

/** A row's price back in cents. */
export const storedPrice = (row: {
  firstPageCharge: string;
  additionalPagesCharge: string;
  surcharge: string;
  totalCharge: string;
  paymentMethod: PaymentMethod;
}): EfilePrice => {
  const firstPageCharge = centsFromText(row.firstPageCharge);
  const additionalPagesCharge = centsFromText(row.additionalPagesCharge);
  return {
    firstPageCharge,
    additionalPagesCharge,
    surcharge: centsFromText(row.surcharge),
    charges: firstPageCharge + additionalPagesCharge,
    total: centsFromText(row.totalCharge),
    paymentMethod: row.paymentMethod,
  };
};

/** Whether two prices are the same to the cent and paid the same way. */
export const samePrice = (a: EfilePrice, b: EfilePrice) =>
  a.firstPageCharge === b.firstPageCharge &&
  a.additionalPagesCharge === b.additionalPagesCharge &&
  a.surcharge === b.surcharge &&
  a.total === b.total &&
  a.paymentMethod === b.paymentMethod;
