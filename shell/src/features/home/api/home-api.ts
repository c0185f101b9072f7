import type { homeContentSchema } from '@lrp/contract';
import { callApi, type Out, useQuery } from '@lrp/shared';

/** The home page's cards; @lrp/shared's useMoneyMoved invalidates the same key when money moves. */
export const homeKeys = { home: ['home', 'all'] as const };

/** GET home/all: the home page's cards. */
export const fetchHomeContent = () => callApi<Out<typeof homeContentSchema>>('get', 'home/all');

/** The home page's cards, loaded once per session (spec 1 §4) and again only after money moves. */
export const useHomeContent = () =>
  useQuery({
    queryKey: homeKeys.home,
    queryFn: () => fetchHomeContent().then((r) => r.content),
    staleTime: Infinity,
  });
