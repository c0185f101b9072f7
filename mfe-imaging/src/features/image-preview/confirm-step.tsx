import { Button, Group, Stack, Text, useTranslation } from '@lrp/shared';
import type { FeeSchedule } from '@lrp/contract';
import { Modal, Table } from '@lrp/shared/widgets';
import { scheduleInUserLanguage } from './schedule-words';

export type ConfirmAction = 'download' | 'buyOptions' | 'preauthorize';

/** The user adds the money or images (the buy option) or an account administrator named by the server can. */
function someoneCanAdd(s: FeeSchedule): boolean {
  const short = s.shortfall;
  if (!short || !s.insufficientBalance) return false;
  const self = short.amount !== null ? s.buyOptions.escrowAddOn : s.buyOptions.flatFeeAddOn;
  return self || short.administrators.length > 0;
}

/** Names as a list in the user's language ("A, B or C"). */
function nameList(names: string[], language: string): string {
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * What the balance is short of (the money missing, or the flat-fee images) and who can add it: the user, by the
 * buy option, or the account administrators the server names. Without anyone, the server's no-purchasing-options
 * message says to contact the county.
 */
function ShortfallNote({ schedule }: { schedule: FeeSchedule }) {
  const { t, i18n } = useTranslation('imaging');
  const short = schedule.shortfall;
  if (!short || !schedule.insufficientBalance) return null;
  const money = short.amount !== null;
  const what = money
    ? t('shortfall.money', { amount: short.amount, account: short.account })
    : short.images === 1
      ? t('shortfall.imagesOne', { account: short.account })
      : t('shortfall.images', { n: short.images, account: short.account });
  const self = money ? schedule.buyOptions.escrowAddOn : schedule.buyOptions.flatFeeAddOn;
  const admins = short.administrators;
  const who = self
    ? t('shortfall.self', { button: t('confirm.addToEscrow') })
    : admins.length === 1
      ? t(money ? 'shortfall.askMoneyOne' : 'shortfall.askImagesOne', { name: admins[0] })
      : admins.length > 1
        ? t(money ? 'shortfall.askMoneyMany' : 'shortfall.askImagesMany', {
            names: nameList(admins, i18n.language),
          })
        : null;
  return (
    <Text size="sm" role="status" data-testid="shortfall">
      {who ? `${what} ${who}` : what}
    </Text>
  );
}

/**
 * The order's confirmation (spec 1 §4): the server's title, balances, purchase message and charges (a line per
 * page and a total, or one line), the already-purchased, insufficient-balance and no-options messages; the
 * shortfall and who can add it (the user, or the account administrators by name); the
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
          <ShortfallNote schedule={s} />
          {s.noPurchasingOptionsMessage && !someoneCanAdd(s) && (
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
