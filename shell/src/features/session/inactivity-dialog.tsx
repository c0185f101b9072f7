import {
  Button,
  Group,
  loginStatusQuery,
  pageNavigation,
  queryClient,
  registerLocales,
  resetStores,
  SESSION_MESSAGES,
  Text,
  useLogout,
  useTranslation,
} from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';
import { useEffect, useState } from 'react';
import { handleForbidden } from '../../app/navigator';
import english from './inactivity-locales/en.json';

// The warning's texts come with its code (the sign-in page downloads neither).
registerLocales('inactivity', english, (tag) =>
  import('./inactivity-translations').then((m) => m.default[tag]),
);

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));
const minutesAndSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * The warning before the county's inactivity limit ends the session: a countdown, Stay signed in (one call to
 * the server, which restarts the limit) and Sign out.
 */
export function InactivityDialog({
  opened,
  endAt,
  loginUrl,
  onClose,
}: {
  opened: boolean;
  endAt: number;
  loginUrl: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('inactivity');
  const logout = useLogout();
  const [seconds, setSeconds] = useState(() => secondsUntil(endAt));
  const [staying, setStaying] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setSeconds(secondsUntil(endAt));
    const tick = setInterval(() => setSeconds(secondsUntil(endAt)), 1000);
    return () => clearInterval(tick);
  }, [opened, endAt]);

  const stay = async () => {
    if (staying) return;
    setStaying(true);
    try {
      const status = await queryClient.fetchQuery({ ...loginStatusQuery, staleTime: 0 });
      if (status.loggedIn) onClose();
      else handleForbidden(SESSION_MESSAGES.expired);
    } catch {
      // The server could not be reached: the warning stays, and the limit still applies.
    } finally {
      setStaying(false);
    }
  };

  const signOut = () => {
    if (logout.isPending) return;
    const toLogin = () => {
      resetStores();
      pageNavigation.assign(loginUrl);
    };
    logout.mutate(undefined, { onSettled: toLogin });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => void stay()}
      title={t('title')}
      centered
      closeOnClickOutside={false}
    >
      <Text>{t('text')}</Text>
      <Text fw={700} mt="xs" role="timer">
        {t('timeLeft', { time: minutesAndSeconds(seconds) })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={signOut} loading={logout.isPending}>
          {t('signOut')}
        </Button>
        <Button onClick={() => void stay()} loading={staying} data-autofocus>
          {t('stay')}
        </Button>
      </Group>
    </Modal>
  );
}
