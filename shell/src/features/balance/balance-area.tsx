import {
  ActionIcon,
  Button,
  Group,
  OnceOpened,
  showAlert,
  Text,
  useCountyStore,
  useSessionStore,
  useTranslation,
  useUsageBalance,
} from '@lrp/shared';
import { type AddOnOptions, useAddOnOptions } from '@lrp/shared/account';
import { IconPhotoPlus, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { balanceControls } from './balance-controls';

// The money dialogs (and the card page frame) are downloaded the first time one opens.
const EscrowDepositDialog = lazy(() => import('./escrow-deposit-dialog').then((m) => ({ default: m.EscrowDepositDialog })));
const FlatFeePurchase = lazy(() => import('./flat-fee-purchase').then((m) => ({ default: m.FlatFeePurchase })));

/** The usage balance in the header, with refresh and the money actions where the spec has them. */
export function BalanceArea({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const escrow = useCountyStore((s) => s.config.escrow);
  const flatFeeOverride = useCountyStore((s) => s.config.flatFeeOverride);
  const balance = useUsageBalance();
  const addOnOptions = useAddOnOptions();
  const [deposit, setDeposit] = useState(false);
  const [purchase, setPurchase] = useState<AddOnOptions | null>(null);
  const controls = balanceControls(user, {
    reloadByCreditCard: escrow?.reloadByCreditCard ?? false,
    accountAdminReload: flatFeeOverride?.accountAdminReload ?? false,
  });
  if (!user || !controls.show) return null;

  const refresh = async () => {
    if (balance.isFetching) return;
    const result = await balance.refetch();
    if (result.isError) showAlert({ kind: 'warning', message: t('balance.refreshFailed') });
  };
  const buyImages = () => {
    if (addOnOptions.isPending) return;
    addOnOptions.mutate(undefined, { onSuccess: (reply) => setPurchase(reply.content) });
  };

  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="civic.1" visibleFrom="xs">
        {t('balance.label')}
      </Text>
      <Text size="sm" fw={700} c="white" data-testid={inMenu ? undefined : 'usage-balance'} aria-live="polite">
        {balance.data ?? '—'}
      </Text>
      {controls.refresh && (
        <ActionIcon
          variant="subtle"
          color="gray.0"
          onClick={refresh}
          loading={balance.isFetching}
          aria-label={t('balance.refresh')}
          title={t('balance.refresh')}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      )}
      {controls.addMoney && (
        <Button size="compact-sm" variant="white" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDeposit(true)}>
          {t('balance.addMoney')}
        </Button>
      )}
      {controls.buyImages && (
        <Button
          size="compact-sm"
          variant="white"
          leftSection={<IconPhotoPlus size={14} aria-hidden />}
          onClick={buyImages}
          loading={addOnOptions.isPending}
        >
          {t('balance.buyImages')}
        </Button>
      )}
      <OnceOpened Dialog={EscrowDepositDialog} props={{ opened: deposit, onClose: () => setDeposit(false) }} />
      {purchase && <OnceOpened Dialog={FlatFeePurchase} props={{ opened: true, options: purchase, onClose: () => setPurchase(null) }} />}
    </Group>
  );
}
