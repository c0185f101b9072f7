import './zod';
import * as z from 'zod/mini';
import { MONEY_AMOUNT_MAX } from './limits';
import { message } from './messages';

export const PAYMENT_MESSAGES = {
  amountPositive: 'Amount must be greater than zero',
  amountMin: message<{ amount: string }>('The minimum deposit is {{amount}}.'),
  amountMax: message<{ amount: string }>('The maximum deposit is {{amount}}.'),
  amountCents: 'Enter dollars and cents, like 25.00.',
  cardFailed:
    'Failed to process credit card authorization ... Note, you will not be charged. Please contact the county or provider support for assistance',
} as const;

/** Dollars as the portal shows them: $1,234.56. */
export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** Rounds to cents the way the ledger does (half away from zero). */
export const roundCents = (amount: number) =>
  (Math.sign(amount) * Math.round(Math.abs(amount) * 100 + Number.EPSILON)) / 100;

/**
 * The escrow reload surcharge (spec 1 §9): the county's flat dollar amount or a percentage of the deposit,
 * rounded to 2 decimals; nothing when the county applies none. The total charged is deposit plus surcharge.
 */
export function escrowSurcharge(
  amount: number,
  escrow: {
    applySurcharge: boolean;
    creditCardSurchargeMethod: 'dollars' | 'percent';
    creditCardSurcharge: number;
    creditCardSurchargePercent: number;
  },
): { surcharge: number; total: number } {
  const surcharge = !escrow.applySurcharge
    ? 0
    : escrow.creditCardSurchargeMethod === 'dollars'
      ? roundCents(escrow.creditCardSurcharge)
      : roundCents((amount * escrow.creditCardSurchargePercent) / 100);
  return { surcharge, total: roundCents(amount + surcharge) };
}

/** The deposit amount rule: above zero, in cents, within the county's reload limits and the portal's own. */
export function depositAmountSchema(limits: { minReloadAmount: number; maxReloadAmount: number }) {
  return z.number({ error: PAYMENT_MESSAGES.amountPositive }).check(
    z.gt(0, PAYMENT_MESSAGES.amountPositive),
    z.refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, PAYMENT_MESSAGES.amountCents),
    z.refine(
      (v) => !(limits.minReloadAmount > 0) || v >= limits.minReloadAmount,
      PAYMENT_MESSAGES.amountMin({ amount: formatMoney(limits.minReloadAmount) }),
    ),
    z.refine(
      (v) => !(limits.maxReloadAmount > 0) || v <= limits.maxReloadAmount,
      PAYMENT_MESSAGES.amountMax({ amount: formatMoney(limits.maxReloadAmount) }),
    ),
    z.refine(
      (v) => v <= MONEY_AMOUNT_MAX,
      PAYMENT_MESSAGES.amountMax({ amount: formatMoney(MONEY_AMOUNT_MAX) }),
    ),
  );
}

/** Dollars as a request carries them, within what any amount may be; the call's own rules (depositAmountSchema) look closer. */
const requestAmount = z
  .number()
  .check(
    z.minimum(-MONEY_AMOUNT_MAX, PAYMENT_MESSAGES.amountPositive),
    z.maximum(
      MONEY_AMOUNT_MAX,
      PAYMENT_MESSAGES.amountMax({ amount: formatMoney(MONEY_AMOUNT_MAX) }),
    ),
  );

/** POST escrowDeposit/initiateDeposit. */
export const initiateDepositRequestSchema = z.object({ amount: requestAmount });
export const initiateDepositResponseSchema = z.object({
  tokenResults: z.object({ token: z.string() }),
  amount: z.number(),
  surcharge: z.number(),
  total: z.number(),
});

/**
 * What the hosted card page tells the portal window (postMessage): a transaction response, cancel, or
 * resize. The browser only passes the response on; the server verifies it with the gateway.
 */
export const CARD_MESSAGE_SOURCE = 'lrp-card-gateway';
export const cardTransactionResponseSchema = z.object({
  transactionId: z.string().check(z.minLength(1), z.maxLength(100)),
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  approved: z.boolean(),
  message: z.string().check(z.maxLength(500)),
  amount: requestAmount,
  cardLast4: z.string().check(z.maxLength(4)),
});
export type CardTransactionResponse = z.infer<typeof cardTransactionResponseSchema>;
export const cardFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({
    source: z.literal(CARD_MESSAGE_SOURCE),
    type: z.literal('transactionResponse'),
    response: cardTransactionResponseSchema,
  }),
  z.object({ source: z.literal(CARD_MESSAGE_SOURCE), type: z.literal('cancel') }),
  z.object({
    source: z.literal(CARD_MESSAGE_SOURCE),
    type: z.literal('resize'),
    height: z.number().check(z.minimum(0), z.maximum(10_000)),
  }),
]);
export type CardFrameMessage = z.infer<typeof cardFrameMessageSchema>;

/** POST escrowDeposit/completeDeposit answers the new balance. */
export const completeDepositResponseSchema = z.object({
  usageBalance: z.nullable(z.string()),
  deposited: z.number(),
});

/** POST creditcard/authorize and creditcard/authorizationResponse. */
export const cardTokenResponseSchema = z.object({ token: z.string() });
export const authorizationResponseSchema = z.object({ authorizationOkay: z.boolean() });

/** Flat-fee add-on (spec 1 §4): the options, the confirmation, the purchase. */
export const flatFeeOptionSchema = z.object({ text: z.string(), value: z.string() });
export const addOnOptionsSchema = z.object({
  guid: z.string(),
  purchaseOptions: z.object({
    flatFeeOptions: z.object({ title: z.string(), options: z.array(flatFeeOptionSchema) }),
  }),
});
export type AddOnOptions = z.infer<typeof addOnOptionsSchema>;
export const addOnConfirmationRequestSchema = z.object({
  option: z.string().check(z.minLength(1), z.maxLength(20)),
  imageStateReference: z.object({
    imageStateGuid: z.string().check(z.minLength(1), z.maxLength(64)),
  }),
});
export const addOnConfirmationSchema = z.object({
  ok: z.boolean(),
  errorMessage: z.nullable(z.string()),
  headers: z.array(z.string()),
  accountMessage: z.string(),
  beginningBalance: z.string(),
  purchaseMessage: z.string(),
  purchase: z.string(),
  endingBalance: z.string(),
  insufficientBalance: z.boolean(),
});
export type AddOnConfirmation = z.infer<typeof addOnConfirmationSchema>;
/** The id of an image state (a purchase in progress) the server handed out. */
const imageStateGuid = z.string().check(z.minLength(1), z.maxLength(64));
export const userAddOnRequestSchema = z.object({ imageStateGuid });
/** POST imaging/cancelImageState: discards an image state the user left (Cancel, Back, Close). */
export const cancelImageStateRequestSchema = z.object({ imageStateGuid });
export const userAddOnResponseSchema = z.object({ ok: z.boolean(), message: z.string() });
