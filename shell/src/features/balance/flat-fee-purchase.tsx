import { showAlert } from '@lrp/shared';
import { type AddOnConfirmation, type AddOnOptions, useAddOnConfirmation, useBuyAddOn } from '@lrp/shared/account';
import { FlatFeeConfirmationDialog, FlatFeeOptionsDialog } from '@lrp/shared/widgets';
import { useState } from 'react';

/** The account administrator's flat-fee images purchase: options, confirmation, purchase (spec 1 §4). */
export function FlatFeePurchase({ options, onClose }: { opened: boolean; options: AddOnOptions; onClose: () => void }) {
  const [confirmation, setConfirmation] = useState<AddOnConfirmation | null>(null);
  const confirm = useAddOnConfirmation();
  const buy = useBuyAddOn();
  const busy = confirm.isPending || buy.isPending;

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
      onSuccess: ({ content }) => {
        if (!content.ok) {
          showAlert({ kind: 'warning', message: content.message });
          return;
        }
        onClose();
        showAlert({ kind: 'info', message: content.message });
      },
    });
  };

  return (
    <>
      <FlatFeeOptionsDialog key={options.guid} options={confirmation ? null : options} onBuy={choose} onCancel={onClose} busy={busy} />
      <FlatFeeConfirmationDialog confirmation={confirmation} onBuy={purchase} onBack={() => setConfirmation(null)} onCancel={onClose} busy={busy} />
    </>
  );
}
