import { type EfileImageResponse, formatMoney } from '@lrp/contract';
import { Button, Group, Stack, Text, useTranslation } from '@lrp/shared';
import { Modal, Table } from '@lrp/shared/widgets';

/**
 * The upload's charges as the server priced them (spec 3 §4): pages, first page, additional pages, the card
 * surcharge, the total and how it is paid. Yes goes on to payment; No (or closing) charges nothing.
 */
export function ChargesDialog({
  charges,
  onYes,
  onNo,
}: {
  charges: EfileImageResponse | null;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useTranslation('efile');
  const row = (label: string, value: string, strong = false) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={strong ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : undefined}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Modal opened={charges !== null} onClose={onNo} title={t('confirm.title')} centered>
      {charges && (
        <Stack gap="sm">
          <Table withRowBorders={false} verticalSpacing={4} aria-label={t('confirm.summary')}>
            <Table.Tbody>
              {row(t('confirm.pages'), String(charges.numberOfPages))}
              {row(t('confirm.firstPage'), formatMoney(charges.firstPageCharge))}
              {row(t('confirm.additionalPages'), formatMoney(charges.additionalPagesCharge))}
              {(charges.surcharge > 0 || charges.paymentMethod === 'CREDIT_CARD') &&
                row(t('confirm.surcharge'), formatMoney(charges.surcharge))}
              {row(t('confirm.total'), formatMoney(charges.totalCharge), true)}
              {row(t('confirm.paymentMethod'), t(`methods.${charges.paymentMethod}`))}
            </Table.Tbody>
          </Table>
          <Text>
            {t(
              charges.paymentMethod === 'CREDIT_CARD' ? 'confirm.questionCard' : 'confirm.question',
              { total: formatMoney(charges.totalCharge) },
            )}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onNo}>
          {t('no', { ns: 'common' })}
        </Button>
        <Button data-autofocus onClick={onYes}>
          {t('yes', { ns: 'common' })}
        </Button>
      </Group>
    </Modal>
  );
}
