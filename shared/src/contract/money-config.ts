import { z } from 'zod';

/** County group `escrow` (spec 3 §3 "Escrow config"). */
export const escrowConfigSchema = z.object({
  applySurcharge: z.boolean(),
  feeCode: z.string().max(20),
  chargeCode: z.string().max(20),
  reloadByCreditCard: z.boolean(),
  minReloadAmount: z.number().min(0),
  maxReloadAmount: z.number().min(0),
  creditCardSurchargeMethod: z.enum(['dollars', 'percent']),
  creditCardSurcharge: z.number().min(0),
  creditCardSurchargePercent: z.number().min(0).max(100),
});

/** County group `flatFeeOverride`: who may buy extra flat-fee images, and the five rates. */
export const flatFeeRateSchema = z.object({
  option: z.boolean(),
  unlimitedNumberOfPages: z.boolean(),
  numberOfPages: z.number().int().min(0),
  cost: z.number().min(0),
});
export const flatFeeOverrideSchema = z.object({
  countyAdminReload: z.boolean(),
  accountAdminReload: z.boolean(),
  rates: z.array(flatFeeRateSchema).length(5),
});
