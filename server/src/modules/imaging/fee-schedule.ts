import type { FeeSchedule } from '@lrp/contract';

/** The words of a fee schedule, coded (the contract's `coded` part): the texts are made from them. */
export type Coded = NonNullable<FeeSchedule['coded']>;

/** The figures and choices of a fee schedule: what is not words. */
export type ScheduleFigures = Pick<
  FeeSchedule,
  | 'beginningBalance'
  | 'total'
  | 'endingBalance'
  | 'insufficientBalance'
  | 'buyOptions'
  | 'preauthorized'
  | 'shortfall'
>;

/**
 * The fee schedule an order answers: its figures, its words in English (as the spec has them) and the same words
 * coded, for the browser to show in the user's language. `amounts` are the lines' amounts; a line whose amount is
 * a count of images carries it coded instead.
 */
export function feeSchedule(
  coded: Coded,
  figures: ScheduleFigures,
  amounts: string[],
): FeeSchedule {
  return {
    ...figures,
    title: coded.title.message,
    purchaseMessage: coded.purchaseMessage.map((m) => m.message).join(' '),
    lines: coded.lines.map((line, i) => ({
      description: line.description.message,
      amount: line.amount?.message ?? amounts[i],
    })),
    alreadyPurchasedMessage: coded.alreadyPurchasedMessage?.message ?? null,
    insufficientBalanceMessage: coded.insufficientBalanceMessage?.message ?? null,
    noPurchasingOptionsMessage: coded.noPurchasingOptionsMessage?.message ?? null,
    downloadButtonText: coded.downloadButtonText.message,
    coded,
  };
}
