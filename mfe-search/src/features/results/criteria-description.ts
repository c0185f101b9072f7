import { useCountyStore, useTranslation } from '@lrp/shared';
import { displayCriteria, SEARCH_VALUE_LABELS, type SearchTypeKey } from '@lrp/contract';

/** The county's list that names a criteria field's codes. */
const CODE_LISTS: Record<string, string> = {
  documentType: 'documentTypes',
  instrumentGroup: 'instrumentGroups',
  bookType: 'bookTypes',
};

/**
 * A search's criteria in one line, in the user's language ("Business or Last Name: SMITH; Search In: Both"): the
 * fields worth showing (displayCriteria), labelled with the `fields.*` texts, the fixed codes in the `values.*`
 * words and the county's codes by their descriptions. The result screens' description and the saved searches'.
 */
export function useDescribeCriteria() {
  const { t } = useTranslation('search');
  const lists = useCountyStore((s) => s.lists);
  const book = useCountyStore((s) => s.config.common?.bookLabel) ?? 'Book';
  const describeCode = (field: string, code: string) =>
    (lists as Record<string, { code: string; description: string }[] | undefined>)[
      CODE_LISTS[field] ?? ''
    ]?.find((c) => c.code === code)?.description ?? code;
  return (type: SearchTypeKey, criteria: Record<string, unknown>) =>
    displayCriteria(type, criteria, describeCode)
      .map(({ key, value }) => {
        const raw = String(criteria[key]);
        const word =
          SEARCH_VALUE_LABELS[key]?.[raw] === undefined
            ? value
            : t(`values.${key}.${raw}`, { defaultValue: value });
        return `${t(`fields.${key}`, { book })}: ${word}`;
      })
      .join('; ');
}
