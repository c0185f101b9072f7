import {
  ApiError,
  Button,
  CardAuthorizationDialog,
  completeDeposit,
  depositAmountSchema,
  escrowSurcharge,
  formatMoney,
  Group,
  initiateDeposit,
  Modal,
  NumberInput,
  PAYMENT_MESSAGES,
  showAlert,
  Stack,
  Table,
  Text,
  useCountyStore,
  useSessionStore,
  type CardTransactionResponse,
} from '@lrp/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Step = { name: 'amount' } | { name: 'card'; token: string; amount: number };

/** Add money: the amount (limits and surcharge shown first), the hosted card page, then the new balance. */
export function EscrowDepositDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const escrow = useCountyStore((s) => s.config.escrow);
  const setUsageBalance = useSessionStore((s) => s.setUsageBalance);
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const completing = useRef(false);
  if (!escrow) return null;

  const value = typeof amount === 'number' ? amount : Number.NaN;
  const preview = Number.isFinite(value) && value > 0 ? escrowSurcharge(value, escrow) : null;
  const close = () => {
    setStep({ name: 'amount' });
    setAmount('');
    setError(null);
    onClose();
  };

  const proceed = async () => {
    const checked = depositAmountSchema(escrow).safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    if (busy) return;
    setBusy(true);
    try {
      const { content } = await initiateDeposit(checked.data);
      setStep({ name: 'card', token: content.tokenResults.token, amount: checked.data });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const onCardResponse = async (response: CardTransactionResponse) => {
    if (completing.current) return;
    completing.current = true;
    try {
      const { content } = await completeDeposit(response);
      setUsageBalance(content.usageBalance);
      close();
      showAlert({ kind: 'info', message: t('deposit.done', { amount: formatMoney(content.deposited) }) });
    } catch {
      close();
      showAlert({ kind: 'warning', message: PAYMENT_MESSAGES.cardFailed });
    } finally {
      completing.current = false;
    }
  };

  return (
    <>
      <Modal opened={opened && step.name === 'amount'} onClose={close} title={t('deposit.title')} centered>
        <Stack gap="sm">
          <Text size="sm">{t('deposit.limits', { min: formatMoney(escrow.minReloadAmount), max: formatMoney(escrow.maxReloadAmount) })}</Text>
          <NumberInput
            label={t('deposit.amount')}
            value={amount}
            onChange={(v) => {
              setAmount(v);
              setError(null);
            }}
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            error={error}
            data-autofocus
          />
          {preview && (
            <Table withRowBorders={false} verticalSpacing={2} aria-label={t('deposit.summary')}>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>{t('deposit.deposit')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(value)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>{t('deposit.surcharge')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(preview.surcharge)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={700}>{t('deposit.total')}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(preview.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button onClick={proceed} loading={busy}>
            {t('deposit.continue')}
          </Button>
        </Group>
      </Modal>
      <CardAuthorizationDialog
        opened={opened && step.name === 'card'}
        title={t('deposit.cardTitle')}
        token={step.name === 'card' ? step.token : null}
        onResponse={onCardResponse}
        onClose={close}
        onBack={() => setStep({ name: 'amount' })}
      />
    </>
  );
}
