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

/** A public group's new value replaces the county store's copy, which this browser's pages read. */
const showInPages = (group: string, value: unknown) =>
  useCountyStore.getState().addNamedResults('config', [{ name: group, baseContent: value }]);

/**
 * Groups the server changes when another is saved (server/src/modules/controlPanel/routes.ts, afterSave): Home -
 * Notable Dates keeps searchOptions' copy of its switches; A La Carte Special Rates resets the card special rates.
 */
const CHANGED_WITH: Record<string, readonly string[]> = {
  notableDatesDisplay: ['searchOptions'],
  aLaCarteSpecialRates: ['creditCard'],
};

/**
 * Saves a whole group; the cached group becomes the server's answer. A group the pages read (the public ones:
 * titles, switches, notes) replaces the county store's copy too, so this browser's header, menus and pages follow
 * at once; other browsers and instances read it on their next start-up. Groups the save changed on the server too
 * are read again.
 */
export const useSaveCountyGroup = <T>(group: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: T) => saveCountyGroup<T>(group, value),
    onSuccess: (reply) => {
      client.setQueryData(countyConfigKeys.group(group), reply.content);
      if (isPublic(group)) showInPages(group, reply.content);
      // Read after the save has answered; a failure leaves the old copy until the next start-up.
      for (const other of CHANGED_WITH[group] ?? []) {
        void client.invalidateQueries({ queryKey: countyConfigKeys.group(other) });
        if (isPublic(other))
          fetchCountyGroup<unknown>(other).then(
            (fresh) => showInPages(other, fresh.content),
            () => undefined,
          );
      }
    },
  });
};

type ModulesConfig = Out<typeof modulesConfigSchema>;

/** Which deployed modules the county switched off (Control Panel > Technical > Modules). */
export const useModulesConfig = () => useCountyGroup<ModulesConfig>('modules');
export const useSaveModulesConfig = () => useSaveCountyGroup<ModulesConfig>('modules');
