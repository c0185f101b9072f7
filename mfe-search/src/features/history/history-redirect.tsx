import { Navigate, useParams, useSessionStore } from '@lrp/shared';
import { SEARCH_HISTORY_SIZE } from '@lrp/contract';

/**
 * /search/searchHistory/{type}/{n} (a Recent Searches link, n from 1 to 5): redirects to /search/{type}/{n},
 * which preloads that search's criteria. Guests have no Recent Searches: they go to the search itself.
 */
export function HistoryRedirect() {
  const { searchType, index } = useParams();
  const role = useSessionStore((s) => s.user?.role);
  const n = Number(index);
  const valid = Number.isInteger(n) && n >= 1 && n <= SEARCH_HISTORY_SIZE && role !== 'GUEST';
  return <Navigate to={valid ? `/search/${searchType}/${n}` : `/search/${searchType}`} replace />;
}
