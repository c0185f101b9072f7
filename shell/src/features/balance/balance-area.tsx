import { ActionIcon, Button, fetchUsageBalance, Group, showAlert, Text, Tooltip, useCountyStore, useSessionStore } from '@lrp/shared';
import { IconPhotoPlus, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { balanceControls } from './balance-controls';
import { EscrowDepositDialog } from './escrow-deposit-dialog';
import { FlatFeePurchase } from './flat-fee-purchase';

/** The usage balance in the header, with refresh where the spec has it. */
export function BalanceArea({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const setUsageBalance = useSessionStore((s) => s.setUsageBalance);
  const escrow = useCountyStore((s) => s.config.escrow);
  const flatFeeOverride = useCountyStore((s) => s.config.flatFeeOverride);
  const [refreshing, setRefreshing] = useState(false);
  const [dialog, setDialog] = useState<'deposit' | 'images' | null>(null);
  const controls = balanceControls(user, {
    reloadByCreditCard: escrow?.reloadByCreditCard ?? false,
    accountAdminReload: flatFeeOverride?.accountAdminReload ?? false,
  });
  if (!user || !controls.show) return null;

  const refresh = async () => {
    if (refreshing) return;
    setRefreshing(true);
    try {
      const { content } = await fetchUsageBalance(user.userId);
      setUsageBalance(content.usageBalance);
    } catch {
      showAlert({ kind: 'warning', message: t('balance.refreshFailed') });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      <Text size="sm" c="civic.1" visibleFrom="xs">
        {t('balance.label')}
      </Text>
      <Text size="sm" fw={700} c="white" data-testid={inMenu ? undefined : 'usage-balance'}>
        {user.usageBalance ?? '—'}
      </Text>
      {controls.refresh && (
        <Tooltip label={t('balance.refresh')}>
          <ActionIcon variant="subtle" color="gray.0" onClick={refresh} loading={refreshing} aria-label={t('balance.refresh')}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {controls.addMoney && (
        <Button size="compact-sm" variant="white" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setDialog('deposit')}>
          {t('balance.addMoney')}
        </Button>
      )}
      {controls.buyImages && (
        <Button size="compact-sm" variant="white" leftSection={<IconPhotoPlus size={14} aria-hidden />} onClick={() => setDialog('images')}>
          {t('balance.buyImages')}
        </Button>
      )}
      <EscrowDepositDialog opened={dialog === 'deposit'} onClose={() => setDialog(null)} />
      <FlatFeePurchase opened={dialog === 'images'} onClose={() => setDialog(null)} />
    </Group>
  );
}
