import { Button, Group, Text, useTranslation } from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';

/** A Yes/No question before deleting something (a saved search, an alert); No or closing changes nothing. */
export function ConfirmDialog({
  title,
  message,
  pending = false,
  onYes,
  onClose,
}: {
  title: string;
  message: string;
  pending?: boolean;
  onYes: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Modal opened onClose={onClose} title={title} centered size="md">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('no', { ns: 'common' })}
        </Button>
        <Button color="red" loading={pending} onClick={onYes}>
          {t('yes', { ns: 'common' })}
        </Button>
      </Group>
    </Modal>
  );
}
