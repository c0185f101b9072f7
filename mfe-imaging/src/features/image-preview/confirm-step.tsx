import { Button, Group, Stack, Text, useTranslation } from '@lrp/shared';
import type { FeeSchedule } from '@lrp/contract';
import { Modal, Table } from '@lrp/shared/widgets';
import { scheduleInUserLanguage } from './schedule-words';

export type ConfirmAction = 'download' | 'buyOptions' | 'preauthorize';

/**
 * The order's confirmation (spec 1 §4): the server's title, balances, purchase message and charges (a line per
 * page and a total, or one line), the already-purchased, insufficient-balance and no-options messages; the
 * buttons by case: the server's download text when the balance pays, Continue to Preauthorization for card
 * payers who must authorize, Add to Escrow for the other buy options; Back and Cancel always.
 */
export function ConfirmStep({
  schedule,
  onAction,
  onBack,
  onCancel,
}: {
  schedule: FeeSchedule | null;
  onAction: (action: ConfirmAction) => void;
  onBack: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('imaging');
  const s = schedule && scheduleInUserLanguage(schedule);
  const anyBuyOption =
    !!s && (s.buyOptions.flatFeeAddOn || s.buyOptions.escrowAddOn || s.buyOptions.creditCard);
  return (
    <Modal opened={s !== null} onClose={onCancel} title={s?.title} centered size="lg">
      {s && (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={4} aria-label={t('confirm.summary')}>
            <Table.Tbody>
              {s.beginningBalance !== null && (
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('confirm.beginningBalance')}
                  </Table.Th>
                  <Table.Td ta="right">{s.beginningBalance}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Td colSpan={2}>{s.purchaseMessage}</Table.Td>
              </Table.Tr>
              {s.lines.map((line) => (
                <Table.Tr key={line.description}>
                  <Table.Th scope="row" fw={400}>
                    {line.description}
                  </Table.Th>
                  <Table.Td ta="right">{line.amount}</Table.Td>
                </Table.Tr>
              ))}
              {s.total !== null && (
                <Table.Tr>
                  <Table.Th scope="row">{t('confirm.total')}</Table.Th>
                  <Table.Td ta="right" fw={700}>
                    {s.total}
                  </Table.Td>
                </Table.Tr>
              )}
              {s.endingBalance !== null && (
                <Table.Tr>
                  <Table.Th scope="row" fw={400}>
                    {t('confirm.endingBalance')}
                  </Table.Th>
                  <Table.Td
                    ta="right"
                    fw={s.insufficientBalance ? 700 : undefined}
                    td={s.insufficientBalance ? 'underline' : undefined}
                  >
                    {s.endingBalance}
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
          {s.alreadyPurchasedMessage && <Text size="sm">{s.alreadyPurchasedMessage}</Text>}
          {s.insufficientBalanceMessage && (
            <Text size="sm" c="red.9" fw={600} role="status">
              {s.insufficientBalanceMessage}
            </Text>
          )}
          {s.noPurchasingOptionsMessage && (
            <Text size="sm" c="red.9" role="status">
              {s.noPurchasingOptionsMessage}
            </Text>
          )}
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onBack}>
          {t('confirm.back')}
        </Button>
        <Button variant="default" onClick={onCancel}>
          {t('confirm.cancel')}
        </Button>
        {s && !s.insufficientBalance && (
          <Button onClick={() => onAction('download')}>{s.downloadButtonText}</Button>
        )}
        {s && s.insufficientBalance && s.buyOptions.creditCard && (
          <Button onClick={() => onAction('preauthorize')}>
            {t('confirm.continueToPreauthorization')}
          </Button>
        )}
        {s && s.insufficientBalance && !s.buyOptions.creditCard && anyBuyOption && (
          <Button onClick={() => onAction('buyOptions')}>{t('confirm.addToEscrow')}</Button>
        )}
      </Group>
    </Modal>
  );
}
