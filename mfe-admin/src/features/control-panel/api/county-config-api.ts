import { PUBLIC_COUNTY_GROUPS, type modulesConfigSchema } from '@lrp/contract';
import {
  callApi,
  type Out,
  useCountyStore,
  useMutation,
  useQuery,
  useQueryClient,
} from '@lrp/shared';

/*
 * The county's settings groups (spec 3 §7): GET and POST controlPanel/countyConfig/{group}. Every settings
 * screen reads and saves its group through these two hooks; the reply of a save is what the server stored.
 */

export const countyConfigKeys = {
  group: (group: string) => ['controlPanel', 'countyConfig', group] as const,
  modules: ['controlPanel', 'countyConfig', 'modules'] as const,
};

export const fetchCountyGroup = <T>(group: string) =>
  callApi<T>('get', `controlPanel/countyConfig/${group}`);
export const saveCountyGroup = <T>(group: string, value: T) =>
  callApi<T>('post', `controlPanel/countyConfig/${group}`, value);

/** A settings group as the server has it. */
export const useCountyGroup = <T>(group: string) =>
  useQuery({
    queryKey: countyConfigKeys.group(group),
    queryFn: () => fetchCountyGroup<T>(group).then((r) => r.content),
  });

const isPublic = (group: string) => (PUBLIC_COUNTY_GROUPS as readonly string[]).includes(group);

/**
 * Saves a whole group; the cached group becomes the server's answer. A group the pages read (the public ones:
 * titles, switches, notes) replaces the county store's copy too, so this browser's header, menus and pages follow
 * at once; other browsers and instances read it on their next start-up.
 */
export const useSaveCountyGroup = <T>(group: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => saveCountyGroup<T>(group, value),
    onSuccess: (reply) => {
      client.setQueryData(countyConfigKeys.group(group), reply.content);
      if (isPublic(group))
        useCountyStore
          .getState()
          .addNamedResults('config', [{ name: group, baseContent: reply.content }]);
    },
  });
};

type ModulesConfig = Out<typeof modulesConfigSchema>;

/** Which deployed modules the county switched off (Control Panel > Technical > Modules). */
export const useModulesConfig = () => useCountyGroup<ModulesConfig>('modules');
export const useSaveModulesConfig = () => useSaveCountyGroup<ModulesConfig>('modules');
