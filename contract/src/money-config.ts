import './zod';
import * as z from 'zod/mini';
import { FEE_MESSAGES } from './fee-messages';
import { isWholeCents } from './fee-structure';
import { INT4_MAX, MONEY_AMOUNT_MAX } from './limits';
import { roundCents } from './payments';
import type { IssueSink } from './rules';

/*
 * The money settings of the fee structure (spec 3 §3, §5): escrow, the card extras, the flat-fee plans and their
 * override, the billing schedule. Each schema carries its screen's rules and messages, so the control panel's
 * form and the server refuse the same values with the same words.
 */

/** Dollars: required (`required` is the message for a blank), 0 to MONEY_AMOUNT_MAX, in cents. */
export const moneySchema = (required: string = FEE_MESSAGES.required) =>
  z
    .number({ error: required })
    .check(
      z.minimum(0, required),
      z.maximum(MONEY_AMOUNT_MAX, FEE_MESSAGES.rateMax({ amount: '$1,000,000.00' })),
      z.refine(isWholeCents, FEE_MESSAGES.cents),
    );

/** A percentage of an amount, 0 to 100. */
export const percentSchema = z
  .number({ error: FEE_MESSAGES.required })
  .check(z.minimum(0, FEE_MESSAGES.percent), z.maximum(100, FEE_MESSAGES.percent));

/** A LandLink fee or charge code. */
const codeSchema = z.string().check(z.trim(), z.maxLength(20));

/** A fee code needs its charge code and a charge code its fee code (spec 3 §5 "Escrow"). */
export function checkCodePair(
  value: Record<string, unknown>,
  feeCode: string,
  chargeCode: string,
  ctx: IssueSink,
): void {
  const fee = String(value[feeCode] ?? '').trim();
  const charge = String(value[chargeCode] ?? '').trim();
  if (fee && !charge)
    ctx.addIssue({ code: 'custom', path: [chargeCode], message: FEE_MESSAGES.requiredWithFeeCode });
  if (charge && !fee)
    ctx.addIssue({ code: 'custom', path: [feeCode], message: FEE_MESSAGES.requiredWithChargeCode });
}

/** County group `escrow` (spec 3 §3 "Escrow config"): LandLink codes, reload by card, the reload surcharge. */
export const escrowConfigSchema = z
  .object({
    applySurcharge: z.boolean(),
    feeCode: codeSchema,
    chargeCode: codeSchema,
    reloadByCreditCard: z.boolean(),
    minReloadAmount: moneySchema(),
    maxReloadAmount: moneySchema(),
    creditCardSurchargeMethod: z.enum(['dollars', 'percent']),
    creditCardSurcharge: moneySchema(),
    creditCardSurchargePercent: percentSchema,
  })
  .check(
    z.superRefine((value, ctx) => {
      checkCodePair(value, 'feeCode', 'chargeCode', ctx);
      if (value.maxReloadAmount < value.minReloadAmount)
        ctx.addIssue({
          code: 'custom',
          path: ['maxReloadAmount'],
          message: FEE_MESSAGES.notLessThanMin,
        });
    }),
  );
export type EscrowConfig = z.infer<typeof escrowConfigSchema>;

/**
 * County group `creditCardExtra` (Credit Card Extra): LandLink posting and codes, the most one card charge may be
 * (the preauthorization a card payer makes before buying), and the card surcharge in dollars or percent.
 */
export const creditCardExtraSchema = z
  .object({
    postToLandLink: z.boolean(),
    chargeFeeCode: codeSchema,
    chargeChargeCode: codeSchema,
    surchargeFeeCode: codeSchema,
    surchargeChargeCode: codeSchema,
    maxAmount: moneySchema().check(z.gt(0, FEE_MESSAGES.maxAmountPositive)),
    applySurcharge: z.boolean(),
    surchargeMethod: z.enum(['dollars', 'percent']),
    surcharge: moneySchema(),
    surchargePercent: percentSchema,
    /** A sentence the card page shows about the surcharge (optional). */
    surchargeMessage: z.string().check(z.trim(), z.maxLength(500)),
  })
  .check(
    z.superRefine((value, ctx) => {
      checkCodePair(value, 'chargeFeeCode', 'chargeChargeCode', ctx);
      checkCodePair(value, 'surchargeFeeCode', 'surchargeChargeCode', ctx);
    }),
  );
export type CreditCardExtra = z.infer<typeof creditCardExtraSchema>;

/** The card surcharge on an amount charged by card: dollars, or a percentage rounded to cents; 0 when not applied. */
export function cardSurcharge(
  amount: number,
  extra: Pick<
    CreditCardExtra,
    'applySurcharge' | 'surchargeMethod' | 'surcharge' | 'surchargePercent'
  >,
): number {
  if (!extra.applySurcharge) return 0;
  return roundCents(
    extra.surchargeMethod === 'dollars' ? extra.surcharge : (amount * extra.surchargePercent) / 100,
  );
}

/** One flat-fee option: offered or not, unlimited or a number of images, and its cost. */
export const flatFeeRateSchema = z.object({
  option: z.boolean(),
  unlimitedNumberOfPages: z.boolean(),
  numberOfPages: z
    .int({ error: FEE_MESSAGES.required })
    .check(z.minimum(0, FEE_MESSAGES.images), z.maximum(INT4_MAX, FEE_MESSAGES.images)),
  cost: moneySchema(FEE_MESSAGES.requiredZeroOk),
});
export type FlatFeeRate = z.infer<typeof flatFeeRateSchema>;

/** Exactly this many flat-fee options (spec 3 §9). */
export const FLAT_FEE_RATE_LEVELS = 5;

/**
 * The flat-fee option rows' rule (spec 3 §5): an offered option needs a number of images (at least 1) unless it
 * is unlimited, and an Unlimited option must be the last offered one. Reported on the row's field.
 */
export function checkFlatFeeRates(rows: readonly FlatFeeRate[], ctx: IssueSink): void {
  const offered = rows.map((r, i) => ({ r, i })).filter(({ r }) => r.option);
  offered.forEach(({ r, i }, n) => {
    if (r.unlimitedNumberOfPages && n < offered.length - 1)
      ctx.addIssue({
        code: 'custom',
        path: ['rates', i, 'unlimitedNumberOfPages'],
        message: FEE_MESSAGES.unlimitedLast,
      });
    if (!r.unlimitedNumberOfPages && r.numberOfPages < 1)
      ctx.addIssue({
        code: 'custom',
        path: ['rates', i, 'numberOfPages'],
        message: FEE_MESSAGES.imagesMin,
      });
  });
}

const flatFeeRatesSchema = z.array(flatFeeRateSchema).check(z.length(FLAT_FEE_RATE_LEVELS));

/**
 * County group `flatFee` (spec 3 §3 "County flat fee config"): whether flat-fee accounts are charged for images,
 * and the five plans an account's flat_fee_rate_level (1-5) picks from; 0 means none.
 */
export const flatFeeConfigSchema = z
  .object({ chargingImages: z.boolean(), rates: flatFeeRatesSchema })
  .check(z.superRefine((value, ctx) => checkFlatFeeRates(value.rates, ctx)));
export type FlatFeeConfig = z.infer<typeof flatFeeConfigSchema>;

/** County group `flatFeeOverride`: who may buy extra flat-fee images, and the five add-on rates. */
export const flatFeeOverrideSchema = z
  .object({
    countyAdminReload: z.boolean(),
    accountAdminReload: z.boolean(),
    rates: flatFeeRatesSchema,
  })
  .check(z.superRefine((value, ctx) => checkFlatFeeRates(value.rates, ctx)));
export type FlatFeeOverride = z.infer<typeof flatFeeOverrideSchema>;

/** A time of day as the schedule takes it: H:MM or HH:MM, 24-hour (0:00 to 23:59). */
export const RENEWAL_TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;

/** County group `billingSchedule` (Schedule): monthly billing and image renewal, and when they run. */
export const billingScheduleSchema = z.object({
  automaticBilling: z.boolean(),
  automaticImageRenewal: z.boolean(),
  renewalDay: z
    .int({ error: FEE_MESSAGES.renewalDay })
    .check(z.minimum(1, FEE_MESSAGES.renewalDay), z.maximum(28, FEE_MESSAGES.renewalDay)),
  renewalTime: z
    .string()
    .check(
      z.trim(),
      z.maxLength(5, FEE_MESSAGES.renewalTime),
      z.regex(RENEWAL_TIME_PATTERN, FEE_MESSAGES.renewalTime),
    ),
  /** When the account tasks last ran for every account (read-only: the server sets it). */
  lastRan: z.nullable(z.string().check(z.maxLength(40))),
});
export type BillingSchedule = z.infer<typeof billingScheduleSchema>;
