import { useMutation, useQuery } from '@tanstack/react-query';
import type { completeRegistrationResponseSchema, SignUpRequest } from '@lrp/contract';
import { callApi, type Out } from './client';

export const recoveryKeys = {
  completeRegistration: (ticket: string) => ['auth', 'completeRegistration', ticket] as const,
};

/** POST auth/signUp: creates a pending user and e-mails the completion link. */
export const signUp = (request: SignUpRequest) => callApi<unknown>('post', 'auth/signUp', request);
export const useSignUp = () => useMutation({ mutationFn: signUp, meta: { showsServerMessage: true } });

/** POST auth/completeRegistration: confirms the e-mailed ticket; answers the new user's name. */
export const completeRegistration = (ticket: string) =>
  callApi<Out<typeof completeRegistrationResponseSchema>>('post', 'auth/completeRegistration', { ticket });

/**
 * Confirms a registration ticket once when its page opens (spec 1 "On opening, the ticket is confirmed
 * automatically"): one call per ticket however often the page renders; the page shows the outcome.
 */
export const useCompleteRegistration = (ticket: string) =>
  useQuery({
    queryKey: recoveryKeys.completeRegistration(ticket),
    queryFn: () => completeRegistration(ticket).then((r) => r.content),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** POST auth/forgotUsername: e-mails the username to a registered address. */
export const forgotUsername = (email: string) => callApi<unknown>('post', 'auth/forgotUsername', { email });
export const useForgotUsername = () => useMutation({ mutationFn: forgotUsername, meta: { showsServerMessage: true } });

/** POST auth/forgotPassword: e-mails a password-reset link. */
export const forgotPassword = (request: { username: string; email: string }) =>
  callApi<unknown>('post', 'auth/forgotPassword', request);
export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword, meta: { showsServerMessage: true } });

/** POST auth/resetPassword: sets a new password with the e-mailed ticket (the page shows a failure itself). */
export const resetPassword = (request: { password: string; ticket: string }) =>
  callApi<unknown>('post', 'auth/resetPassword', request);
export const useResetPassword = () => useMutation({ mutationFn: resetPassword, meta: { showsOwnError: true } });
