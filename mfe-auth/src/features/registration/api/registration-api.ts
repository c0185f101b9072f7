import {
  type completeRegistrationResponseSchema,
  PROFILE_MESSAGES,
  type SignUpRequest,
} from '@lrp/contract';
import { callApi, type Out, registerMessages, useMutation, useQuery } from '@lrp/shared';

// The registration form checks with the profile's rules: their messages, in the user's language.
registerMessages({ profile: PROFILE_MESSAGES });

export const registrationKeys = {
  completeRegistration: (ticket: string) => ['auth', 'completeRegistration', ticket] as const,
};

/** POST auth/signUp: creates a pending user and e-mails the completion link. */
export const signUp = (request: SignUpRequest) => callApi<unknown>('post', 'auth/signUp', request);
export const useSignUp = () =>
  useMutation({ mutationFn: signUp, meta: { showsServerMessage: true } });

/** POST auth/completeRegistration: confirms the e-mailed ticket; answers the new user's name. */
export const completeRegistration = (ticket: string) =>
  callApi<Out<typeof completeRegistrationResponseSchema>>('post', 'auth/completeRegistration', {
    ticket,
  });

/**
 * Confirms a registration ticket once when its page opens (spec 1 "On opening, the ticket is confirmed
 * automatically"): one call per ticket however often the page renders; the page shows the outcome.
 */
export const useCompleteRegistration = (ticket: string) =>
  useQuery({
    queryKey: registrationKeys.completeRegistration(ticket),
    queryFn: () => completeRegistration(ticket).then((r) => r.content),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
