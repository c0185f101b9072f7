import type { usageBalanceResponseSchema } from '@lrp/contract';
import { callApi, useQuery, useSessionStore, type CurrentUser, type Out } from '@lrp/shared';

/**
 * A card payer: a user the header shows a balance to (USER, ACCOUNT) with no account or an a la carte account
 * paying by card. Image orders draw on their card preauthorization (the server prices them the same way).
 */
export function paysByCard(
  user: Pick<CurrentUser, 'role' | 'accountType' | 'paymentMethod'> | null,
): boolean {
  if (!user || (user.role !== 'USER' && user.role !== 'ACCOUNT')) return false;
  return (
    user.accountType === null ||
    (user.accountType === 'A_LA_CARTE' && user.paymentMethod === 'CREDIT_CARD')
  );
}

/**
 * What is left of a card payer's preauthorization ('$12.50'), or null without one: what the session check
 * answered, then the usage balance call's answer whenever money moves (its key is under the usage balance's, which
 * useMoneyMoved marks stale after a purchase).
 */
export function usePreauthorizationLeft(enabled: boolean) {
  const user = useSessionStore((s) => s.user);
  const userId = user?.userId ?? 0;
  return useQuery({
    queryKey: ['currentUser', 'usageBalance', userId, 'preauthorizationLeft'],
    queryFn: () =>
      callApi<Out<typeof usageBalanceResponseSchema>>('post', 'currentUser/usageBalance', {
        userId,
      }).then((r) => r.content.preauthorizationLeft ?? null),
    initialData: user?.preauthorizationLeft ?? null,
    staleTime: Infinity,
    enabled: enabled && userId > 0,
    retry: false,
  });
}
