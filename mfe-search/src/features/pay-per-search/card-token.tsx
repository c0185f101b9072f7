import { useSessionStore } from '@lrp/shared';
import { lazy, Suspense } from 'react';
import { create } from 'zustand';

/**
 * How long a token fetched on entering a search screen is used for the card page. The card provider's tokens
 * live a short while (the test gateway's 15 minutes); an older one is replaced by a fresh one on Continue.
 */
const CARD_TOKEN_FRESH_MS = 10 * 60_000;

interface CardTokenState {
  /** The token fetched on entering a search screen, not used yet: whose it is and when it came. */
  held: { token: string; username: string; at: number } | null;
  fetching: boolean;
}

export const useCardTokenStore = create<CardTokenState>()(() => ({ held: null, fetching: false }));

/** The call and the payments kit load only for credit-card users (the /search weight budget). */
const FetchCardToken = lazy(() => import('./fetch-card-token'));

/**
 * Spec 2 §6, §7: a credit-card user's card authorization token (POST creditcard/authorize) is fetched on
 * entering a search screen, so the card page opens with it when a search asks for payment. Rendered by the
 * search screen: each screen entered fetches one.
 */
export function CardTokenOnEntry() {
  const username = useSessionStore((s) =>
    s.user?.paymentMethod === 'CREDIT_CARD' ? s.user.username : null,
  );
  if (!username) return null;
  return (
    <Suspense fallback={null}>
      <FetchCardToken username={username} />
    </Suspense>
  );
}

/** The token fetched on entering, once (a token pays once), while it is fresh and the same user's; else null. */
export function takeCardToken(username: string | undefined, now = Date.now()): string | null {
  const { held } = useCardTokenStore.getState();
  useCardTokenStore.setState({ held: null });
  if (!held || held.username !== username || now - held.at > CARD_TOKEN_FRESH_MS) return null;
  return held.token;
}
