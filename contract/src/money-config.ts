import './zod';
import * as z from 'zod/mini';
import { INT4_MAX, MONEY_AMOUNT_MAX } from './limits';

/** County group `escrow` (spec 3 §3 "Escrow config"). */
export const escrowConfigSchema = z.object({
  applySurcharge: z.boolean(),
  feeCode: z.string().check(z.maxLength(20)),
  chargeCode: z.string().check(z.maxLength(20)),
  reloadByCreditCard: z.boolean(),
  minReloadAmount: z.number().check(z.minimum(0), z.maximum(MONEY_AMOUNT_MAX)),
  maxReloadAmount: z.number().check(z.minimum(0), z.maximum(MONEY_AMOUNT_MAX)),
  creditCardSurchargeMethod: z.enum(['dollars', 'percent']),
  creditCardSurcharge: z.number().check(z.minimum(0), z.maximum(MONEY_AMOUNT_MAX)),
  creditCardSurchargePercent: z.number().check(z.minimum(0), z.maximum(100)),
});

/** County group `flatFeeOverride`: who may buy extra flat-fee images, and the five rates. */
export const flatFeeRateSchema = z.object({
  option: z.boolean(),
  unlimitedNumberOfPages: z.boolean(),
  numberOfPages: z.int().check(z.minimum(0), z.maximum(INT4_MAX)),
  cost: z.number().check(z.minimum(0), z.maximum(MONEY_AMOUNT_MAX)),
});
export const flatFeeOverrideSchema = z.object({
  countyAdminReload: z.boolean(),
  accountAdminReload: z.boolean(),
  rates: z.array(flatFeeRateSchema).check(z.length(5)),
});
