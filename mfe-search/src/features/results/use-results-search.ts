import { showErrorAlert, translateMessage, useNavigate, showAlert } from '@lrp/shared';
import {
  BATCHED_SEARCHES,
  RESULT_KINDS,
  RESULTS_BATCH_SIZE,
  SEARCH_MESSAGES,
  SEARCH_RESULT_KINDS,
  type SearchResponse,
  type SortDirection,
} from '@lrp/contract';
import { useRunSearch } from './api/search-api';
import { useRef } from 'react';
import { usePayPerSearch } from '../pay-per-search/use-pay-per-search';
import { loadResultsPage, resultsPageLoaded } from './results-page-loader';
import {
  type ResultRow,
  type ResultsAnswer,
  type ResultsPlace,
  type ResultsSearch,
  useResultsStore,
} from './results-store';

type Answer = SearchResponse<ResultRow>['searchResults'];

/** The latest search started from any form or link: an answer that waited for the screens' code yields to it. */
let latestSearch = 0;

/**
 * Runs searches for the result screens: a new search (from a form or a detail link) opens its kind's result
 * screen, drawn from its first answer in the same render (the screens' code is loaded by then: it starts loading
 * when a form is touched, at the latest with the search); the types of the batching list get their first 25 rows
 * and, once those are painted, the rest of the page in the background; `place` (Back to Search Results) restores
 * a page, an order and a selected row.
 */
export function useResultsSearch() {
  const search = useRunSearch<ResultRow>();
  const pay = usePayPerSearch();
  const navigate = useNavigate();

  const run = (
    request: ResultsSearch,
    options: {
      place?: Omit<ResultsPlace, 'search'>;
      onAnswer?: (results: Answer) => void;
      onFieldErrors?: (error: unknown) => boolean;
    } = {},
  ) => {
    if (search.isPending) return;
    const timestamp = Math.max(Date.now(), latestSearch + 1);
    latestSearch = timestamp;
    if (!resultsPageLoaded()) void loadResultsPage().catch(() => undefined);
    const batched = !options.place && BATCHED_SEARCHES.includes(request.type);
    const kind = SEARCH_RESULT_KINDS[request.type];
    search.mutate(
      {
        ...request,
        pageNumber: options.place?.pageNumber ?? 1,
        sortKey: options.place?.sortKey ?? RESULT_KINDS[kind].defaultSortKey,
        sortDirection: options.place?.sortDirection ?? 'ASC',
        batch: batched ? 1 : 0,
        timestamp,
        updateHistory: !options.place,
      },
      {
        onSuccess: ({ content }) => {
          if (pay.needsPayment(content, () => run(request, options))) return;
          const results = content.searchResults;
          options.onAnswer?.(results);
          if (!results) return;
          if (results.totalRecordCount === 0) {
            showAlert({ kind: 'info', message: translateMessage(SEARCH_MESSAGES.noRecordsFound) });
            return;
          }
          const show = () => {
            if (timestamp !== latestSearch) return;
            const store = useResultsStore.getState();
            store.showSearch(
              request,
              results as ResultsAnswer,
              timestamp,
              batched && results.totalRecordCount > RESULTS_BATCH_SIZE,
            );
            if (options.place?.selectedId) store.select(options.place.selectedId);
            navigate(RESULT_KINDS[kind].route);
          };
          // Without its code (not fetched yet, or failed) the screen would suspend and reveal late: wait for it.
          if (resultsPageLoaded()) show();
          else void loadResultsPage().then(show, show);
        },
        onError: (error) => {
          if (!options.onFieldErrors?.(error)) showErrorAlert(error);
        },
      },
    );
  };
  return { run, pending: search.isPending, dialogs: pay.dialogs };
}

/**
 * Another page or order of the search shown (spec 2 §4): the server answers the page; failures are silent
 * (the page stays as it was). Changes made while one is on its way build on it (a sort key, then a direction),
 * and only the answer to the latest one is shown.
 */
export function useResultsPaging() {
  const search = useRunSearch<ResultRow>();
  const wanted = useRef<{
    pageNumber: number;
    sortKey: string;
    sortDirection: SortDirection;
  } | null>(null);
  const latest = useRef(0);
  const go = (change: { pageNumber?: number; sortKey?: string; sortDirection?: SortDirection }) => {
    const { view } = useResultsStore.getState();
    if (!view) return;
    const base = wanted.current ?? view;
    const next = {
      pageNumber: change.pageNumber ?? base.pageNumber,
      sortKey: change.sortKey ?? base.sortKey,
      sortDirection: change.sortDirection ?? base.sortDirection,
    };
    wanted.current = next;
    const timestamp = Math.max(Date.now(), latest.current + 1);
    latest.current = timestamp;
    search.mutate(
      { ...view.search, ...next, batch: 0, timestamp, updateHistory: false },
      {
        onSuccess: ({ content }) => {
          if (timestamp !== latest.current) return;
          wanted.current = null;
          if (content.searchResults)
            useResultsStore.getState().showPage(content.searchResults as ResultsAnswer);
        },
        onError: () => {
          if (timestamp === latest.current) wanted.current = null;
        },
      },
    );
  };
  /** The page and order shown, or asked for and on its way. */
  const current = () => wanted.current ?? useResultsStore.getState().view;
  return { go, current, pending: search.isPending };
}
