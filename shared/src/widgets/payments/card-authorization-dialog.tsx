import { Button, Group } from '@mantine/core';
import { Modal } from '../portal-modal';
import { useTranslation } from 'react-i18next';
import type { CardTransactionResponse } from '@lrp/contract';
import { useCountyStore } from '../../store/county-store';
import { CardPaymentFrame } from './card-payment-frame';

/**
 * A card dialog titled by its caller (escrow deposit, preauthorization, e-file): the hosted card page and
 * Cancel, plus Back when the caller has a step to return to.
 */
export function CardAuthorizationDialog({
  opened,
  title,
  token,
  onResponse,
  onClose,
  onBack,
  unknownMessageCancels = false,
}: {
  opened: boolean;
  title: string;
  token: string | null;
  onResponse: (response: CardTransactionResponse) => void;
  onClose: () => void;
  onBack?: () => void;
  unknownMessageCancels?: boolean;
}) {
  const { t } = useTranslation();
  const pageUrl = useCountyStore((s) => s.productConfig?.CARD_PAYMENT_PAGE_URL ?? '');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {token && pageUrl && (
        <CardPaymentFrame
          pageUrl={pageUrl}
          token={token}
          title={title}
          onResponse={onResponse}
          onCancel={onClose}
          onOtherMessage={unknownMessageCancels ? onClose : undefined}
        />
      )}
      <Group justify="flex-end" mt="md">
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        )}
        <Button variant="default" onClick={onClose}>
          {t('cancel')}
        </Button>
      </Group>
    </Modal>
  );
}
