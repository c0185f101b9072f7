import { Button, Group, Text, useTranslation } from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';

export interface ImagePreviewDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The document's title as the results show it, e.g. "Warranty Deed 2024-000123". */
  title: string;
  sourcedDocKey: string;
}

/**
 * The image preview dialog other modules open through the module host. No page images are on file yet
 * (the image store comes with the imaging issue), so it answers as the spec does for such a document.
 */
export default function ImagePreviewDialog({ opened, onClose, title }: ImagePreviewDialogProps) {
  const { t } = useTranslation('imaging');
  return (
    <Modal opened={opened} onClose={onClose} title={t('preview.title')} centered size="lg">
      <Text>{t('preview.noImages', { title })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('close', { ns: 'common' })}</Button>
      </Group>
    </Modal>
  );
}
