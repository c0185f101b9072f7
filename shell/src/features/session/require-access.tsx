import {
  EmptyState,
  type MountAccess,
  Navigate,
  rememberReturnTo,
  Text,
  useLocation,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { useEffect, type ReactNode } from 'react';

function ToLogin() {
  const location = useLocation();
  useEffect(() => rememberReturnTo(location.pathname + location.search), [location]);
  return <Navigate to="/login" replace />;
}

/** Guards a route: a session when the path needs one (remembering where the user was going), then the role. */
export function RequireAccess({ access, children }: { access: MountAccess; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.user?.role);
  if (access === 'public') return children;
  if (status === 'unknown') {
    return (
      <Text role="status" ta="center" py="xl" fw={600}>
        LOADING
      </Text>
    );
  }
  if (!role) return <ToLogin />;
  if (typeof access === 'object' && !access.roles.includes(role)) {
    return <EmptyState title={t('access.deniedTitle')}>{t('access.deniedText')}</EmptyState>;
  }
  return children;
}
