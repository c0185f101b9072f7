import {
  EmptyState,
  Navigate,
  PageLoader,
  Route,
  Routes,
  useCountyStore,
  useLocation,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { SectionLayout, type SectionMenuGroup } from '@lrp/shared/sections';
import { RESULT_KINDS, type ResultKind, SEARCH_HISTORY_SIZE } from '@lrp/contract';
import { lazy, Suspense, useMemo } from 'react';
import { HistoryRedirect } from '../history/history-redirect';
import { ResultsScreen } from '../results/results-page-loader';
import { buildSearchMenu, defaultSearchKey } from './search-menu-model';
import { SearchTypePage } from './search-type-page';

/** My Saved Searches: its own chunk, not part of /search's first load. */
const SavedSearchesPage = lazy(() => import('../saved-searches/saved-searches-page'));
/** Property Alerts: its own chunk too. */
const AlertsPage = lazy(() => import('../alerts/alerts-page'));
/** Chain of Title: its own chunk, with its own texts. */
const ChainOfTitlePage = lazy(() => import('../chain-of-title/chain-of-title-page'));

/** The result screens' paths (/search/SearchResults, ...). */
const RESULT_ROUTES: ReadonlySet<string> = new Set(Object.values(RESULT_KINDS).map((k) => k.route));

/** /search: the search menu beside the chosen search; /search opens the county's default search. */
export default function SearchSection() {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const user = useSessionStore((s) => s.user);
  const { pathname } = useLocation();
  const menu = useMemo(
    () => buildSearchMenu(config, user?.searchList ?? []),
    [config, user?.searchList],
  );
  const fallback = defaultSearchKey(config, menu);
  const allowed = useMemo(() => new Set([...menu.main, ...menu.special].map((e) => e.key)), [menu]);

  const groups: SectionMenuGroup[] = [
    {
      label: t('menu.searches'),
      items: menu.main.map((e) => ({ to: `/search/${e.key}`, label: e.label })),
    },
  ];
  if (menu.special.length > 0) {
    groups.push({
      label: t('menu.special'),
      items: menu.special.map((e) => ({ to: `/search/${e.key}`, label: e.label })),
    });
  }
  // The chain runs the property's search: offered to whoever may search by parcel or legal description.
  const chainOffered = allowed.has('searchByParcelId') || allowed.has('searchByLegalDescription');
  if (chainOffered) {
    groups.push({
      label: t('menu.property'),
      items: [{ to: '/search/chainOfTitle', label: t('menu.chainOfTitle') }],
    });
  }
  if (user && user.role !== 'GUEST') {
    const recent = user.searchHistoryList.slice(0, SEARCH_HISTORY_SIZE);
    groups.push({
      label: t('menu.recent'),
      items: recent.map((entry, i) => ({
        to: `/search/searchHistory/${entry.type}/${i + 1}`,
        label: i === 0 ? t('menu.current') : t('menu.recentEntry', { n: i + 1 }),
      })),
      emptyText: t('menu.noRecent'),
    });
    groups.push({
      label: t('menu.saved'),
      items: [{ to: '/search/savedSearches', label: t('menu.mySaved') }],
    });
  }
  // Property alerts: everyone with an account; the public too (a guest) when the county allows it.
  if (user && (user.role !== 'GUEST' || config.search2?.publicAlerts === true)) {
    groups.push({
      label: t('menu.alerts'),
      items: [{ to: '/search/alerts', label: t('menu.propertyAlerts') }],
    });
  }

  return (
    <SectionLayout
      title={t('title')}
      menuLabel={t('menu.label')}
      groups={groups}
      // Results and a detail panel side by side need the whole width: the menu folds behind its button.
      menuCollapsed={RESULT_ROUTES.has(pathname)}
    >
      <Routes>
        <Route
          index
          element={
            fallback ? (
              <Navigate to={fallback} replace />
            ) : (
              <EmptyState headingLevel={3} title={t('none.title')}>
                {t('none.text')}
              </EmptyState>
            )
          }
        />
        <Route path="searchHistory/:searchType/:index" element={<HistoryRedirect />} />
        <Route
          path="savedSearches"
          element={
            <Suspense fallback={<PageLoader />}>
              <SavedSearchesPage />
            </Suspense>
          }
        />
        {chainOffered && (
          <Route
            path="chainOfTitle"
            element={
              <Suspense fallback={<PageLoader />}>
                <ChainOfTitlePage />
              </Suspense>
            }
          />
        )}
        <Route
          path="alerts"
          element={
            <Suspense fallback={<PageLoader />}>
              <AlertsPage />
            </Suspense>
          }
        />
        {(Object.keys(RESULT_KINDS) as ResultKind[]).map((kind) => (
          <Route
            key={kind}
            path={RESULT_KINDS[kind].route.replace('/search/', '')}
            element={
              <Suspense fallback={<PageLoader />}>
                <ResultsScreen kind={kind} />
              </Suspense>
            }
          />
        ))}
        <Route path=":type" element={<SearchTypePage allowed={allowed} />} />
        <Route path=":type/:historyNumber" element={<SearchTypePage allowed={allowed} />} />
      </Routes>
    </SectionLayout>
  );
}
