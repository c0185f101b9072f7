import {
  Button,
  Group,
  pageNavigation,
  resetStores,
  showAlert,
  Text,
  useLogout,
  useTranslation,
} from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';

/** The Yes/No logout confirmation; on Yes the session ends and the page reloads at /login, clearing all state. */
export function LogoutDialog({
  opened,
  onClose,
  loginUrl,
}: {
  opened: boolean;
  onClose: () => void;
  loginUrl: string;
}) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  // After success the page reloads at /login; until then the button stays busy.
  const busy = logout.isPending || logout.isSuccess;
  const confirm = () => {
    if (busy) return;
    logout.mutate(undefined, {
      onSuccess: () => {
        resetStores();
        pageNavigation.assign(loginUrl);
      },
      onError: () => {
        onClose();
        showAlert({ kind: 'warning', message: t('logout.failed') });
      },
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} centered>
      <Text>{t('logout.question')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('no', { ns: 'common' })}
        </Button>
        <Button onClick={confirm} loading={busy} data-autofocus>
          {t('yes', { ns: 'common' })}
        </Button>
      </Group>
    </Modal>
  );
}
