import type { modulesConfigSchema } from '@lrp/contract';
import { callApi, type Out, useMutation, useQuery, useQueryClient } from '@lrp/shared';

export const countyConfigKeys = { modules: ['controlPanel', 'countyConfig', 'modules'] as const };

type ModulesConfig = Out<typeof modulesConfigSchema>;

export const fetchModulesConfig = () =>
  callApi<Out<typeof modulesConfigSchema>>('get', 'controlPanel/countyConfig/modules');
export const saveModulesConfig = (config: ModulesConfig) =>
  callApi<Out<typeof modulesConfigSchema>>('post', 'controlPanel/countyConfig/modules', config);

/** Which deployed modules the county switched off (Control Panel > Technical > Modules). */
export const useModulesConfig = () =>
  useQuery({
    queryKey: countyConfigKeys.modules,
    queryFn: () => fetchModulesConfig().then((r) => r.content),
  });

export const useSaveModulesConfig = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveModulesConfig,
    onSuccess: (reply) => client.setQueryData(countyConfigKeys.modules, reply.content),
  });
};
