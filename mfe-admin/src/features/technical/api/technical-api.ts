import { callApi, useMutation } from '@lrp/shared';

/*
 * The Technical group's calls that are not settings groups (E-file and Languages are: the control panel's
 * county-config hooks read and save them).
 */

/** POST controlPanel/countyConfig/reloadConfiguration: every instance reads the county again; answers a message. */
export const useReloadConfiguration = () =>
  useMutation({
    mutationFn: () => callApi<object>('post', 'controlPanel/countyConfig/reloadConfiguration', {}),
    meta: { showsOwnError: true },
  });

/** The server's monitoring page (staff only), opened in a window of its own. */
export const monitoringPageUrl = (apiPrefix: string) => `${apiPrefix}monitoring`;
