import { Group, Loader, QueryFailure, showAlert, useTranslation } from '@lrp/shared';
import type { AddOnConfirmation, AddOnOptions } from '@lrp/contract';
import {
  useAddOnConfirmation,
  useAddOnOptions,
  useBuyAddOn,
  useCancelImageState,
} from '@lrp/payments-kit';
import { FlatFeeConfirmationDialog, FlatFeeOptionsDialog, Modal } from '@lrp/shared/widgets';
import { useState } from 'react';

/**
 * One purchase: its options, the confirmation, the purchase. The server binds a purchase to the first option
 * confirmed, so Back from the confirmation discards this purchase and asks for a new one (`onRestart`).
 */
function Purchase({
  options,
  onClose,
  onRestart,
}: {
  options: AddOnOptions;
  onClose: () => void;
  onRestart: () => void;
}) {
  const [confirmation, setConfirmation] = useState<AddOnConfirmation | null>(null);
  const confirm = useAddOnConfirmation();
  const buy = useBuyAddOn();
  const discard = useCancelImageState();
  const busy = confirm.isPending || buy.isPending;
  // Cancel (on either dialog) discards this purchase's image state on the server (spec 1 §4).
  const cancel = () => {
    discard.mutate(options.guid);
    onClose();
  };
  const back = () => {
    discard.mutate(options.guid);
    setConfirmation(null);
    onRestart();
  };

  const choose = (option: string) => {
    if (busy) return;
    confirm.mutate(
      { option, imageStateGuid: options.guid },
      {
        onSuccess: ({ content }) => {
          if (!content.ok) showAlert({ kind: 'warning', message: content.errorMessage ?? '' });
          else setConfirmation(content);
        },
      },
    );
  };
  const purchase = () => {
    if (busy) return;
    buy.mutate(options.guid, {
      onSuccess: ({ content, message }) => {
        // The envelope's message is the outcome in the user's language; the content's is English.
        if (!content.ok) {
          showAlert({ kind: 'warning', message: message ?? content.message });
          return;
        }
        onClose();
        showAlert({ kind: 'info', message: message ?? content.message });
      },
    });
  };

  return (
    <>
      <FlatFeeOptionsDialog
        key={options.guid}
        options={confirmation ? null : options}
        onBuy={choose}
        onCancel={cancel}
        busy={busy}
      />
      <FlatFeeConfirmationDialog
        confirmation={confirmation}
        onBuy={purchase}
        onBack={back}
        onCancel={cancel}
        busy={busy}
      />
    </>
  );
}

/**
 * The account administrator's flat-fee images purchase (spec 1 §4): the options the server offers for this
 * purchase, the confirmation, the purchase. `purchase` numbers each opening: each is a purchase of its own.
 */
export function FlatFeePurchase({
  opened,
  purchase,
  onClose,
}: {
  opened: boolean;
  purchase: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const options = useAddOnOptions(opened ? purchase : 0);
  if (!opened) return null;
  if (options.isSuccess)
    return (
      <Purchase
        key={purchase}
        options={options.data}
        onClose={onClose}
        onRestart={() => void options.refetch()}
      />
    );
  return (
    <Modal opened onClose={onClose} title={t('balance.buyImages')} centered>
      {options.isError ? (
        <QueryFailure
          title={t('balance.buyImagesFailed')}
          error={options.error}
          onRetry={() => void options.refetch()}
        />
      ) : (
        <Group justify="center" py="md">
          <Loader aria-label={t('balance.buyImagesLoading')} />
        </Group>
      )}
    </Modal>
  );
}
