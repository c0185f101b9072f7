import type { SearchTypeKey, SortDirection } from '@lrp/contract';
import { SELECTION_LIMIT } from '@lrp/contract';
import { create } from 'zustand';

/** One row of any result screen (its kind's row type; the screen reads its own fields). */
export type ResultRow = Record<string, unknown>;

/** A search as the result screens replay it: its type and the criteria it was sent with. */
export type ResultsSearch = { type: SearchTypeKey; criteria: Record<string, unknown> };

/** Where a result screen is: which search, which page in which order, and the row chosen. */
export type ResultsPlace = {
  search: ResultsSearch;
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
  selectedId: number | null;
};

/** The answer of a results call, as the screens keep it. */
export type ResultsAnswer = {
  totalRecordCount: number;
  truncated: boolean;
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
  searchResultList: ResultRow[];
  /** A name search with variants: the rows found only by a variant or by sound. */
  variantMatches?: number[];
};

export type ResultsView = {
  search: ResultsSearch;
  /** Rows of the page shown (the first page grows batch by batch). */
  rows: ResultRow[];
  /** The ids of the rows shown that were found only by a name variant or by sound. */
  variantIds: number[];
  total: number;
  truncated: boolean;
  pageNumber: number;
  sortKey: string;
  sortDirection: SortDirection;
  /** Identifies the search: background batches of an older search are dropped. */
  timestamp: number;
};

interface ResultsState {
  view: ResultsView | null;
  visitedPages: number[];
  visitedRows: number[];
  selectedId: number | null;
  /** Checked rows, in the order checked (Filter Selections shows them). */
  checked: ResultRow[];
  filtered: boolean;
  /** The search a sequence started from (spec 2 §4): Back to Search Results returns to it. */
  sequenceOrigin: ResultsPlace | null;
  /** The timestamp of the search whose batches 2 to 4 are still to be asked for (once its rows are painted). */
  pendingBatches: number | null;
  /**
   * A new search's first answer: page, visited marks, checks and filter start afresh. `batchesPending`: the
   * rest of its first page is to be asked for in the background.
   */
  showSearch: (
    search: ResultsSearch,
    answer: ResultsAnswer,
    timestamp: number,
    batchesPending?: boolean,
  ) => void;
  /** Claims the background batches of the search with this timestamp: true once, while they are pending. */
  takeBatches: (timestamp: number) => boolean;
  /** A background batch of the search with this timestamp; false when it is no longer shown. */
  appendBatch: (timestamp: number, rows: ResultRow[], variantMatches?: number[]) => boolean;
  /** Another page or order of the search shown. */
  showPage: (answer: ResultsAnswer) => void;
  select: (id: number | null) => void;
  resetRead: () => void;
  /** Checks or unchecks a row; 'limit' when SELECTION_LIMIT rows are already checked. */
  toggleChecked: (id: number, row: ResultRow, rowId: (row: ResultRow) => number) => 'limit' | 'ok';
  setFiltered: (filtered: boolean) => void;
  /** The checked rows in a new order (a sort while filtered is done in the browser). */
  sortChecked: (rows: ResultRow[], sortKey: string, sortDirection: SortDirection) => void;
  startSequence: (origin: ResultsPlace) => void;
  endSequence: () => void;
}

const fresh = { visitedPages: [], visitedRows: [], selectedId: null, checked: [], filtered: false };

export const useResultsStore = create<ResultsState>()((set, get) => ({
  view: null,
  ...fresh,
  sequenceOrigin: null,
  pendingBatches: null,
  showSearch: (search, answer, timestamp, batchesPending = false) =>
    set({
      ...fresh,
      visitedPages: [answer.pageNumber],
      view: {
        search,
        rows: answer.searchResultList,
        variantIds: answer.variantMatches ?? [],
        total: answer.totalRecordCount,
        truncated: answer.truncated,
        pageNumber: answer.pageNumber,
        sortKey: answer.sortKey,
        sortDirection: answer.sortDirection,
        timestamp,
      },
      pendingBatches: batchesPending ? timestamp : null,
    }),
  takeBatches: (timestamp) => {
    if (get().pendingBatches !== timestamp) return false;
    set({ pendingBatches: null });
    return true;
  },
  appendBatch: (timestamp, rows, variantMatches = []) => {
    const { view } = get();
    if (!view || view.timestamp !== timestamp || view.pageNumber !== 1) return false;
    set({
      view: {
        ...view,
        rows: [...view.rows, ...rows],
        variantIds: [...view.variantIds, ...variantMatches],
      },
    });
    return true;
  },
  showPage: (answer) =>
    set((s) =>
      s.view
        ? {
            view: {
              ...s.view,
              rows: answer.searchResultList,
              variantIds: answer.variantMatches ?? [],
              total: answer.totalRecordCount,
              truncated: answer.truncated,
              pageNumber: answer.pageNumber,
              sortKey: answer.sortKey,
              sortDirection: answer.sortDirection,
              timestamp: Date.now(),
            },
            pendingBatches: null,
            visitedPages: s.visitedPages.includes(answer.pageNumber)
              ? s.visitedPages
              : [...s.visitedPages, answer.pageNumber],
          }
        : {},
    ),
  select: (id) =>
    set((s) => ({
      selectedId: id,
      visitedRows:
        id === null || s.visitedRows.includes(id) ? s.visitedRows : [...s.visitedRows, id],
    })),
  resetRead: () => set({ visitedRows: [] }),
  toggleChecked: (id, row, rowId) => {
    const { checked } = get();
    if (checked.some((r) => rowId(r) === id)) {
      set({ checked: checked.filter((r) => rowId(r) !== id) });
      return 'ok';
    }
    if (checked.length >= SELECTION_LIMIT) return 'limit';
    set({ checked: [...checked, row] });
    return checked.length + 1 >= SELECTION_LIMIT ? 'limit' : 'ok';
  },
  setFiltered: (filtered) => set({ filtered }),
  sortChecked: (rows, sortKey, sortDirection) =>
    set((s) => ({ checked: rows, view: s.view && { ...s.view, sortKey, sortDirection } })),
  startSequence: (origin) => set((s) => ({ sequenceOrigin: s.sequenceOrigin ?? origin })),
  endSequence: () => set({ sequenceOrigin: null }),
}));
