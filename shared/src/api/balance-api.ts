import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { usageBalanceResponseSchema } from '@lrp/contract';
import { useSessionStore } from '../store/session-store';
import { callApi, type Out } from './client';

export const balanceKeys = {
  usageBalance: (userId: number) => ['currentUser', 'usageBalance', userId] as const,
};

/** The home page's cards (their totals change when money moves): the shell's home page reads them under this key. */
const HOME_KEY = ['home', 'all'] as const;

/** POST currentUser/usageBalance: the balance as the ledger has it now. */
export const fetchUsageBalance = (userId: number) =>
  callApi<Out<typeof usageBalanceResponseSchema>>('post', 'currentUser/usageBalance', { userId });

/**
 * The signed-in user's usage balance: what the session check answered until it is refreshed (the refresh
 * button) or a money movement invalidates it. Null for users without a balance.
 */
export const useUsageBalance = () => {
  const user = useSessionStore((s) => s.user);
  const userId = user?.userId ?? 0;
  return useQuery({
    queryKey: balanceKeys.usageBalance(userId),
    queryFn: () => fetchUsageBalance(userId).then((r) => r.content.usageBalance),
    initialData: user?.usageBalance ?? null,
    staleTime: Infinity,
    enabled: userId > 0,
    retry: false,
  });
};

/** Marks what a money movement changed: the balance and the home page's transaction totals. */
export const useMoneyMoved = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['currentUser', 'usageBalance'] }),
      client.invalidateQueries({ queryKey: HOME_KEY }),
    ]);
};
