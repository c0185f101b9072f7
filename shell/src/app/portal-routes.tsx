import {
  EmptyState,
  PageLoader,
  type PortalModules,
  Route,
  Routes,
  useCountyStore,
  useTranslation,
} from '@lrp/shared';
import { lazy, Suspense } from 'react';
import { ShellLayout } from '../features/layout/shell-layout';
import { NotOfferedPage } from '../features/modules/not-offered-page';
import { RemoteMount } from '../features/modules/remote-mount';
import { RequireAccess } from '../features/session/require-access';
import { HomePage } from './first-page';

const ExternalRedirect = lazy(() =>
  import('./external-redirect').then((m) => ({ default: m.ExternalRedirect })),
);

function NotFoundPage() {
  const { t } = useTranslation('shell');
  return <EmptyState title={t('notFound.title')}>{t('notFound.text')}</EmptyState>;
}

const routePath = (path: string, exact?: boolean) =>
  exact ? path : path === '/' ? '/*' : `${path}/*`;

/** The only route table: the shell's pages plus every path the county's modules declare. */
export function PortalRoutes({ loginUrl }: { loginUrl: string }) {
  const modules = useCountyStore((s) => s.modules) as PortalModules;
  return (
    <Routes>
      <Route
        path="/external/*"
        element={
          <Suspense fallback={null}>
            <ExternalRedirect />
          </Suspense>
        }
      />
      <Route element={<ShellLayout loginUrl={loginUrl} />}>
        <Route
          path="/home"
          element={
            <Suspense fallback={<PageLoader />}>
              <HomePage />
            </Suspense>
          }
        />
        {modules.modules.flatMap((module) =>
          module.mounts.map((mount) => (
            <Route
              key={`${module.name}:${mount.path}`}
              path={routePath(mount.path, mount.exact)}
              element={
                <RequireAccess access={mount.access}>
                  <RemoteMount module={module} path={mount.path} />
                </RequireAccess>
              }
            />
          )),
        )}
        {modules.disabled.flatMap((module) =>
          module.paths.map((path) => (
            <Route
              key={`off:${module.name}:${path}`}
              path={routePath(path)}
              element={<NotOfferedPage module={module} />}
            />
          )),
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
