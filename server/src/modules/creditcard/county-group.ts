import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { countySettings } from '../../db/schema';

/*
 * County group `creditCardExtra` (spec 1 §3 "credit card extra"): the preauthorization amount and the text shown
 * about a card surcharge. Server-only for now, like notableDates and flatFee (README-server-notes.md): the
 * contract has no such group yet. It is read here rather than through CountyConfigRepository so the money
 * calls need nothing from that repository; move it to countyConfigSchemas when a screen edits it. Nothing is
 * stored until then: a county without the row reads the default (a row written by hand is honoured).
 */
export const CREDIT_CARD_EXTRA_GROUP = 'creditCardExtra';

export const creditCardExtraSchema = z.object({
  /** The preauthorization amount in dollars (creditcard/authorize). */
  maxAmount: z.number().gt(0).max(100_000),
  surchargeMessage: z.string().max(500),
});
export type CreditCardExtra = z.infer<typeof creditCardExtraSchema>;

export const DEFAULT_CREDIT_CARD_EXTRA: CreditCardExtra = { maxAmount: 25, surchargeMessage: '' };

/** The stored group merged over the default; the default when missing or invalid. */
export async function readCreditCardExtra(db: DbOrTx): Promise<CreditCardExtra> {
  const [row] = await db
    .select({ content: countySettings.content })
    .from(countySettings)
    .where(eq(countySettings.groupName, CREDIT_CARD_EXTRA_GROUP));
  const stored = row?.content;
  if (!stored || typeof stored !== 'object' || Array.isArray(stored))
    return DEFAULT_CREDIT_CARD_EXTRA;
  const parsed = creditCardExtraSchema.safeParse({ ...DEFAULT_CREDIT_CARD_EXTRA, ...stored });
  return parsed.success ? parsed.data : DEFAULT_CREDIT_CARD_EXTRA;
}
