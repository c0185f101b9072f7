import { NewsList, type Paragraph, useTranslation } from '@lrp/shared';
import { Modal } from '@lrp/shared/widgets';

/** Every news item of the home card, in a dialog (spec 1 "with a modal showing all items"). */
export function AllNewsDialog({
  opened,
  onClose,
  items,
}: {
  opened: boolean;
  onClose: () => void;
  items: Paragraph[];
}) {
  const { t } = useTranslation('shell');
  return (
    <Modal opened={opened} onClose={onClose} title={t('homeCards.latestNews')} size="lg">
      <NewsList items={items} />
    </Modal>
  );
}
