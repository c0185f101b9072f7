import { FIRST_BACKGROUND_BATCH, LAST_BACKGROUND_BATCH, RESULTS_BATCH_SIZE } from '@lrp/contract';
import { useEffect } from 'react';
import { runSearch } from './api/search-api';
import { type ResultRow, type ResultsSearch, useResultsStore } from './results-store';

/**
 * Batches 2 to 4 of a new search's first page (spec 2 §4), one after the other in the background: each adds its
 * rows; a short batch, a failure or a newer search stops them.
 */
async function loadBackgroundBatches(search: ResultsSearch, timestamp: number) {
  for (let batch = FIRST_BACKGROUND_BATCH; batch <= LAST_BACKGROUND_BATCH; batch++) {
    let rows: ResultRow[];
    let variantMatches: number[] | undefined;
    try {
      const { content } = await runSearch<ResultRow>({
        ...search,
        pageNumber: 1,
        batch,
        timestamp,
        updateHistory: false,
      });
      rows = content.searchResults?.searchResultList ?? [];
      variantMatches = content.searchResults?.variantMatches;
    } catch {
      return;
    }
    if (!useResultsStore.getState().appendBatch(timestamp, rows, variantMatches)) return;
    if (rows.length < RESULTS_BATCH_SIZE) return;
  }
}

/**
 * Starts the background batches of the search shown once its first rows are painted (a frame, then a task after
 * it): their calls and the rows they add never hold up that paint, and the rows go below the ones being read.
 * Used by the result screen; a search's batches start once.
 */
export function useBackgroundBatches() {
  const pending = useResultsStore((s) => s.pendingBatches);
  useEffect(() => {
    if (pending === null) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        const { view, takeBatches } = useResultsStore.getState();
        if (view && takeBatches(pending)) void loadBackgroundBatches(view.search, pending);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [pending]);
}
