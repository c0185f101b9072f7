import { showAlert, translateMessage, UnstyledButton, useTranslation } from '@lrp/shared';
import { type ResultKind, SEARCH_MESSAGES, type SortDirection } from '@lrp/contract';
import { Checkbox, Table } from '@lrp/shared/widgets';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { type ColumnContext, RESULT_SCREENS, type T } from './result-screens';
import { type ResultRow, useResultsStore } from './results-store';
import classes from './results-table.module.css';

/** The order shown, and how a heading asks for another. */
type SortState = {
  sortKey: string;
  sortDirection: SortDirection;
  /** A heading's button: its column's sort, ascending; the sorted column's again: the other direction. */
  onSort: (sortKey: string) => void;
};

/** The button that opens a row: the module's link look, Mantine's focus ring. */
const OPEN_CLASS = `mantine-focus-auto ${classes.open}`;

type Props = {
  kind: ResultKind;
  rows: ResultRow[];
  ctx: ColumnContext;
  sort: SortState;
  /** Phones: a card per row (its key fields as label and value) instead of the table. */
  cards?: boolean;
};

/** The module's translations: one function while the language stays (rows are drawn again when it changes). */
const useT = (): T => {
  const { t: translate } = useTranslation('search');
  return useCallback((key, values) => translate(key, { ...values }), [translate]);
};

/**
 * The rows of a result screen (spec 2 §2, §4): a checkbox each (at most SELECTION_LIMIT, none while filtered),
 * the kind's columns; a click selects the row (highlighted, marked read, its detail shown). The page scrolls,
 * not the table: its header stays under the portal's header. A sortable column's heading is a button; the
 * sorted column says so (aria-sort).
 */
export function ResultsTable({ kind, rows, ctx, sort, cards }: Props) {
  const t = useT();
  const selectedId = useResultsStore((s) => s.selectedId);
  const visitedRows = useResultsStore((s) => s.visitedRows);
  const checked = useResultsStore((s) => s.checked);
  const filtered = useResultsStore((s) => s.filtered);
  const screen = RESULT_SCREENS[kind];
  const checkedIds = new Set(checked.map(screen.rowId));
  const visited = new Set(visitedRows);
  const states = (row: ResultRow) => {
    const id = screen.rowId(row);
    return {
      kind,
      row,
      ctx,
      t,
      selected: id === selectedId,
      visited: visited.has(id),
      checked: checkedIds.has(id),
      filtered,
    };
  };

  if (cards)
    return (
      <ul className={classes.cards} aria-label={t('results.cards')}>
        {rows.map((row) => (
          <ResultCard key={screen.rowId(row)} {...states(row)} />
        ))}
      </ul>
    );
  return (
    <Table
      className={classes.table}
      layout="fixed"
      highlightOnHover
      fz="sm"
      aria-label={t('results.title')}
    >
      <Table.Thead className={classes.head}>
        <Table.Tr>
          <Table.Th scope="col" className={classes.check}>
            <span className={classes.hidden}>{t('results.check')}</span>
          </Table.Th>
          {screen.columns.map((c, i) => {
            const heading = c.heading(t, ctx);
            const sorted = c.sortKey !== undefined && c.sortKey === sort.sortKey;
            const Icon = !sorted
              ? IconArrowsSort
              : sort.sortDirection === 'ASC'
                ? IconArrowUp
                : IconArrowDown;
            return (
              <Table.Th
                key={i}
                scope="col"
                style={c.width ? { width: c.width } : undefined}
                aria-sort={
                  sorted ? (sort.sortDirection === 'ASC' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.sortKey ? (
                  <UnstyledButton
                    className={classes.sort}
                    data-sorted={sorted || undefined}
                    onClick={() => sort.onSort(c.sortKey!)}
                  >
                    {heading}
                    <Icon size={14} aria-hidden className={classes.sortIcon} />
                  </UnstyledButton>
                ) : (
                  heading
                )}
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <ResultRowView key={screen.rowId(row)} {...states(row)} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

type RowProps = {
  kind: ResultKind;
  row: ResultRow;
  ctx: ColumnContext;
  t: T;
  selected: boolean;
  visited: boolean;
  checked: boolean;
  filtered: boolean;
};

/** What a row or a card does: choose it (its detail), check it (at most SELECTION_LIMIT). */
function rowActions(kind: ResultKind, row: ResultRow) {
  const screen = RESULT_SCREENS[kind];
  const id = screen.rowId(row);
  const title = screen.title(row);
  const select = () => useResultsStore.getState().select(id);
  const toggle = () => {
    const answer = useResultsStore.getState().toggleChecked(id, row, screen.rowId);
    if (answer === 'limit')
      showAlert({ kind: 'info', message: translateMessage(SEARCH_MESSAGES.selectionLimit) });
  };
  return { screen, id, title, select, toggle };
}

const FIT_CELL = `${classes.cell} ${classes.fit}`;
const WRAP_CELL = `${classes.cell} ${classes.wrap}`;

/**
 * One row; drawn again only when its own state changes (a page of 100 stays quick to click through). Its row and
 * cells are plain elements drawn as Mantine's Table.Tr and Table.Td are (results-table.module.css).
 */
const ResultRowView = memo(function ResultRowView({
  kind,
  row,
  ctx,
  t,
  selected,
  visited,
  checked,
  filtered,
}: RowProps) {
  const { screen, id, title, select, toggle } = rowActions(kind, row);
  return (
    <tr
      className={classes.row}
      data-selected={selected || undefined}
      data-visited={visited || undefined}
      aria-selected={selected}
      onClick={select}
    >
      <td className={classes.cell} onClick={(e) => e.stopPropagation()}>
        <Checkbox
          size="xs"
          aria-label={t('results.checkRow', { title })}
          checked={checked}
          disabled={filtered}
          onChange={toggle}
        />
      </td>
      {screen.columns.map((c, i) => (
        <td key={i} className={c.fit ? FIT_CELL : WRAP_CELL}>
          {i === 0 ? (
            <button
              type="button"
              className={OPEN_CLASS}
              data-open-id={id}
              aria-label={t('results.open', { title })}
              onClick={(e) => {
                e.stopPropagation();
                select();
              }}
            >
              {c.cell(row, t, ctx)}
            </button>
          ) : (
            c.cell(row, t, ctx)
          )}
        </td>
      ))}
    </tr>
  );
});

/** One row as a card (phones): the first column's fields open it, the others are listed by their headings. */
const ResultCard = memo(function ResultCard({
  kind,
  row,
  ctx,
  t,
  selected,
  visited,
  checked,
  filtered,
}: RowProps) {
  const { screen, id, title, select, toggle } = rowActions(kind, row);
  const [first, ...rest] = screen.columns;
  return (
    <li
      className={classes.card}
      data-selected={selected || undefined}
      data-visited={visited || undefined}
      aria-current={selected || undefined}
    >
      <div className={classes.cardTop}>
        <Checkbox
          size="sm"
          aria-label={t('results.checkRow', { title })}
          checked={checked}
          disabled={filtered}
          onChange={toggle}
        />
        <button
          type="button"
          className={OPEN_CLASS}
          data-open-id={id}
          aria-label={t('results.open', { title })}
          onClick={select}
        >
          {first.cell(row, t, ctx)}
        </button>
      </div>
      <dl className={classes.fields}>
        {rest.map((c, i) => (
          <div key={i} className={classes.field}>
            <dt>{c.heading(t, ctx)}</dt>
            <dd>{c.cell(row, t, ctx)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
});
