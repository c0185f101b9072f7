import {
  EmptyState,
  Navigate,
  Route,
  Routes,
  SectionLayout,
  type SectionMenuGroup,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { useMemo } from 'react';
import { buildSearchMenu, defaultSearchKey } from './search-menu-model';
import { SearchTypePage } from './search-type-page';

const RECENT_SEARCHES_SHOWN = 5;

/** /search: the search menu beside the chosen search; /search opens the county's default search. */
export default function SearchSection() {
  const { t } = useTranslation('search');
  const config = useCountyStore((s) => s.config);
  const user = useSessionStore((s) => s.user);
  const menu = useMemo(() => buildSearchMenu(config, user?.searchList ?? []), [config, user?.searchList]);
  const fallback = defaultSearchKey(config, menu);
  const allowed = useMemo(() => new Set([...menu.main, ...menu.special].map((e) => e.key)), [menu]);

  const groups: SectionMenuGroup[] = [
    { label: t('menu.searches'), items: menu.main.map((e) => ({ to: `/search/${e.key}`, label: e.label })) },
  ];
  if (menu.special.length > 0) {
    groups.push({ label: t('menu.special'), items: menu.special.map((e) => ({ to: `/search/${e.key}`, label: e.label })) });
  }
  if (user && user.role !== 'GUEST') {
    const recent = user.searchHistoryList.slice(0, RECENT_SEARCHES_SHOWN);
    groups.push({ label: t('menu.recent'), items: recent.map((_, i) => ({ to: `/search/searchHistory/${i + 1}`, label: i === 0 ? t('menu.current') : t('menu.recentEntry', { n: i + 1 }) })), emptyText: t('menu.noRecent') });
  }

  return (
    <SectionLayout title={t('title')} menuLabel={t('menu.label')} groups={groups}>
      <Routes>
        <Route
          index
          element={fallback ? <Navigate to={fallback} replace /> : <EmptyState title={t('none.title')}>{t('none.text')}</EmptyState>}
        />
        <Route path=":type/*" element={<SearchTypePage allowed={allowed} />} />
      </Routes>
    </SectionLayout>
  );
}
