import { Paper, Stack, Title, useCountyStore, useTranslation } from '@lrp/shared';
import { PlainTable } from '@lrp/shared/sections';
import { NOTABLE_DATES_SEARCHES, type SearchTypeKey } from '@lrp/contract';

type HeadedTable = { headings: string[]; rows: string[][] };

/** Whether a search form shows the notable dates panel: the county shows notable dates and the type offers it. */
export function useShowsNotableDates(type: SearchTypeKey): boolean {
  const on = useCountyStore((s) => s.config.searchOptions?.showNotableDates === true);
  const table = useCountyStore((s) => s.content.notableDates as HeadedTable | undefined);
  return on && NOTABLE_DATES_SEARCHES.includes(type) && !!table && table.rows.length > 0;
}

/** The county's notable dates (start-up reference data) beside a search form. */
export function NotableDatesPanel() {
  const { t } = useTranslation('search');
  const table = useCountyStore((s) => s.content.notableDates as HeadedTable | undefined);
  if (!table) return null;
  return (
    <Paper withBorder p="md" radius="md" component="aside" aria-labelledby="notable-dates-title">
      <Stack gap="xs">
        <Title order={4} id="notable-dates-title">
          {t('notableDates.title')}
        </Title>
        <PlainTable label={t('notableDates.title')} headings={table.headings} rows={table.rows} />
      </Stack>
    </Paper>
  );
}
