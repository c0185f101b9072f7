import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUiStore, type AlertKind } from '../store/ui-store';

const ICONS: Record<AlertKind, { icon: typeof IconInfoCircle; color: string }> = {
  warning: { icon: IconAlertTriangle, color: 'orange' },
  info: { icon: IconInfoCircle, color: 'civic' },
  default: { icon: IconMessage, color: 'gray' },
};

/** Shows the oldest pending alert (spec 1 "Generic alert": icon, optional title, message, Close). */
export function AlertHost() {
  const { t } = useTranslation();
  const alert = useUiStore((s) => s.alerts[0]);
  const closeAlert = useUiStore((s) => s.closeAlert);
  if (!alert) return null;
  const { icon: Icon, color } = ICONS[alert.kind];
  return (
    <Modal
      opened
      onClose={() => closeAlert(alert.id)}
      centered
      title={
        <Group gap="sm">
          <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
            <Icon size={18} />
          </ThemeIcon>
          <Text fw={600}>
            {alert.title ?? t(alert.kind === 'warning' ? 'alert.warning' : 'alert.notice')}
          </Text>
        </Group>
      }
    >
      <Text style={{ whiteSpace: 'pre-line' }}>{alert.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => closeAlert(alert.id)} data-autofocus>
          {t('close')}
        </Button>
      </Group>
    </Modal>
  );
}
