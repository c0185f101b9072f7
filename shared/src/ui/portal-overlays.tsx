import { lazy, Suspense } from 'react';
import { useUiStore } from '../store/ui-store';

// The dialogs live in @lrp/shared/widgets: a page downloads them only once there is something to show.
const AlertHost = lazy(() => import('@lrp/shared/widgets').then((m) => ({ default: m.AlertHost })));
const LoadingModal = lazy(() =>
  import('@lrp/shared/widgets').then((m) => ({ default: m.LoadingModal })),
);

/** The generic alert and the blocking Loading modal of every module, mounted once by the shell. */
export function PortalOverlays() {
  const hasAlert = useUiStore((s) => s.alerts.length > 0);
  const loading = useUiStore((s) => s.loadingCount > 0);
  return (
    <Suspense fallback={null}>
      {hasAlert && <AlertHost />}
      {loading && <LoadingModal />}
    </Suspense>
  );
}
