import type {
  DetailRequest,
  LegalDescriptionDetails,
  LegalDetailSource,
  ParcelLinks,
  ReferenceDocument,
  ReferencingDocument,
  ResultKind,
} from '@lrp/contract';
import { balanceKeys, callApi, useQuery, useQueryClient, useSessionStore } from '@lrp/shared';

/** The detail calls of the five result screens (spec 2 §7), by result kind. */
export const DETAIL_PATHS = {
  documents: 'search/documentDetails',
  taxLiens: 'search/taxLienDetails',
  torrensCertificates: 'search/torrensCertificateDetails',
  tractBooks: 'search/tractBookDetails',
  grantorGranteeBooks: 'search/grantorGranteeBookDetails',
} as const satisfies Record<ResultKind, string>;

/** What a *Details call answers: the detail (null when a payment is needed first) and the payment state. */
export type DetailResponse<D> = {
  details: D | null;
  paymentNeeded: boolean;
  paymentNeededAgain: boolean;
  price: number;
  usageBalance: string | null;
};

/**
 * POST search/{kind}Details for the selected row (null: none). Read once per row and kept while the results show
 * (the server charges a record once a day); the header's balance follows the answer. An answer asking for
 * payment has no details: the screen runs the payment flow and refetches.
 */
export const useSearchDetail = <D = unknown>(kind: ResultKind, request: DetailRequest | null) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['search', 'detail', kind, request?.docId ?? 0] as const,
    queryFn: async () => {
      const { content } = await callApi<DetailResponse<D>>('post', DETAIL_PATHS[kind], request);
      const { user } = useSessionStore.getState();
      if (user && content.usageBalance !== null)
        client.setQueryData(balanceKeys.usageBalance(user.userId), content.usageBalance);
      return content;
    },
    enabled: request !== null,
    staleTime: Infinity,
    retry: false,
  });
};

export const searchDetailKeys = {
  referenceDocuments: (id: number) => ['search', 'referenceDocuments', id] as const,
  referencedByDocuments: (id: number) => ['search', 'referencedByDocuments', id] as const,
  legalDescriptionDetails: (id: number, source: LegalDetailSource) =>
    ['search', 'legalDescriptionDetails', source, id] as const,
  parcelLinks: (system: 'tax' | 'gis', id: number) =>
    ['search', 'parcelLinks', system, id] as const,
};

/** POST search/referenceDocuments: the documents a document refers to (read when its detail shows). */
export const useReferenceDocuments = (id: number | null) =>
  useQuery({
    queryKey: searchDetailKeys.referenceDocuments(id ?? 0),
    queryFn: async () =>
      (
        await callApi<{ referenceDocuments: ReferenceDocument[] }>(
          'post',
          'search/referenceDocuments',
          { id },
        )
      ).content.referenceDocuments,
    enabled: id !== null,
  });

/**
 * POST search/referencedByDocuments: the documents that refer to a document (a mortgage's satisfaction and
 * assignments), read when its detail shows.
 */
export const useReferencedByDocuments = (id: number | null) =>
  useQuery({
    queryKey: searchDetailKeys.referencedByDocuments(id ?? 0),
    queryFn: async () =>
      (
        await callApi<{ referencedBy: ReferencingDocument[] }>(
          'post',
          'search/referencedByDocuments',
          { id },
        )
      ).content.referencedBy,
    enabled: id !== null,
  });

/** POST search/legalDescriptionDetails: the Legal Description Details modal's tables (a document's or a tract book's). */
export const useLegalDescriptionDetails = (
  id: number | null,
  source: LegalDetailSource = 'DOCUMENT',
) =>
  useQuery({
    queryKey: searchDetailKeys.legalDescriptionDetails(id ?? 0, source),
    queryFn: async () =>
      (
        await callApi<LegalDescriptionDetails>('post', 'search/legalDescriptionDetails', {
          id,
          source,
        })
      ).content,
    enabled: id !== null,
  });

/** POST tax/getLinks or gis/getLinks: the document's parcels with a link into the county's system. */
export const useParcelLinks = (system: 'tax' | 'gis', id: number | null) =>
  useQuery({
    queryKey: searchDetailKeys.parcelLinks(system, id ?? 0),
    queryFn: async () => (await callApi<ParcelLinks>('post', `${system}/getLinks`, { id })).content,
    enabled: id !== null,
    retry: false,
  });
