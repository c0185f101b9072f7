import {
  EFILE_MESSAGES,
  type EfileReviewRequest,
  type EfileStatus,
  type efileSubmissionsResponseSchema,
} from '@lrp/contract';
import {
  ApiError,
  callApi,
  CLIENT_ERROR_MESSAGES,
  keepPreviousData,
  type Out,
  registerMessages,
  useMutation,
  useQuery,
  useQueryClient,
} from '@lrp/shared';
import { callApiForFileOrReply } from '@lrp/shared/sections';

// The review's rule and the server's answers about submissions, in the user's language.
registerMessages({ efile: EFILE_MESSAGES });

/*
 * The county's side of e-file (COUNTY and TRIMIN; the contract's efile.ts): the submissions a page at a time,
 * a submission's document, and its review (NEW → IN_REVIEW → ACCEPTED or REJECTED with a reason).
 */

export type SubmissionsFilter = { status: 'ALL' | EfileStatus; page: number };

export const submissionKeys = {
  all: ['efile', 'submissions'] as const,
  list: (filter: SubmissionsFilter) => ['efile', 'submissions', filter] as const,
};

/** GET efile/submissions?status=&page=: one page of the submissions, newest first, with the total. */
export const fetchSubmissions = ({ status, page }: SubmissionsFilter) =>
  callApi<Out<typeof efileSubmissionsResponseSchema>>(
    'get',
    `efile/submissions?${new URLSearchParams({ status, page: String(page) })}`,
  ).then((r) => r.content);
export const useSubmissions = (filter: SubmissionsFilter) =>
  useQuery({
    queryKey: submissionKeys.list(filter),
    queryFn: () => fetchSubmissions(filter),
    placeholderData: keepPreviousData,
  });

/** POST efile/submissions/review: the new state (the server e-mails the submitter and answers its message). */
export const reviewSubmission = (request: EfileReviewRequest) =>
  callApi<unknown>('post', 'efile/submissions/review', request);
export const useReviewSubmission = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewSubmission,
    onSettled: () => client.invalidateQueries({ queryKey: submissionKeys.all }),
    meta: { blocksScreen: true },
  });
};

/** GET efile/submissions/{transactionNumber}/document: the document as it was submitted. */
export const fetchSubmissionDocument = (transactionNumber: string) =>
  callApiForFileOrReply<unknown>(
    'get',
    `efile/submissions/${encodeURIComponent(transactionNumber)}/document`,
  ).then((answer) => {
    // An envelope where the file should be (no 202 job is expected here) is an answer that is not the file.
    if (!answer.file) throw new ApiError(CLIENT_ERROR_MESSAGES.noMessage, 200);
    return answer.file;
  });
export const useSubmissionDocument = () =>
  useMutation({ mutationFn: fetchSubmissionDocument, meta: { blocksScreen: true } });
