import type { FeeSchedule } from '@lrp/contract';
import { translateCoded } from '@lrp/shared';

/**
 * The fee schedule's words in the user's language: the server sends each coded beside its English text; a schedule
 * without them (an older server) keeps the English.
 */
export function scheduleInUserLanguage(schedule: FeeSchedule): FeeSchedule {
  const coded = schedule.coded;
  if (!coded) return schedule;
  const say = (m: Parameters<typeof translateCoded>[0] | null) => (m ? translateCoded(m) : null);
  return {
    ...schedule,
    title: translateCoded(coded.title),
    purchaseMessage: coded.purchaseMessage.map(translateCoded).join(' '),
    lines: schedule.lines.map((line, i) => ({
      description: coded.lines[i] ? translateCoded(coded.lines[i].description) : line.description,
      amount: say(coded.lines[i]?.amount ?? null) ?? line.amount,
    })),
    alreadyPurchasedMessage: say(coded.alreadyPurchasedMessage),
    insufficientBalanceMessage: say(coded.insufficientBalanceMessage),
    noPurchasingOptionsMessage: say(coded.noPurchasingOptionsMessage),
    downloadButtonText: translateCoded(coded.downloadButtonText),
  };
}
