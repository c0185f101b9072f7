import {
  ApiError,
  buyAddOn,
  fetchAddOnConfirmation,
  fetchAddOnOptions,
  fetchUsageBalance,
  FlatFeeConfirmationDialog,
  FlatFeeOptionsDialog,
  showAlert,
  useSessionStore,
  type AddOnConfirmation,
  type AddOnOptions,
} from '@lrp/shared';
import { useEffect, useState } from 'react';

/** The account administrator's flat-fee images purchase: options, confirmation, purchase (spec 1 §4). */
export function FlatFeePurchase({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const user = useSessionStore((s) => s.user);
  const setUsageBalance = useSessionStore((s) => s.setUsageBalance);
  const [options, setOptions] = useState<AddOnOptions | null>(null);
  const [confirmation, setConfirmation] = useState<AddOnConfirmation | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (error: unknown) => showAlert({ kind: 'warning', message: error instanceof ApiError ? error.message : String(error) });
  const finish = () => {
    setOptions(null);
    setConfirmation(null);
    onClose();
  };

  useEffect(() => {
    if (!opened) return;
    fetchAddOnOptions()
      .then(({ content }) => setOptions(content))
      .catch((error: unknown) => {
        fail(error);
        onClose();
      });
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps

  const confirm = async (option: string) => {
    if (!options || busy) return;
    setBusy(true);
    try {
      const { content } = await fetchAddOnConfirmation(option, options.guid);
      if (!content.ok) showAlert({ kind: 'warning', message: content.errorMessage ?? '' });
      else setConfirmation(content);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const buy = async () => {
    if (!options || busy) return;
    setBusy(true);
    try {
      const { content } = await buyAddOn(options.guid);
      if (!content.ok) {
        showAlert({ kind: 'warning', message: content.message });
        return;
      }
      finish();
      showAlert({ kind: 'info', message: content.message });
      if (user) setUsageBalance((await fetchUsageBalance(user.userId)).content.usageBalance);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  if (!opened) return null;
  return (
    <>
      <FlatFeeOptionsDialog options={confirmation ? null : options} onBuy={confirm} onCancel={finish} busy={busy} />
      <FlatFeeConfirmationDialog confirmation={confirmation} onBuy={buy} onBack={() => setConfirmation(null)} onCancel={finish} busy={busy} />
    </>
  );
}
