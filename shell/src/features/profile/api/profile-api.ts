import { PROFILE_MESSAGES, type Profile, type storedProfileSchema } from '@lrp/contract';
import { callApi, type Out, registerMessages, useMutation, useQuery, useQueryClient } from '@lrp/shared';

// The profile's and the password's rules: their messages (the forms' and the server's), in the user's language.
registerMessages({ profile: PROFILE_MESSAGES });

export const profileKeys = { profile: ['currentUser', 'profile'] as const };

/** GET currentUser/profile. */
export const fetchProfile = () => callApi<Out<typeof storedProfileSchema>>('get', 'currentUser/profile');
export const useProfile = (enabled = true) =>
  useQuery({ queryKey: profileKeys.profile, queryFn: () => fetchProfile().then((r) => r.content), enabled });

/** POST currentUser/profile: answers the saved profile. */
export const saveProfile = (profile: Profile) => callApi<unknown>('post', 'currentUser/profile', profile);
export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.profile }) });
};

/** POST currentUser/password: the password only. */
export const changePassword = (password: string) => callApi<unknown>('post', 'currentUser/password', { password });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
