import { PROFILE_MESSAGES, type Profile, type storedProfileSchema } from '@lrp/contract';
import {
  callApi,
  type Out,
  registerMessages,
  showErrorAlert,
  useMutation,
  useQuery,
  useQueryClient,
} from '@lrp/shared';
import { apiFieldErrors } from '@lrp/shared/sections';

// The profile's and the password's rules: their messages (the forms' and the server's), in the user's language.
registerMessages({ profile: PROFILE_MESSAGES });

export const profileKeys = { profile: ['currentUser', 'profile'] as const };

/** GET currentUser/profile. */
export const fetchProfile = () =>
  callApi<Out<typeof storedProfileSchema>>('get', 'currentUser/profile');
export const useProfile = (enabled = true) =>
  useQuery({
    queryKey: profileKeys.profile,
    queryFn: () => fetchProfile().then((r) => r.content),
    enabled,
  });

/** What the profile form sends: the profile, and the current password when the e-mail address changes. */
export type ProfileChange = Profile & { currentPassword?: string };

/** POST currentUser/profile: answers the saved profile. */
export const saveProfile = (change: ProfileChange) =>
  callApi<unknown>('post', 'currentUser/profile', change);
export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProfile,
    onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.profile }),
    // The form shows field errors on their fields (fieldErrorsOf), anything else as the usual alert.
    meta: { showsOwnError: true },
  });
};

/** POST currentUser/password: the current password and the new one. */
export const changePassword = (change: { currentPassword: string; password: string }) =>
  callApi<unknown>('post', 'currentUser/password', change);
export const useChangePassword = () =>
  useMutation({ mutationFn: changePassword, meta: { showsOwnError: true } });

/**
 * A failure the server answered per field (400 or 429 with fieldErrors), in the user's language: the form shows
 * it on its fields; any other failure is shown as the usual alert, and null answered.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  const errors = apiFieldErrors(error);
  if (!errors) showErrorAlert(error);
  return errors;
}
