import type { PropertyAlert } from '@lrp/contract';
import {
  Button,
  Group,
  Link,
  Loader,
  Stack,
  Text,
  useTranslation,
  VisuallyHidden,
} from '@lrp/shared';
import { Table } from '@lrp/shared/widgets';
import { ConfirmDialog } from '../common/confirm-dialog';
import { useState } from 'react';
import { shareLinkPath } from '../saved-searches/share-link';
import { useDeletePropertyAlert, usePropertyAlerts } from './api/alerts-api';

/** "Name: ZWIEBELHOFER, GRETA" or "Parcel ID: 21-045-0310". */
function useDescribe() {
  const { t } = useTranslation('search');
  return (a: PropertyAlert) =>
    a.kind === 'NAME'
      ? t('alerts.describeName', { name: [a.lastName, a.firstName].filter(Boolean).join(', ') })
      : t('alerts.describeParcel', { parcel: a.parcelId });
}

/** The document-number search for a matched recording (the same link the e-mail carries). */
const documentLink = (number: string) =>
  shareLinkPath('searchByDocumentNumber', { documentNumber: number });

/** The person's alerts with their last matches; Delete asks first. */
export function AlertsTable() {
  const { t, i18n } = useTranslation('search');
  const alerts = usePropertyAlerts();
  const remove = useDeletePropertyAlert();
  const describe = useDescribe();
  const [asking, setAsking] = useState<PropertyAlert | null>(null);
  const title = t('alerts.yourAlerts');
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(i18n.language, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });

  if (alerts.isPending) return <Loader size="sm" aria-label={t('alerts.loading')} />;
  if (alerts.isError)
    return (
      <Group>
        <Text c="red.8">{t('alerts.failed')}</Text>
        <Button size="xs" variant="default" onClick={() => void alerts.refetch()}>
          {t('alerts.retry')}
        </Button>
      </Group>
    );
  if (alerts.data.length === 0) return <Text>{t('alerts.empty')}</Text>;
  return (
    <>
      <Table.ScrollContainer minWidth={560}>
        <Table aria-label={title} striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('alerts.columns.alert')}</Table.Th>
              <Table.Th scope="col">{t('alerts.columns.created')}</Table.Th>
              <Table.Th scope="col">{t('alerts.columns.matches')}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>{t('alerts.columns.action')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {alerts.data.map((a) => (
              <Table.Tr key={a.id}>
                <Table.Td>{describe(a)}</Table.Td>
                <Table.Td>{date(a.createdAt)}</Table.Td>
                <Table.Td>
                  {a.matchCount === 0 ? (
                    t('alerts.noMatches')
                  ) : (
                    <Stack gap={2}>
                      <Text size="sm">{t('alerts.matchCount', { count: a.matchCount })}</Text>
                      {a.matches.map((m) => (
                        <Text key={m.docId} size="sm">
                          <Link to={documentLink(m.displayDocNumber)}>{m.displayDocNumber}</Link>{' '}
                          {m.instrumentDescription}, {m.recordedDate}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t('alerts.deleteLabel', { alert: describe(a) })}
                    onClick={() => setAsking(a)}
                  >
                    {t('alerts.delete')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {asking && (
        <ConfirmDialog
          title={t('alerts.confirmTitle')}
          message={t('alerts.confirmDelete', { alert: describe(asking) })}
          onYes={() => {
            remove.mutate(asking.id);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
