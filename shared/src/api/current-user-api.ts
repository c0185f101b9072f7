import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { homeContentSchema, storedProfileSchema, Profile, TransactionReportRequest } from '@lrp/contract';
import { callApi, callApiForFile, type Out } from './client';

export const currentUserKeys = {
  home: ['home', 'all'] as const,
  profile: ['currentUser', 'profile'] as const,
};

/** GET home/all: the home page's cards. */
export const fetchHomeContent = () => callApi<Out<typeof homeContentSchema>>('get', 'home/all');

/** The home page's cards, loaded once per session (spec 1 §4) and again only after money moves. */
export const useHomeContent = () =>
  useQuery({ queryKey: currentUserKeys.home, queryFn: () => fetchHomeContent().then((r) => r.content), staleTime: Infinity });

/** POST home/transactionReport: the transactions report as a PDF. */
export const fetchTransactionReport = (request: TransactionReportRequest) => callApiForFile('home/transactionReport', request);
export const useTransactionReport = () => useMutation({ mutationFn: fetchTransactionReport, meta: { blocksScreen: true } });

/** GET currentUser/profile. */
export const fetchProfile = () => callApi<Out<typeof storedProfileSchema>>('get', 'currentUser/profile');
export const useProfile = (enabled = true) =>
  useQuery({ queryKey: currentUserKeys.profile, queryFn: () => fetchProfile().then((r) => r.content), enabled });

/** POST currentUser/profile: answers the saved profile. */
export const saveProfile = (profile: Profile) => callApi<unknown>('post', 'currentUser/profile', profile);
export const useSaveProfile = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveProfile, onSuccess: () => client.invalidateQueries({ queryKey: currentUserKeys.profile }) });
};

/** POST currentUser/password: the password only. */
export const changePassword = (password: string) => callApi<unknown>('post', 'currentUser/password', { password });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
