import { formatMoney, formatPageList, type FeeSchedule } from '@lrp/contract';
import { i18n, translateCoded } from '@lrp/shared';

type Coded = Parameters<typeof translateCoded>[0];
type CodedLine = NonNullable<FeeSchedule['coded']>['lines'][number];

/**
 * A message in the user's language, with one period where a value ends its sentence with its own: an account
 * named "Pine Ridge Title Co." ends "... Pine Ridge Title Co." and not "Co..", in any language whose template
 * puts the name last.
 */
function words(coded: Coded): string {
  let text = translateCoded(coded);
  for (const value of Object.values(coded.params ?? {}))
    if (typeof value === 'string' && value.endsWith('.'))
      text = text.split(`${value}.`).join(value);
  return text;
}

const cents = (amount: string) => Math.round(Number(amount.replace(/[$,\s]/g, '')) * 100);

/**
 * The schedule's lines with its page lines grouped: pages charged the same, one after another in the schedule,
 * make one line "Pages 2-4, 6" with their sum, not a line per page. A line of another kind (the document, the
 * first page, a count of images) stays as the server wrote it, and so does a page alone.
 */
function groupedLines(
  lines: FeeSchedule['lines'],
  coded: CodedLine[],
  translated: FeeSchedule['lines'],
): FeeSchedule['lines'] {
  const groups: { pages: number[]; each: string; line: FeeSchedule['lines'][number] }[] = [];
  lines.forEach((line, i) => {
    const description = coded[i]?.description;
    const page =
      description?.code === 'imagingOrder.pageLine' && coded[i].amount === null
        ? Number(description.params?.page)
        : NaN;
    const last = groups.at(-1);
    if (Number.isInteger(page) && last && last.pages.length > 0 && last.each === line.amount) {
      last.pages.push(page);
      return;
    }
    groups.push({
      pages: Number.isInteger(page) ? [page] : [],
      each: line.amount,
      line: translated[i],
    });
  });
  return groups.map(({ pages, each, line }) =>
    pages.length < 2 || Number.isNaN(cents(each))
      ? line
      : {
          description: i18n.t('confirm.pages', { ns: 'imaging', pages: formatPageList(pages) }),
          amount: formatMoney((cents(each) * pages.length) / 100),
        },
  );
}

/**
 * The fee schedule's words in the user's language: the server sends each coded beside its English text; a schedule
 * without them (an older server) keeps the English and its lines.
 */
export function scheduleInUserLanguage(schedule: FeeSchedule): FeeSchedule {
  const coded = schedule.coded;
  if (!coded) return schedule;
  const say = (m: Coded | null) => (m ? words(m) : null);
  const translated = schedule.lines.map((line, i) => ({
    description: coded.lines[i] ? words(coded.lines[i].description) : line.description,
    amount: say(coded.lines[i]?.amount ?? null) ?? line.amount,
  }));
  return {
    ...schedule,
    title: words(coded.title),
    purchaseMessage: coded.purchaseMessage.map(words).join(' '),
    lines: groupedLines(schedule.lines, coded.lines, translated),
    alreadyPurchasedMessage: say(coded.alreadyPurchasedMessage),
    insufficientBalanceMessage: say(coded.insufficientBalanceMessage),
    noPurchasingOptionsMessage: say(coded.noPurchasingOptionsMessage),
    downloadButtonText: words(coded.downloadButtonText),
  };
}
