import { ApiError, callApi, useMutation } from '@lrp/shared';

/** POST auth/signInWithLink: signs in with the ticket of an e-mailed sign-in link (the page shows a failure). */
export const signInWithLink = (ticket: string) =>
  callApi<unknown>('post', 'auth/signInWithLink', { ticket });
export const useSignInWithLink = () =>
  useMutation({ mutationFn: signInWithLink, meta: { showsOwnError: true } });

/**
 * Whether a refused sign-in is the server's answer for a username under attack: from a new browser the right
 * password then only mails a sign-in link, and the answer is the same whatever was sent.
 */
export const isSignInLinkAnswer = (error: unknown) =>
  error instanceof ApiError &&
  (error.content as { signInLink?: boolean } | null)?.signInLink === true;
