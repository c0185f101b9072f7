import { pageNavigation, Text, useCountyStore, useLocation } from '@lrp/shared';
import { useEffect } from 'react';

/** Where /external/... goes: the same path under the server's address (SERVER_URL of the start-up configuration). */
export function externalTarget(
  serverUrl: string,
  pathname: string,
  search: string,
  pageUrl: string,
): string {
  const server = new URL(serverUrl, pageUrl);
  return new URL(`${pathname.replace(/^\//, '')}${search}`, server).href;
}

/** /external/...: sends the browser to the same path on the server (spec 1 §2). */
export function ExternalRedirect() {
  const location = useLocation();
  const serverUrl = useCountyStore((s) => s.productConfig?.SERVER_URL ?? 'api/');
  useEffect(() => {
    pageNavigation.assign(
      externalTarget(serverUrl, location.pathname, location.search, window.location.href),
    );
  }, [serverUrl, location.pathname, location.search]);
  return (
    <Text role="status" ta="center" py="xl" fw={600}>
      LOADING
    </Text>
  );
}
