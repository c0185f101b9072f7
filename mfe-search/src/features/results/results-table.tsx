import { Anchor, showAlert, translateMessage, useCountyStore, useTranslation } from '@lrp/shared';
import { type ResultKind, SEARCH_MESSAGES } from '@lrp/contract';
import { Checkbox, Table } from '@lrp/shared/widgets';
import { memo } from 'react';
import { RESULT_SCREENS } from './result-screens';
import { type ResultRow, useResultsStore } from './results-store';
import classes from './results-table.module.css';

/**
 * The rows of a result screen (spec 2 §2, §4): a checkbox each (at most SELECTION_LIMIT, none while filtered),
 * the kind's columns; a click selects the row (highlighted, marked read, its detail shown). At most 100 rows
 * a page, in a box of at most 600 pixels that scrolls.
 */
export function ResultsTable({ kind, rows }: { kind: ResultKind; rows: ResultRow[] }) {
  const { t: translate } = useTranslation('search');
  const t = (key: string, values?: Record<string, unknown>): string =>
    translate(key, { ...values });
  const bookLabel = useCountyStore((s) => s.config.common?.bookLabel ?? 'Book');
  const selectedId = useResultsStore((s) => s.selectedId);
  const visitedRows = useResultsStore((s) => s.visitedRows);
  const checked = useResultsStore((s) => s.checked);
  const filtered = useResultsStore((s) => s.filtered);
  const screen = RESULT_SCREENS[kind];
  const checkedIds = new Set(checked.map(screen.rowId));
  const visited = new Set(visitedRows);

  return (
    <div className={classes.scroll} tabIndex={0} role="region" aria-label={t('results.rows')}>
      <Table highlightOnHover stickyHeader fz="sm" aria-label={t('results.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <span className={classes.hidden}>{t('results.check')}</span>
            </Table.Th>
            {screen.columns.map((c, i) => (
              <Table.Th key={i} scope="col">
                {c.heading(t, bookLabel)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const id = screen.rowId(row);
            return (
              <ResultRowView
                key={id}
                kind={kind}
                row={row}
                selected={id === selectedId}
                visited={visited.has(id)}
                checked={checkedIds.has(id)}
                filtered={filtered}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One row; drawn again only when its own state changes (a page of 100 stays quick to click through). */
const ResultRowView = memo(function ResultRowView({
  kind,
  row,
  selected,
  visited,
  checked,
  filtered,
}: {
  kind: ResultKind;
  row: ResultRow;
  selected: boolean;
  visited: boolean;
  checked: boolean;
  filtered: boolean;
}) {
  const { t: translate } = useTranslation('search');
  const t = (key: string, values?: Record<string, unknown>): string =>
    translate(key, { ...values });
  const screen = RESULT_SCREENS[kind];
  const id = screen.rowId(row);
  const title = screen.title(row);
  const select = () => useResultsStore.getState().select(id);
  const toggle = () => {
    const answer = useResultsStore.getState().toggleChecked(id, row, screen.rowId);
    if (answer === 'limit')
      showAlert({ kind: 'info', message: translateMessage(SEARCH_MESSAGES.selectionLimit) });
  };
  return (
    <Table.Tr
      className={classes.row}
      data-selected={selected || undefined}
      data-visited={visited || undefined}
      aria-selected={selected}
      onClick={select}
    >
      <Table.Td onClick={(e) => e.stopPropagation()}>
        <Checkbox
          size="xs"
          aria-label={t('results.checkRow', { title })}
          checked={checked}
          disabled={filtered}
          onChange={toggle}
        />
      </Table.Td>
      {screen.columns.map((c, i) => (
        <Table.Td key={i}>
          {i === 0 ? (
            <Anchor
              component="button"
              type="button"
              className={classes.open}
              aria-label={t('results.open', { title })}
              onClick={(e) => {
                e.stopPropagation();
                select();
              }}
            >
              {c.cell(row, t)}
            </Anchor>
          ) : (
            c.cell(row, t)
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});
