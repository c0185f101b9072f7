import {
  Button,
  Group,
  showAlert,
  Stack,
  Text,
  translateMessage,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { type CardTransactionResponse, SEARCH_MESSAGES } from '@lrp/contract';
import { useAuthorizeCard, useReportAuthorization } from '@lrp/payments-kit';
import { CardAuthorizationDialog, Modal, Table } from '@lrp/shared/widgets';
import { takeCardToken } from './card-token';

export type PaymentStep =
  null | { name: 'prices'; again: boolean } | { name: 'card'; token: string };

/** The price list (or re-authorization price list) and the card dialog of the pay-per-search flow. */
export default function PaymentDialogs({
  step,
  setStep,
  onAuthorized,
}: {
  step: PaymentStep;
  setStep: (step: PaymentStep) => void;
  onAuthorized: () => void;
}) {
  const { t } = useTranslation('search');
  const rates = useSessionStore((s) => s.user?.searchRates ?? []);
  const username = useSessionStore((s) => s.user?.username);
  const authorize = useAuthorizeCard();
  const report = useReportAuthorization();
  const close = () => setStep(null);
  const again = step?.name === 'prices' && step.again;
  const title = again
    ? translateMessage(SEARCH_MESSAGES.exceedingPreauthorization)
    : t('payment.priceListTitle');

  const proceed = () => {
    if (authorize.isPending) return;
    // The token fetched on entering the search screen, else a fresh one.
    const held = takeCardToken(username);
    if (held) {
      setStep({ name: 'card', token: held });
      return;
    }
    authorize.mutate(undefined, {
      onSuccess: ({ content }) => setStep({ name: 'card', token: content.token }),
    });
  };
  const onCardResponse = (response: CardTransactionResponse) => {
    if (report.isPending) return;
    report.mutate(response, {
      onSuccess: ({ content }) => {
        close();
        if (content.authorizationOkay) onAuthorized();
        else showAlert({ kind: 'warning', message: t('payment.cardFailed') });
      },
      onError: close,
    });
  };

  return (
    <>
      <Modal opened={step?.name === 'prices'} onClose={close} title={title} centered size="md">
        <Stack gap="sm">
          <Text size="sm">{t(again ? 'payment.reauthorizeText' : 'payment.priceListText')}</Text>
          <Table withRowBorders verticalSpacing={4} aria-label={t('payment.prices')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('payment.item')}</Table.Th>
                <Table.Th ta="right">{t('payment.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rates.map((rate) => (
                <Table.Tr key={rate.code}>
                  <Table.Td>{t(`rates.${rate.code}`, { defaultValue: rate.code })}</Table.Td>
                  <Table.Td ta="right">{rate.description}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button onClick={proceed} loading={authorize.isPending} data-autofocus>
            {t('payment.continue')}
          </Button>
        </Group>
      </Modal>
      <CardAuthorizationDialog
        opened={step?.name === 'card'}
        title={t('payment.cardTitle')}
        token={step?.name === 'card' ? step.token : null}
        onResponse={onCardResponse}
        onClose={close}
      />
    </>
  );
}
