import {
  authKeys,
  type LoginStatus,
  OnceOpened,
  onApiActivity,
  SESSION_MESSAGES,
  useQueryClient,
} from '@lrp/shared';
import { lazy, useEffect, useState } from 'react';
import { handleForbidden } from '../../app/navigator';
import { inactivityDeadlines } from './inactivity-timing';

// The warning's code (and the widgets it uses) is downloaded the first time it shows.
const InactivityDialog = lazy(() =>
  import('./inactivity-dialog').then((m) => ({ default: m.InactivityDialog })),
);

/**
 * Watches the signed-in session against the county's inactivity limit (Control Panel, user access): the server
 * ends a session that has not called it for that long. Before then the user is warned and may stay signed in
 * (one call to the server restarts the limit) or sign out; at the limit the portal goes to /login and says why.
 */
export function InactivityWatch({ loginUrl }: { loginUrl: string }) {
  // The county's limit came with the session check (start-up primes it; Stay signed in refreshes it).
  const limitMinutes =
    useQueryClient().getQueryData<LoginStatus>(authKeys.loginStatus)?.inactivityMinutes ?? null;
  const [lastActivityAt, setLastActivityAt] = useState(() => Date.now());
  const [warning, setWarning] = useState<{ opened: boolean; endAt: number }>({
    opened: false,
    endAt: 0,
  });

  useEffect(() => onApiActivity(setLastActivityAt), []);

  useEffect(() => {
    if (!limitMinutes) return;
    const { warnAt, endAt } = inactivityDeadlines(lastActivityAt, limitMinutes);
    const now = Date.now();
    setWarning((w) => (w.opened ? { opened: false, endAt } : w));
    const warn = setTimeout(() => setWarning({ opened: true, endAt }), Math.max(0, warnAt - now));
    const end = setTimeout(
      () => {
        setWarning({ opened: false, endAt });
        handleForbidden(SESSION_MESSAGES.endedForInactivity);
      },
      Math.max(0, endAt - now),
    );
    return () => {
      clearTimeout(warn);
      clearTimeout(end);
    };
  }, [lastActivityAt, limitMinutes]);

  return (
    <OnceOpened
      Dialog={InactivityDialog}
      props={{
        opened: warning.opened,
        endAt: warning.endAt,
        loginUrl,
        onClose: () => setWarning((w) => ({ ...w, opened: false })),
      }}
    />
  );
}
