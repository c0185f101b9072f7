import {
  ALL_PAGES,
  searchExportPath,
  type LanguageCode,
  type ResultsExportFormat,
  type SearchPaging,
  type SearchResponse,
  type SearchTypeKey,
} from '@lrp/contract';
import {
  balanceKeys,
  callApi,
  callApiForFile,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
  useSessionStore,
} from '@lrp/shared';

/** What a search call sends: the criteria of its type, flat, and the paging fields it sets. */
export type SearchRequest = {
  type: SearchTypeKey;
  criteria: Record<string, unknown>;
} & Partial<SearchPaging>;

/** POST search/{type} (spec 2 §7): the first page (or the page asked for) and the payment state. */
export const runSearch = <Row = unknown>({ type, criteria, ...paging }: SearchRequest) =>
  callApi<SearchResponse<Row>>('post', `search/${type}`, { ...criteria, ...paging });

/**
 * A search from a form: the server's answer updates what the header and the menu show (the usage balance after
 * the charge, Recent Searches). Field errors and refusals come back to the caller (it shows them by its fields).
 */
export const useRunSearch = <Row = unknown>() => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SearchRequest) => runSearch<Row>(request),
    meta: { showsOwnError: true },
    onSuccess: ({ content }) => recordAnswer(client, content),
  });
};

/** What every search answer changes outside its screen: Recent Searches and the header's usage balance. */
function recordAnswer(client: QueryClient, content: SearchResponse<unknown>): void {
  const { user } = useSessionStore.getState();
  if (!user) return;
  if (content.historyResults) {
    useSessionStore
      .getState()
      .signIn({ ...user, searchHistoryList: content.historyResults.searchHistoryList });
  }
  if (content.usageBalance !== null)
    client.setQueryData(balanceKeys.usageBalance(user.userId), content.usageBalance);
}

/**
 * A search the page runs as it opens (the direct lookups /externalsearch/...): read once, never cached, the
 * balance and Recent Searches updated as after a form's search.
 */
export const useSearchLookup = <Row = unknown>(request: SearchRequest) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['search', 'lookup', request],
    queryFn: async () => {
      const reply = await runSearch<Row>(request);
      recordAnswer(client, reply.content);
      return reply;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
};

/** POST search/{type}Print (spec 2 §7): every row of the search (pageNumber -1) as SearchResultsReport.pdf. */
export const downloadSearchResults = ({ type, criteria, ...paging }: SearchRequest) =>
  callApiForFile(`search/${type}Print`, { ...criteria, ...paging, pageNumber: ALL_PAGES });
export const useDownloadSearchResults = () =>
  useMutation({ mutationFn: downloadSearchResults, meta: { blocksScreen: true } });

/**
 * POST search/{type}Export: every row of the search as an Excel workbook or a CSV file, headed in the language
 * named (the browser's); charged and offered as the Print is.
 */
export const exportSearchResults = ({
  type,
  criteria,
  format,
  language,
  ...paging
}: SearchRequest & { format: ResultsExportFormat; language: LanguageCode }) =>
  callApiForFile(searchExportPath(type), {
    ...criteria,
    ...paging,
    pageNumber: ALL_PAGES,
    format,
    language,
  });
export const useExportSearchResults = () =>
  useMutation({ mutationFn: exportSearchResults, meta: { blocksScreen: true } });
