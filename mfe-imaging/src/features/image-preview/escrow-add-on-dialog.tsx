import { Button, Group, Stack, Text, TextInput, useCountyStore, useTranslation } from '@lrp/shared';
import { escrowSurcharge, formatMoney } from '@lrp/contract';
import { Modal, Table } from '@lrp/shared/widgets';
import { useState } from 'react';

/**
 * The escrow add-on of the download flow (spec 1 §4): the account message, the beginning balance, the low-balance
 * message, the deposit amount (free text: the server checks it), the surcharge and the ending balance; Back, Buy,
 * Cancel. Buy hands the amount on (initiate, card page, complete). Each opening starts from `suggestedAmount`, the
 * deposit that covers the order's shortfall (the fee schedule's `shortfall.deposit`), or "0" without one.
 */
export function EscrowAddOnDialog({
  opened,
  beginningBalance,
  suggestedAmount = null,
  onBuy,
  onBack,
  onCancel,
}: {
  opened: boolean;
  beginningBalance: string;
  suggestedAmount?: number | null;
  onBuy: (amount: number) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('imaging');
  const escrow = useCountyStore((s) => s.config.escrow);
  const suggestion =
    suggestedAmount !== null && suggestedAmount > 0 ? suggestedAmount.toFixed(2) : '0';
  const [amount, setAmount] = useState(suggestion);
  // Each opening starts again from the suggestion (the shortfall of the order that opened it).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setAmount(suggestion);
  }
  const value = Number(amount.replace(/[$,\s]/g, ''));
  const valid = Number.isFinite(value) && value > 0;
  const preview = valid && escrow ? escrowSurcharge(value, escrow) : null;
  const start = Number(beginningBalance.replace(/[$,]/g, ''));
  return (
    <Modal opened={opened} onClose={onCancel} title={t('escrow.title')} centered>
      <Stack gap="sm">
        <Text>{t('escrow.accountMessage')}</Text>
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {t('escrow.beginningBalance')}
              </Table.Th>
              <Table.Td ta="right">{beginningBalance}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Text size="sm" c="red.9">
          {t('escrow.lowBalance')}
        </Text>
        <TextInput
          label={t('escrow.amount')}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          data-autofocus
        />
        {preview && preview.surcharge > 0 && (
          <Text size="sm">
            {t('escrow.surcharge', {
              surcharge: formatMoney(preview.surcharge),
              total: formatMoney(preview.total),
            })}
          </Text>
        )}
        <Table withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {t('escrow.endingBalance')}
              </Table.Th>
              <Table.Td ta="right">
                {formatMoney((Number.isFinite(start) ? start : 0) + (valid ? value : 0))}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onBack}>
          {t('escrow.back')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('escrow.cancel')}
        </Button>
        <Button onClick={() => onBuy(value)}>{t('escrow.buy')}</Button>
      </Group>
    </Modal>
  );
}
