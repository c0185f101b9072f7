import {
  EmptyState,
  type MountAccess,
  Navigate,
  rememberReturnTo,
  SESSION_MESSAGES,
  Text,
  useLocation,
  useSessionCheck,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { useEffect, type ReactNode } from 'react';
import { endSessionHere } from '../../app/navigator';

function ToLogin() {
  const location = useLocation();
  useEffect(() => rememberReturnTo(location.pathname + location.search), [location]);
  return <Navigate to="/login" replace />;
}

function Loading() {
  return (
    <Text role="status" ta="center" py="xl" fw={600}>
      LOADING
    </Text>
  );
}

/** The server says the session is gone while the browser still had a user: end it here, saying why. */
function SessionEnded() {
  useEffect(() => endSessionHere(SESSION_MESSAGES.expired), []);
  return <Loading />;
}

/**
 * Guards a route: a session when the path needs one (checked with the server on entering, through the query
 * cache, remembering where the user was going), then the role.
 */
export function RequireAccess({ access, children }: { access: MountAccess; children: ReactNode }) {
  const { t } = useTranslation('shell');
  const status = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.user?.role);
  const check = useSessionCheck(access !== 'public' && status === 'signedIn');
  if (access === 'public') return children;
  if (status === 'unknown' || check === 'checking') return <Loading />;
  if (!role) return <ToLogin />;
  if (check === 'signedOut') return <SessionEnded />;
  if (typeof access === 'object' && !access.roles.includes(role)) {
    return <EmptyState title={t('access.deniedTitle')}>{t('access.deniedText')}</EmptyState>;
  }
  return children;
}
