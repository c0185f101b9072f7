import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { countySettings } from '../../db/schema';
import type { SpecialRates } from './pricing';

/*
 * County group `aLaCarteSpecialRates` (spec 3 §3 "A La Carte Special Rates"): image prices per document type and
 * instrument code. Server-only until the control panel screen edits it (like creditCardExtra): read here, the
 * default (none applied) when missing or invalid.
 */
export const SPECIAL_RATES_GROUP = 'aLaCarteSpecialRates';

const rate = z.number().min(0).max(10_000);
const specialRatesSchema = z.object({
  applySpecialRates: z.boolean(),
  rates: z
    .array(
      z.object({
        documentType: z.string().max(20),
        instrumentCode: z.string().max(20),
        documentRate: rate,
        firstPageRate: rate,
        additionalPagesRate: rate,
      }),
    )
    .max(100),
});

export const DEFAULT_SPECIAL_RATES: SpecialRates = { applySpecialRates: false, rates: [] };

export async function readSpecialRates(db: DbOrTx): Promise<SpecialRates> {
  const [row] = await db
    .select({ content: countySettings.content })
    .from(countySettings)
    .where(eq(countySettings.groupName, SPECIAL_RATES_GROUP));
  const parsed = specialRatesSchema.safeParse(row?.content);
  return parsed.success ? parsed.data : DEFAULT_SPECIAL_RATES;
}
