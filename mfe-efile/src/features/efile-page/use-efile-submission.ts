import type { CardTransactionResponse, EfileFields, EfileSubmissionRequest } from '@lrp/contract';
import { useRef, useState } from 'react';
import {
  useEfileAuthAndCapture,
  useEfileCapture,
  useSubmitEfile,
  useUploadEfileImage,
} from './api/efile-api';

/** Where the submission is: the form, the charges to confirm, the card window, or a call that runs. */
export type EfileStep =
  | { name: 'form' }
  | { name: 'confirm'; request: EfileSubmissionRequest }
  | { name: 'card'; request: EfileSubmissionRequest; token: string }
  | { name: 'sending' };

/**
 * The e-file flow (spec 3 §4): upload for pricing (with its progress), the charges confirmed, then for a
 * CREDIT_CARD payer the card window and its response reported, and the submission. An action while a call runs
 * is ignored; a failure is the error alert (the calls' default) and leaves the form as it was.
 * @param onSubmitted what follows a submission: the form clears and the transaction number is shown
 */
export function useEfileSubmission(onSubmitted: (transactionNumber: string) => void) {
  const upload = useUploadEfileImage();
  const capture = useEfileCapture();
  const report = useEfileAuthAndCapture();
  const submit = useSubmitEfile();
  const [step, setStepState] = useState<EfileStep>({ name: 'form' });
  // The step as it is now, not as the last render saw it: a click handled before the next render checks this.
  const current = useRef(step);
  const setStep = (next: EfileStep) => {
    current.current = next;
    setStepState(next);
  };
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  // A second click before the first call's pending state has rendered is ignored too.
  const running = useRef(false);
  const pending = upload.isPending || capture.isPending || report.isPending || submit.isPending;
  const busy = pending || progress !== null || step.name === 'sending';
  const start = () => {
    if (running.current || pending) return false;
    running.current = true;
    return true;
  };
  const stop = () => {
    running.current = false;
  };
  const backToForm = () => {
    stop();
    setStep({ name: 'form' });
  };

  const send = (request: EfileSubmissionRequest) => {
    setStep({ name: 'sending' });
    submit.mutate(request, {
      onSuccess: ({ transactionNumber }) => {
        backToForm();
        onSubmitted(transactionNumber);
      },
      onError: backToForm,
    });
  };

  /** Uploads the checked file with its fields; the server's charges open the confirmation. */
  const price = (file: File, fields: EfileFields) => {
    // Once the charges are shown the form is behind their dialog: a click that reaches it anyway is ignored.
    if (current.current.name !== 'form' || !start()) return;
    setProgress({ sent: 0, total: file.size });
    upload.mutate(
      { file, fields, onProgress: (sent, total) => setProgress({ sent, total }) },
      {
        onSuccess: (charges) => {
          stop();
          setStep({ name: 'confirm', request: { ...fields, ...charges, paymentTransactionId: 0 } });
        },
        onError: backToForm,
        onSettled: () => setProgress(null),
      },
    );
  };

  /** Yes: a card payer gets the card window for the total; any other payer is charged at once. */
  const confirm = () => {
    if (step.name !== 'confirm' || !start()) return;
    const { request } = step;
    if (request.paymentMethod !== 'CREDIT_CARD') {
      send(request);
      return;
    }
    setStep({ name: 'sending' });
    capture.mutate(
      { imageId: request.imageId, amount: request.totalCharge },
      {
        onSuccess: (token) => {
          stop();
          setStep({ name: 'card', request, token });
        },
        onError: backToForm,
      },
    );
  };

  /** The card window answered: the server verifies the payment, then the submission goes with it. */
  const cardResponse = (response: CardTransactionResponse) => {
    if (step.name !== 'card' || !start()) return;
    const { request } = step;
    setStep({ name: 'sending' });
    report.mutate(response, {
      onSuccess: (paymentTransactionId) => send({ ...request, paymentTransactionId }),
      onError: backToForm,
    });
  };

  /** No, or the card window closed: nothing is charged and the form is as it was. */
  const cancel = () => {
    if (running.current || pending) return;
    setStep({ name: 'form' });
  };

  return { step, progress, busy, price, confirm, cardResponse, cancel };
}
