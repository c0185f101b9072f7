import {
  Navigate,
  PageLoader,
  QueryFailure,
  Route,
  Routes,
  showAlert,
  Stack,
  todayUtc,
  formatUsDate,
  translateMessage,
  useNavigate,
  useParams,
  useTranslation,
} from '@lrp/shared';
import {
  DEFAULT_FROM_DATE,
  RESULT_KINDS,
  SEARCH_MESSAGES,
  SEARCH_RESULT_KINDS,
  type SearchTypeKey,
} from '@lrp/contract';
import { useSearchLookup } from '../results/api/search-api';
import { useEffect, useMemo, useRef } from 'react';
import { usePayPerSearch } from '../pay-per-search/use-pay-per-search';
import { type ResultsAnswer, useResultsStore } from '../results/results-store';

const LOOKUPS = {
  parcelid: {
    type: 'searchByParcelId',
    criteria: (id: string) => ({
      parcelId: id,
      fromRecordedDate: DEFAULT_FROM_DATE,
      toRecordedDate: formatUsDate(todayUtc()),
    }),
    notFound: SEARCH_MESSAGES.parcelIdNotFound,
  },
  documentnumber: {
    type: 'searchByDocumentNumber',
    criteria: (id: string) => ({ documentNumber: id }),
    notFound: SEARCH_MESSAGES.documentNumberNotFound,
  },
} as const satisfies Record<
  string,
  { type: SearchTypeKey; criteria: (id: string) => Record<string, unknown>; notFound: string }
>;

/**
 * /externalsearch/parcelid/{id} and /externalsearch/documentnumber/{id} (spec 2 §2): the search runs as the page
 * opens (parcel IDs from 01/01/1900 to today); nothing found is the alert 'Could not find requested ...', whose
 * closing returns to /search.
 */
export default function ExternalSearchSection() {
  return (
    <Routes>
      <Route path="parcelid/:id" element={<Lookup kind="parcelid" />} />
      <Route path="documentnumber/:id" element={<Lookup kind="documentnumber" />} />
      <Route path="*" element={<Navigate to="/search" replace />} />
    </Routes>
  );
}

function Lookup({ kind }: { kind: keyof typeof LOOKUPS }) {
  const { t } = useTranslation('search');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const lookup = LOOKUPS[kind];
  const request = useMemo(
    () => ({ type: lookup.type, criteria: lookup.criteria(id) }),
    [lookup, id],
  );
  const query = useSearchLookup<Record<string, unknown>>(request);
  const pay = usePayPerSearch();
  const answered = useRef<unknown>(null);
  const content = query.data?.content;

  // Reacts to an answer (an alert or the payment dialogs); the call itself is the query's.
  useEffect(() => {
    if (!content || answered.current === content) return;
    answered.current = content;
    if (pay.needsPayment(content, () => void query.refetch())) return;
    if (!content.searchResults || content.searchResults.totalRecordCount === 0) {
      showAlert({
        kind: 'info',
        message: translateMessage(lookup.notFound),
        onClose: () => navigate('/search'),
      });
      return;
    }
    // Found: the result screen of its kind shows it, as after a search from a form.
    useResultsStore
      .getState()
      .showSearch(request, content.searchResults as ResultsAnswer, Date.now());
    navigate(RESULT_KINDS[SEARCH_RESULT_KINDS[lookup.type]].route, { replace: true });
  }, [content, lookup, navigate, pay, query, request]);

  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <QueryFailure
        title={t('external.failed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  return <Stack gap="md">{pay.dialogs}</Stack>;
}
