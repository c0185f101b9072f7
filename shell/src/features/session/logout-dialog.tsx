import { Button, Group, logout, Modal, pageNavigation, resetStores, showAlert, Text } from '@lrp/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The Yes/No logout confirmation; on Yes the session ends and the page reloads at /login, clearing all state. */
export function LogoutDialog({ opened, onClose, loginUrl }: { opened: boolean; onClose: () => void; loginUrl: string }) {
  const { t } = useTranslation('shell');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await logout();
      resetStores();
      pageNavigation.assign(loginUrl);
    } catch {
      setBusy(false);
      onClose();
      showAlert({ kind: 'warning', message: t('logout.failed') });
    }
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
