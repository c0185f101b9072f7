import {
  ActionIcon,
  Button,
  Group,
  isForbidden,
  OnceOpened,
  showAlert,
  Text,
  useCountyStore,
  useSessionStore,
  useTranslation,
  useUsageBalance,
} from '@lrp/shared';
import { IconPhotoPlus, IconPlus, IconRefresh } from '@tabler/icons-react';
import { lazy, useState } from 'react';
import { balanceControls } from './balance-controls';
import { paysByCard, usePreauthorizationLeft } from './preauthorization-left';

// The money dialogs (and the card page frame) are downloaded the first time one opens.
const EscrowDepositDialog = lazy(() =>
  import('./escrow-deposit-dialog').then((m) => ({ default: m.EscrowDepositDialog })),
);
const FlatFeePurchase = lazy(() =>
  import('./flat-fee-purchase').then((m) => ({ default: m.FlatFeePurchase })),
);

/**
 * The usage balance in the header, with refresh and the money actions where the spec has them; for a card payer,
 * what is left of their card preauthorization (also for one without an account, who has no balance).
 */
export function BalanceArea({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const escrow = useCountyStore((s) => s.config.escrow);
  const flatFeeOverride = useCountyStore((s) => s.config.flatFeeOverride);
  const balance = useUsageBalance();
  const [deposit, setDeposit] = useState(false);
  // Each opening of the flat-fee purchase is a purchase of its own (a new image state on the server).
  const [purchase, setPurchase] = useState({ opened: false, number: 0 });
  const controls = balanceControls(user, {
    reloadByCreditCard: escrow?.reloadByCreditCard ?? false,
    accountAdminReload: flatFeeOverride?.accountAdminReload ?? false,
  });
  const preauthorization = usePreauthorizationLeft(paysByCard(user));
  const preauthorizationLeft = preauthorization.data ?? null;
  if (!user || (!controls.show && preauthorizationLeft === null)) return null;

  const refresh = async () => {
    if (balance.isFetching) return;
    const result = await balance.refetch();
    // A 403 is the session ending: the user is on the way to /login, where no balance alert belongs.
    if (result.isError && !isForbidden(result.error))
      showAlert({ kind: 'warning', message: t('balance.refreshFailed') });
  };

  return (
    <Group gap={6} wrap="nowrap">
      {controls.show && (
        <>
          <Text size="sm" c="civic.1" visibleFrom="xs">
            {t('balance.label')}
          </Text>
          <Text
            size="sm"
            fw={700}
            c="white"
            data-testid={inMenu ? undefined : 'usage-balance'}
            aria-live="polite"
          >
            {balance.data ?? '—'}
          </Text>
        </>
      )}
      {preauthorizationLeft !== null && (
        <Text
          size="sm"
          c="civic.1"
          data-testid={inMenu ? undefined : 'preauthorization-left'}
          aria-live="polite"
        >
          {t('balance.preauthorizationLeft', { amount: preauthorizationLeft })}
        </Text>
      )}
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
        <Button
          size="compact-sm"
          variant="white"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => setDeposit(true)}
        >
          {t('balance.addMoney')}
        </Button>
      )}
      {controls.buyImages && (
        <Button
          size="compact-sm"
          variant="white"
          leftSection={<IconPhotoPlus size={14} aria-hidden />}
          onClick={() => setPurchase((p) => ({ opened: true, number: p.number + 1 }))}
        >
          {t('balance.buyImages')}
        </Button>
      )}
      <OnceOpened
        Dialog={EscrowDepositDialog}
        props={{ opened: deposit, onClose: () => setDeposit(false) }}
      />
      <OnceOpened
        Dialog={FlatFeePurchase}
        props={{
          opened: purchase.opened,
          purchase: purchase.number,
          onClose: () => setPurchase((p) => ({ ...p, opened: false })),
        }}
      />
    </Group>
  );
}
