import { flatFeeRateSchema, headedTableSchema } from '@lrp/contract';
import { z } from 'zod';

/*
 * County groups the server keeps that the contract does not describe yet. They belong in
 * @lrp/contract (countyConfigSchemas) once a screen edits them; until then they live here.
 */

/** County group `notableDates`: the notable-dates card, column headings and one row per index. */
export const notableDatesConfigSchema = headedTableSchema;
export type NotableDatesConfig = z.infer<typeof notableDatesConfigSchema>;

export const FLAT_FEE_RATE_LEVELS = 5;

/**
 * County group `flatFee` (spec 3 §3 "County flat fee config"): the five flat-fee plans an account's
 * flat_fee_rate_level (1-5) picks from; 0 means none. Not the same rates as `flatFeeOverride` (add-on purchases).
 */
export const flatFeeConfigSchema = z.object({
  chargingImages: z.boolean(),
  rates: z.array(flatFeeRateSchema).length(FLAT_FEE_RATE_LEVELS),
});
export type FlatFeeConfig = z.infer<typeof flatFeeConfigSchema>;
