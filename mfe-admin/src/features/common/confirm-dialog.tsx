import { Button, Group, Text, useTranslation } from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';

export type Confirmation = { message: string; onYes: () => void };

/** A Yes/No question before an action (spec 3 §4); No or closing leaves everything as it was. */
export function ConfirmDialog({
  confirmation,
  onClose,
}: {
  confirmation: Confirmation | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Modal opened={confirmation !== null} onClose={onClose} title={t('confirm.title')} centered>
      <Text>{confirmation?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {t('no', { ns: 'common' })}
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            const yes = confirmation?.onYes;
            onClose();
            yes?.();
          }}
        >
          {t('yes', { ns: 'common' })}
        </Button>
      </Group>
    </Modal>
  );
}
