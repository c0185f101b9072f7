import {
  Button,
  Group,
  showAlert,
  Stack,
  Text,
  translateMessage,
  useCountyStore,
  useTranslation,
} from '@lrp/shared';
import {
  type CardTransactionResponse,
  depositAmountSchema,
  escrowSurcharge,
  formatMoney,
} from '@lrp/contract';
import { useCompleteDeposit, useInitiateDeposit } from '@lrp/payments-kit';
import { CardAuthorizationDialog, Modal, NumberInput, Table } from '@lrp/shared/widgets';
import { useState } from 'react';

type Step = { name: 'amount' } | { name: 'card'; token: string };

/**
 * Add money: the amount (limits and surcharge shown first), the hosted card page, then the balance as the
 * server has it. A failure is the error alert with the server's message.
 */
export function EscrowDepositDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const escrow = useCountyStore((s) => s.config.escrow);
  const initiate = useInitiateDeposit();
  const complete = useCompleteDeposit();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  const [amount, setAmount] = useState<number | string>('');
  const [error, setError] = useState<string | null>(null);
  if (!escrow) return null;

  const value = typeof amount === 'number' ? amount : Number.NaN;
  const preview = Number.isFinite(value) && value > 0 ? escrowSurcharge(value, escrow) : null;
  const close = () => {
    setStep({ name: 'amount' });
    setAmount('');
    setError(null);
    onClose();
  };

  const proceed = () => {
    const checked = depositAmountSchema(escrow).safeParse(value);
    if (!checked.success) {
      setError(translateMessage(checked.error.issues[0].message));
      return;
    }
    if (initiate.isPending) return;
    initiate.mutate(checked.data, {
      onSuccess: ({ content }) => setStep({ name: 'card', token: content.tokenResults.token }),
    });
  };

  const onCardResponse = (response: CardTransactionResponse) => {
    if (complete.isPending) return;
    complete.mutate(response, {
      onSuccess: ({ content }) => {
        close();
        showAlert({
          kind: 'info',
          message: t('deposit.done', { amount: formatMoney(content.deposited) }),
        });
      },
      onError: close,
    });
  };

  return (
    <>
      <Modal
        opened={opened && step.name === 'amount'}
        onClose={close}
        title={t('deposit.title')}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            {t('deposit.limits', {
              min: formatMoney(escrow.minReloadAmount),
              max: formatMoney(escrow.maxReloadAmount),
            })}
          </Text>
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
          <Button onClick={proceed} loading={initiate.isPending}>
            {t('deposit.continue')}
          </Button>
        </Group>
      </Modal>
      {/* Spec 1 §4: the escrow deposit's card dialog has only Cancel. */}
      <CardAuthorizationDialog
        opened={opened && step.name === 'card'}
        title={t('deposit.cardTitle')}
        token={step.name === 'card' ? step.token : null}
        onResponse={onCardResponse}
        onClose={close}
      />
    </>
  );
}
