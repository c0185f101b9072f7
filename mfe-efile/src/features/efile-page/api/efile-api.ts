import {
  type CardTransactionResponse,
  EFILE_MESSAGES,
  type EfileFields,
  type EfileImageResponse,
  type EfileSubmissionRequest,
  type efileAuthAndCaptureResponseSchema,
  type efileCaptureResponseSchema,
  type efileSubmissionResponseSchema,
  PAYMENT_MESSAGES,
  PROFILE_MESSAGES,
  type storedProfileSchema,
} from '@lrp/contract';
import {
  balanceKeys,
  callApi,
  describeError,
  logClientProblem,
  type Out,
  registerMessages,
  useMoneyMoved,
  useMutation,
  useQuery,
  useQueryClient,
  useSessionStore,
} from '@lrp/shared';
import { postFormWithProgress } from '@lrp/shared/sections';

// The form's rules and the server's e-file and card answers, in the user's language.
registerMessages({ efile: EFILE_MESSAGES, profile: PROFILE_MESSAGES, payments: PAYMENT_MESSAGES });

/*
 * The e-file calls (spec 3 §7 "E-file and card"; the flow is described in the contract's efile.ts): the upload
 * priced by the server, the card payment of a CREDIT_CARD payer, and the submission. The server prices the stored
 * upload itself; the browser only shows and sends back what it answered.
 */

/** What an upload sends: the file, its fields, and where to tell how much has been sent. */
export interface EfileUpload {
  file: File;
  fields: EfileFields;
  onProgress: (sent: number, total: number) => void;
}

/** POST efile/image (multipart: `file`, then `json` with the fields): the upload's pages, charges and imageId. */
export function uploadEfileImage({ file, fields, onProgress }: EfileUpload) {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('json', JSON.stringify(fields));
  return postFormWithProgress<EfileImageResponse>('efile/image', form, onProgress).then(
    (r) => r.content,
  );
}
export const useUploadEfileImage = () => useMutation({ mutationFn: uploadEfileImage });

/** POST creditcard/efileCapture: the card page's token for the upload's total, as the person confirmed it. */
export const captureEfileCard = (request: { imageId: string; amount: number }) =>
  callApi<Out<typeof efileCaptureResponseSchema>>('post', 'creditcard/efileCapture', request).then(
    (r) => r.content.tokenResults.token,
  );
export const useEfileCapture = () =>
  useMutation({ mutationFn: captureEfileCard, meta: { blocksScreen: true } });

/** POST creditcard/efileAuthAndCaptureResponse: the card page's answer, verified by the server with the gateway. */
export const reportEfileCard = (response: CardTransactionResponse) =>
  callApi<Out<typeof efileAuthAndCaptureResponseSchema>>(
    'post',
    'creditcard/efileAuthAndCaptureResponse',
    response,
  ).then((r) => r.content.paymentTransactionId);
export const useEfileAuthAndCapture = () => {
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: reportEfileCard,
    onSettled: moneyMoved,
    meta: { blocksScreen: true },
  });
};

/** POST efile/submission: charges once per upload; answers the transaction number and the usage balance. */
export const submitEfile = (request: EfileSubmissionRequest) =>
  callApi<Out<typeof efileSubmissionResponseSchema>>('post', 'efile/submission', request).then(
    (r) => r.content,
  );
export const useSubmitEfile = () => {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?.userId ?? 0);
  const moneyMoved = useMoneyMoved();
  return useMutation({
    mutationFn: submitEfile,
    onSuccess: ({ usageBalance }) => {
      if (userId > 0) client.setQueryData(balanceKeys.usageBalance(userId), usageBalance);
    },
    onSettled: moneyMoved,
    meta: { blocksScreen: true },
  });
};

/**
 * GET currentUser/profile: the signed-in person's own details, to fill in the submitter. Without them the person
 * types them in, so a failure is only logged (spec 3 §8: a failed load of an entity is logged).
 */
export const useEfileProfile = (enabled: boolean) =>
  useQuery({
    queryKey: ['currentUser', 'profile'],
    queryFn: () =>
      callApi<Out<typeof storedProfileSchema>>('get', 'currentUser/profile').then(
        (r) => r.content,
        (error: unknown) => {
          logClientProblem('warn', describeError(error), 'e-file profile');
          throw error;
        },
      ),
    enabled,
    retry: false,
  });
