import {
  Badge,
  Button,
  CloseButton,
  EmptyState,
  Group,
  Link,
  NativeSelect,
  Paper,
  showAlert,
  Stack,
  Text,
  TextInput,
  Title,
  translateMessage,
  useCountyStore,
  useMediaQuery,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import {
  PAGER_PAGES_SHOWN,
  RESULT_KINDS,
  type ResultKind,
  RESULTS_PAGE_SIZE,
  SEARCH_MESSAGES,
  SEARCH_RESULT_KINDS,
  type SortKey,
} from '@lrp/contract';
import { useEffect, useMemo, useState } from 'react';
import { NotableDatesButton } from '../notable-dates/notable-dates-button';
import { SaveSearchButton } from '../saved-searches/save-search-button';
import { searchTypeLabel } from '../search-menu/search-menu-model';
import { useDescribeCriteria } from './criteria-description';
import { DetailPanel } from './detail-panel';
import { DownloadButton } from './download-button';
import { Pager } from './pager';
import { pageCountOf } from './pager-model';
import { nameTerms } from './party-match';
import {
  type ColumnContext,
  filterRows,
  filterWords,
  RESULT_SCREENS,
  sortRows,
} from './result-screens';
import { ResultsTable } from './results-table';
import classes from './results-table.module.css';
import { useResultsStore } from './results-store';
import { useBackgroundBatches } from './use-background-batches';
import { useResultsPaging } from './use-results-search';
import { useBackToResults, useSequence } from './use-sequence';

/** Windows narrower than this show the detail over the list; phones (below 48em) show cards and a full dialog. */
const NARROW = '(max-width: 74.99em)';
const PHONE = '(max-width: 47.99em)';
const now = { getInitialValueInEffect: false };

/**
 * A result screen (spec 2 §2, §4): the search's description, the toolbar (Back to Search Results, Notable Dates,
 * Filter Selections / Remove Filter, Reset Read, Download, Save Search, the order, Search within results), the
 * rows of the page with their pager, and the detail panel of the selected row (beside the rows, or over them on
 * narrow windows).
 */
export default function ResultsPage({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation('search');
  const view = useResultsStore((s) => s.view);
  const resetRead = useResultsStore((s) => s.resetRead);
  // The screen starts with no row marked read (spec 2 §4).
  useEffect(() => resetRead(), [resetRead]);
  if (!view || SEARCH_RESULT_KINDS[view.search.type] !== kind)
    return (
      <EmptyState title={t('results.noneTitle')}>
        <Link to="/search">{t('results.noneText')}</Link>
      </EmptyState>
    );
  return <Results kind={kind} />;
}

function Results({ kind }: { kind: ResultKind }) {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const role = useSessionStore((s) => s.user?.role);
  const view = useResultsStore((s) => s.view)!;
  const checked = useResultsStore((s) => s.checked);
  const filtered = useResultsStore((s) => s.filtered);
  const visitedRows = useResultsStore((s) => s.visitedRows);
  const visitedPages = useResultsStore((s) => s.visitedPages);
  const origin = useResultsStore((s) => s.sequenceOrigin);
  const store = useResultsStore.getState;
  const paging = useResultsPaging();
  useBackgroundBatches();
  const sequence = useSequence();
  const backTo = useBackToResults();
  const screen = RESULT_SCREENS[kind];
  const bookLabel = config.common?.bookLabel ?? 'Book';
  const narrow = useMediaQuery(NARROW, false, now);
  const phone = useMediaQuery(PHONE, false, now);
  const fileNumbers = config.searchOptions?.torrensUseFileNumber === true;
  const ctx = useMemo<ColumnContext>(
    () => ({
      bookLabel,
      fileNumbers,
      terms: nameTerms(view.search),
      variantIds: new Set(view.variantIds),
    }),
    [bookLabel, fileNumbers, view.search, view.variantIds],
  );
  const [within, setWithin] = useState('');

  const rows = filtered ? checked : view.rows;
  const words = filterWords(within);
  const shownRows = words.length > 0 ? filterRows(rows, screen, ctx, words) : rows;
  const first = filtered ? 1 : (view.pageNumber - 1) * RESULTS_PAGE_SIZE + 1;
  const total = filtered ? checked.length : view.total;
  const pageCount = filtered ? 1 : pageCountOf(view.total, RESULTS_PAGE_SIZE);

  const describeCriteria = useDescribeCriteria();

  /** A new sort key or direction: the server's order, or the checked rows sorted here while filtered. */
  const sortBy = (change: { sortKey?: string; sortDirection?: 'ASC' | 'DESC' }) => {
    if (filtered) {
      const sortKey = change.sortKey ?? view.sortKey;
      const sortDirection = change.sortDirection ?? view.sortDirection;
      store().sortChecked(
        sortRows(checked, screen, sortKey, sortDirection),
        sortKey,
        sortDirection,
      );
    } else paging.go(change);
  };
  const toggleDirection = () => {
    const shown = filtered ? view : (paging.current() ?? view);
    sortBy({ sortDirection: shown.sortDirection === 'ASC' ? 'DESC' : 'ASC' });
  };
  /** A column heading's button: its sort ascending, or the other direction when it is the sort already. */
  const sortByColumn = (sortKey: string) => {
    const shown = filtered ? view : (paging.current() ?? view);
    if (shown.sortKey === sortKey) toggleDirection();
    else sortBy({ sortKey, sortDirection: 'ASC' });
  };
  const filter = () => {
    if (filtered) {
      store().setFiltered(false);
      paging.go({ pageNumber: 1 });
      return;
    }
    if (checked.length === 0) {
      showAlert({ kind: 'info', message: translateMessage(SEARCH_MESSAGES.selectDocument) });
      return;
    }
    store().sortChecked(
      sortRows(checked, screen, view.sortKey, view.sortDirection),
      view.sortKey,
      view.sortDirection,
    );
    store().setFiltered(true);
  };
  const sortLabel = (key: SortKey) => t(`sort.${key}`, { book: bookLabel });

  return (
    <div className={classes.layout}>
      <Paper
        withBorder
        p={phone ? 'sm' : 'md'}
        radius="md"
        component="section"
        aria-labelledby="search-results-title"
        className={classes.list}
      >
        <Stack gap="sm">
          <Title order={3} id="search-results-title">
            {t('results.title')}
          </Title>
          <Text size="sm" fw={600}>
            {t(`headings.${view.search.type}`, {
              label: searchTypeLabel(view.search.type, config),
            })}
          </Text>
          <Text size="sm">{describeCriteria(view.search.type, view.search.criteria)}</Text>
          <Text size="sm" c="dimmed">
            {translateMessage(SEARCH_MESSAGES.clickOnRecord)}
          </Text>
          <Group gap="xs" wrap="wrap">
            {origin && (
              <Button size="xs" onClick={backTo.back}>
                {t('results.back')}
              </Button>
            )}
            <NotableDatesButton />
            <Button size="xs" variant="default" onClick={filter}>
              {filtered ? t('results.removeFilter') : t('results.filter')}
            </Button>
            {visitedRows.length > 0 && (
              <Button size="xs" variant="default" onClick={() => store().resetRead()}>
                {t('results.resetRead')}
              </Button>
            )}
            {config.search2?.downloadResults && <DownloadButton />}
            {role !== undefined && role !== 'GUEST' && <SaveSearchButton />}
            <NativeSelect
              size="xs"
              aria-label={t('results.sortBy')}
              value={view.sortKey}
              data={RESULT_KINDS[kind].sortKeys.map((key) => ({
                value: key,
                label: sortLabel(key),
              }))}
              onChange={(e) => sortBy({ sortKey: e.currentTarget.value })}
            />
            <Button
              size="xs"
              variant="default"
              aria-label={t('results.direction', {
                direction: t(`results.directions.${view.sortDirection}`),
              })}
              onClick={toggleDirection}
            >
              {view.sortDirection}
            </Button>
          </Group>
          <Group justify="space-between">
            <Text size="sm" role="status">
              {translateMessage(
                SEARCH_MESSAGES.displayingResults({
                  first: rows.length === 0 ? 0 : first,
                  last: first + rows.length - 1,
                  total,
                }),
              )}
            </Text>
            {view.truncated && (
              <Badge color="red" variant="filled" style={{ textTransform: 'none' }}>
                {translateMessage(SEARCH_MESSAGES.resultsTruncated)}
              </Badge>
            )}
          </Group>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              className={classes.within}
              size="xs"
              type="search"
              label={t('results.within')}
              value={within}
              onChange={(e) => setWithin(e.currentTarget.value)}
              rightSection={
                within ? (
                  <CloseButton
                    size="sm"
                    aria-label={t('results.withinClear')}
                    onClick={() => setWithin('')}
                  />
                ) : null
              }
            />
            <Text size="sm" aria-live="polite">
              {words.length > 0
                ? t('results.withinCount', { shown: shownRows.length, total: rows.length })
                : ''}
            </Text>
          </Group>
          {words.length > 0 && shownRows.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('results.withinNone', { text: within.trim() })}
              action={
                <Button size="xs" variant="default" onClick={() => setWithin('')}>
                  {t('results.withinClear')}
                </Button>
              }
            />
          ) : (
            <ResultsTable
              kind={kind}
              rows={shownRows}
              ctx={ctx}
              cards={phone}
              sort={{
                sortKey: view.sortKey,
                sortDirection: view.sortDirection,
                onSort: sortByColumn,
              }}
            />
          )}
          <Pager
            label={t('pager.results')}
            pageCount={pageCount}
            selected={filtered ? 1 : view.pageNumber}
            shown={PAGER_PAGES_SHOWN.results}
            visited={filtered ? [] : visitedPages}
            onPage={(pageNumber) => paging.go({ pageNumber })}
          />
        </Stack>
      </Paper>
      <DetailPanel
        kind={kind}
        sequence={sequence}
        dialog={phone ? 'fullScreen' : narrow ? 'window' : undefined}
      />
      {sequence.dialogs}
      {backTo.dialogs}
    </div>
  );
}
