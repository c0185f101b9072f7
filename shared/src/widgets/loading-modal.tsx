import { Group, Loader, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUiStore } from '../store/ui-store';

/** The non-dismissable "Loading" modal shown while a blocking call runs (spec 1 §2). */
export function LoadingModal() {
  const { t } = useTranslation();
  const opened = useUiStore((s) => s.loadingCount > 0);
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="xs"
    >
      <Group justify="center" gap="md" py="sm" role="status">
        <Loader size="sm" />
        <Text fw={500}>{t('loading')}</Text>
      </Group>
    </Modal>
  );
}
