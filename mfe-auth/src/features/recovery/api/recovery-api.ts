import { PROFILE_MESSAGES } from '@lrp/contract';
import { callApi, registerMessages, useMutation } from '@lrp/shared';

// The recovery forms check with the profile's rules: their messages, in the user's language.
registerMessages({ profile: PROFILE_MESSAGES });

/** POST auth/forgotUsername: e-mails the username to a registered address. */
export const forgotUsername = (email: string) =>
  callApi<unknown>('post', 'auth/forgotUsername', { email });
export const useForgotUsername = () =>
  useMutation({ mutationFn: forgotUsername, meta: { showsServerMessage: true } });

/** POST auth/forgotPassword: e-mails a password-reset link. */
export const forgotPassword = (request: { username: string; email: string }) =>
  callApi<unknown>('post', 'auth/forgotPassword', request);
export const useForgotPassword = () =>
  useMutation({ mutationFn: forgotPassword, meta: { showsServerMessage: true } });

/** POST auth/resetPassword: sets a new password with the e-mailed ticket (the page shows a failure itself). */
export const resetPassword = (request: { password: string; ticket: string }) =>
  callApi<unknown>('post', 'auth/resetPassword', request);
export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: { showsOwnError: true } });
