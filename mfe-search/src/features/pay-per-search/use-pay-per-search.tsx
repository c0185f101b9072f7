import { lazy, Suspense, useRef, useState } from 'react';
import type { PaymentStep } from './payment-dialogs';

/** The dialogs (and the widgets kit they use) load when a search first asks for payment. */
const PaymentDialogs = lazy(() => import('./payment-dialogs'));

/**
 * The pay-per-search card flow (spec 2 §4): an answer with paymentNeededAgain opens the re-authorization price
 * list ('Exceeding Current Credit Card Preauthorization'), paymentNeeded the price list; Continue opens the card
 * page with a fresh token; an authorized card resubmits what asked for payment, a refused one says nobody was
 * charged. `needsPayment` answers whether it took over (nothing was searched).
 */
export function usePayPerSearch() {
  const [step, setStep] = useState<PaymentStep>(null);
  const resubmit = useRef<() => void>(() => undefined);
  const needsPayment = (
    answer: { paymentNeeded: boolean; paymentNeededAgain: boolean },
    retry: () => void,
  ): boolean => {
    if (!answer.paymentNeeded && !answer.paymentNeededAgain) {
      setStep(null);
      return false;
    }
    resubmit.current = retry;
    setStep({ name: 'prices', again: answer.paymentNeededAgain });
    return true;
  };
  const dialogs = step && (
    <Suspense fallback={null}>
      <PaymentDialogs step={step} setStep={setStep} onAuthorized={() => resubmit.current()} />
    </Suspense>
  );
  return { needsPayment, dialogs };
}
