import { useAuthorizeCard } from '@lrp/payments-kit';
import { useEffect } from 'react';
import { useCardTokenStore } from './card-token';

/**
 * Fetches the user's card token once when mounted (one search screen entered) and holds it for the price list's
 * Continue. A failure goes to the portal's error alert (the payments kit's call); Continue then asks again.
 */
export default function FetchCardToken({ username }: { username: string }) {
  const { mutate } = useAuthorizeCard();
  useEffect(() => {
    // One call at a time (a screen entered twice in a row, or React's development double effects).
    if (useCardTokenStore.getState().fetching) return;
    useCardTokenStore.setState({ fetching: true });
    mutate(undefined, {
      onSuccess: ({ content }) =>
        useCardTokenStore.setState({ held: { token: content.token, username, at: Date.now() } }),
      onSettled: () => useCardTokenStore.setState({ fetching: false }),
    });
  }, [username, mutate]);
  return null;
}
