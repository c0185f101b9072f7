import type { ResultKind } from '@lrp/contract';
import { type ComponentType, lazy } from 'react';

type ResultsPageComponent = ComponentType<{ kind: ResultKind }>;

let loaded: ResultsPageComponent | null = null;
let loading: Promise<ResultsPageComponent> | null = null;

/**
 * The result screens' code (their own chunk, not part of /search's first load): loading starts when a person
 * touches a search form or a search starts, once; a failed load is tried again on the next call.
 */
export function loadResultsPage(): Promise<ResultsPageComponent> {
  loading ??= import('./results-page').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Whether the result screens' code is there (a search's answer can be drawn at once). */
export const resultsPageLoaded = () => loaded !== null;

const LazyResultsPage = lazy(() => loadResultsPage().then((page) => ({ default: page })));

/**
 * A result screen: drawn in the same render as the answer once its code is there. Only when it is not (a
 * results address opened directly) does it suspend, and React then holds the reveal back for its fallback.
 */
export function ResultsScreen({ kind }: { kind: ResultKind }) {
  const Page = loaded ?? LazyResultsPage;
  return <Page kind={kind} />;
}
