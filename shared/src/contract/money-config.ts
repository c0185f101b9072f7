import { z } from 'zod';
import { INT4_MAX, MONEY_AMOUNT_MAX } from './limits';

/** County group `escrow` (spec 3 §3 "Escrow config"). */
export const escrowConfigSchema = z.object({
  applySurcharge: z.boolean(),
  feeCode: z.string().max(20),
  chargeCode: z.string().max(20),
  reloadByCreditCard: z.boolean(),
  minReloadAmount: z.number().min(0).max(MONEY_AMOUNT_MAX),
  maxReloadAmount: z.number().min(0).max(MONEY_AMOUNT_MAX),
  creditCardSurchargeMethod: z.enum(['dollars', 'percent']),
  creditCardSurcharge: z.number().min(0).max(MONEY_AMOUNT_MAX),
  creditCardSurchargePercent: z.number().min(0).max(100),
});

/** County group `flatFeeOverride`: who may buy extra flat-fee images, and the five rates. */
export const flatFeeRateSchema = z.object({
  option: z.boolean(),
  unlimitedNumberOfPages: z.boolean(),
  numberOfPages: z.number().int().min(0).max(INT4_MAX),
  cost: z.number().min(0).max(MONEY_AMOUNT_MAX),
});
export const flatFeeOverrideSchema = z.object({
  countyAdminReload: z.boolean(),
  accountAdminReload: z.boolean(),
  rates: z.array(flatFeeRateSchema).length(5),
});
