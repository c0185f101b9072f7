import { Paper, Stack, Title, useCountyStore, useTranslation } from '@lrp/shared';
import { NOTABLE_DATES_SEARCHES, type SearchTypeKey } from '@lrp/contract';
import classes from './notable-dates.module.css';

type HeadedTable = { headings: string[]; rows: string[][] };

/** Whether a search form shows the notable dates panel: the county shows notable dates and the type offers it. */
export function useShowsNotableDates(type: SearchTypeKey): boolean {
  const on = useCountyStore((s) => s.config.searchOptions?.showNotableDates === true);
  const table = useCountyStore((s) => s.content.notableDates as HeadedTable | undefined);
  return on && NOTABLE_DATES_SEARCHES.includes(type) && !!table && table.rows.length > 0;
}

/**
 * The county's notable dates (start-up reference data) beside a search form or in the results' popup. The
 * whole table shows at any width, without a scroll box: where the panel is too narrow for its columns (beside a
 * form, a quarter of the page), each index is a block of its dates, each date with its column's heading (a
 * container query in notable-dates.module.css). The table keeps its roles in both looks.
 */
export function NotableDatesPanel() {
  const { t } = useTranslation('search');
  const table = useCountyStore((s) => s.content.notableDates as HeadedTable | undefined);
  if (!table) return null;
  const [, ...dateHeadings] = table.headings;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="aside"
      aria-labelledby="notable-dates-title"
      className={classes.panel}
    >
      <Stack gap="xs">
        <Title order={4} id="notable-dates-title">
          {t('notableDates.title')}
        </Title>
        <table role="table" className={classes.table} aria-labelledby="notable-dates-title">
          <thead role="rowgroup" className={classes.head}>
            <tr role="row">
              {table.headings.map((heading, i) => (
                <th key={i} role="columnheader" scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {table.rows.map(([index, ...dates], r) => (
              <tr key={r} role="row">
                <th role="rowheader" scope="row">
                  {index}
                </th>
                {dates.map((date, c) => (
                  <td key={c} role="cell">
                    <span className={classes.label} aria-hidden>
                      {dateHeadings[c]}
                    </span>
                    <span>{date}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Paper>
  );
}
