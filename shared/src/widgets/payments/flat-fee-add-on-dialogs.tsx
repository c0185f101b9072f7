import { Button, Group, Radio, Stack, Table, Text } from '@mantine/core';
import { Modal } from '../portal-modal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddOnConfirmation, AddOnOptions } from '@lrp/contract';

/**
 * Flat-fee add-on options (spec 1 §4): radio options, the first preselected; Back only with a back handler.
 * Give it a `key` of the options' guid so that new options start from their first choice again.
 */
export function FlatFeeOptionsDialog({
  options,
  onBuy,
  onCancel,
  onBack,
  busy,
}: {
  options: AddOnOptions | null;
  onBuy: (option: string) => void;
  onCancel: () => void;
  onBack?: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const choices = options?.purchaseOptions.flatFeeOptions.options ?? [];
  const [choice, setChoice] = useState<string>(choices[0]?.value ?? '');
  return (
    <Modal
      opened={options !== null}
      onClose={onCancel}
      title={options?.purchaseOptions.flatFeeOptions.title}
      centered
    >
      <Radio.Group
        value={choice}
        onChange={setChoice}
        aria-label={options?.purchaseOptions.flatFeeOptions.title}
      >
        <Stack gap="xs">
          {choices.map((option) => (
            <Radio key={option.value} value={option.value} label={option.text} />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end" mt="lg">
        {onBack && (
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={() => onBuy(choice)} disabled={!choice} loading={busy}>
          {t('payments.buy')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * The add-on confirmation: headers (the second in bold), account message, balances and the purchase; the
 * ending balance underlined and bold when insufficient, and then no Buy.
 */
export function FlatFeeConfirmationDialog({
  confirmation,
  onBuy,
  onBack,
  onCancel,
  busy,
}: {
  confirmation: AddOnConfirmation | null;
  onBuy: () => void;
  onBack: () => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const c = confirmation;
  return (
    <Modal
      opened={c !== null}
      onClose={onCancel}
      title={c?.headers[0] ?? t('payments.confirm')}
      centered
    >
      {c && (
        <Stack gap="sm">
          {c.headers[1] && <Text fw={700}>{c.headers[1]}</Text>}
          {c.accountMessage && <Text>{c.accountMessage}</Text>}
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('payments.beginningBalance')}</Table.Td>
                <Table.Td ta="right">{c.beginningBalance}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{c.purchaseMessage}</Table.Td>
                <Table.Td ta="right">{c.purchase}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('payments.endingBalance')}</Table.Td>
                <Table.Td
                  ta="right"
                  fw={c.insufficientBalance ? 700 : undefined}
                  td={c.insufficientBalance ? 'underline' : undefined}
                  data-insufficient={c.insufficientBalance || undefined}
                >
                  {c.endingBalance}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onBack}>
          {t('back')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        {c && !c.insufficientBalance && (
          <Button onClick={onBuy} loading={busy}>
            {t('payments.buy')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}
