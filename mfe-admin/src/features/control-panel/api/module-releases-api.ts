import type { moduleReleasesSchema, PinModuleRequest } from '@lrp/contract';
import { callApi, type Out, useMutation, useQuery, useQueryClient } from '@lrp/shared';

export const moduleReleaseKeys = { all: ['controlPanel', 'moduleReleases'] as const };

export const fetchModuleReleases = () =>
  callApi<Out<typeof moduleReleasesSchema>>('get', 'controlPanel/moduleReleases');
export const pinModuleRelease = (request: PinModuleRequest) =>
  callApi<Out<typeof moduleReleasesSchema>>('post', 'controlPanel/moduleReleases/pin', request);

/** Each module's deployed releases, the pinned one and the one users get (Control Panel → Technical → Modules). */
export const useModuleReleases = () =>
  useQuery({
    queryKey: moduleReleaseKeys.all,
    queryFn: () => fetchModuleReleases().then((r) => r.content),
  });

/** Pins a module to a release, or (release null) lets it follow its newest release that fits the shell. */
export const usePinModuleRelease = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pinModuleRelease,
    meta: { blocksScreen: true },
    onSuccess: (reply) => client.setQueryData(moduleReleaseKeys.all, reply.content),
  });
};
