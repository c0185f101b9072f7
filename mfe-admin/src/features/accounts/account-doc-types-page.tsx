import {
  Button,
  Group,
  Loader,
  Paper,
  QueryFailure,
  showAlert,
  Stack,
  Title,
  useCountyStore,
  useParams,
  useTranslation,
} from '@lrp/shared';
import {
  type AccountDocType,
  type AccountDocTypesContainer,
  DOC_TYPE_ROWS_ADDED,
  IMAGE_CHARGE_METHODS,
} from '@lrp/contract';
import { useAccountDocTypes, useAccountDocTypesCall } from './api/accounts-api';
import { Select, Table } from '@lrp/shared/widgets';
import { useState } from 'react';

const blankRows = (accountId: number): AccountDocType[] =>
  Array.from({ length: DOC_TYPE_ROWS_ADDED }, () => ({
    id: 0,
    accountId,
    documentType: '',
    imageChargeMethod: 'PAGE',
    imageRetrieval: true,
    previewRetrieval: true,
  }));

function DocTypesForm({ container }: { container: AccountDocTypesContainer }) {
  const { t } = useTranslation('admin');
  const types = useCountyStore((s) => s.lists.documentTypes ?? []);
  const save = useAccountDocTypesCall('accountDocTypes');
  const organize = useAccountDocTypesCall('accountDocTypes/organize');
  const [rows, setRows] = useState<AccountDocType[]>(
    container.accountDocTypes.length ? container.accountDocTypes : blankRows(container.accountId),
  );
  const busy = save.isPending || organize.isPending;
  const set = (i: number, change: Partial<AccountDocType>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const yesNo = [
    { value: 'yes', label: t('yes', { ns: 'common' }) },
    { value: 'no', label: t('no', { ns: 'common' }) },
  ];
  const body = { accountId: container.accountId, accountDocTypes: rows };
  return (
    <form
      aria-label={t('accounts.docTypes.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy)
          save.mutate(body, {
            onSuccess: (reply) => {
              setRows(reply.content.accountDocTypesContainer.accountDocTypes);
              showAlert({ kind: 'info', message: reply.message ?? t('accounts.saved') });
            },
          });
      }}
    >
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('accounts.docTypes.table')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('accounts.docTypes.documentType')}</Table.Th>
              <Table.Th>{t('accounts.docTypes.chargeMethod')}</Table.Th>
              <Table.Th>{t('accounts.docTypes.showPreview')}</Table.Th>
              <Table.Th>{t('accounts.docTypes.showImage')}</Table.Th>
              <Table.Th>{t('accounts.docTypes.remove')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={i}>
                <Table.Td>
                  <Select
                    aria-label={t('accounts.docTypes.documentTypeOfRow', { n: i + 1 })}
                    data={types.map((d) => ({ value: d.code, label: d.description }))}
                    value={row.documentType || null}
                    onChange={(v) => set(i, { documentType: v ?? '' })}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('accounts.docTypes.chargeMethodOfRow', { n: i + 1 })}
                    data={IMAGE_CHARGE_METHODS.map((m) => ({
                      value: m,
                      label: t(`accounts.docTypes.methods.${m}`),
                    }))}
                    value={row.imageChargeMethod}
                    onChange={(v) =>
                      v && set(i, { imageChargeMethod: v as AccountDocType['imageChargeMethod'] })
                    }
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('accounts.docTypes.showPreviewOfRow', { n: i + 1 })}
                    data={yesNo}
                    value={row.previewRetrieval ? 'yes' : 'no'}
                    onChange={(v) => set(i, { previewRetrieval: v === 'yes' })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={t('accounts.docTypes.showImageOfRow', { n: i + 1 })}
                    data={yesNo}
                    value={row.imageRetrieval ? 'yes' : 'no'}
                    onChange={(v) => set(i, { imageRetrieval: v === 'yes' })}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    aria-label={t('accounts.docTypes.removeRow', { n: i + 1 })}
                    onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                  >
                    {t('accounts.docTypes.remove')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group mt="md" justify="space-between">
        <Group>
          <Button
            variant="light"
            onClick={() => setRows((all) => [...all, ...blankRows(container.accountId)])}
          >
            {t('accounts.docTypes.add')}
          </Button>
          <Button
            variant="light"
            onClick={() =>
              !busy &&
              organize.mutate(body, {
                onSuccess: (reply) =>
                  setRows(reply.content.accountDocTypesContainer.accountDocTypes),
              })
            }
          >
            {t('accounts.docTypes.organize')}
          </Button>
        </Group>
        <Button type="submit" loading={save.isPending}>
          {t('submit', { ns: 'common' })}
        </Button>
      </Group>
    </form>
  );
}

/** /controlPanel/accountDocTypes/{id}/{name}: image charging, preview and retrieval per document type. */
export function AccountDocTypesPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const docTypes = useAccountDocTypes(Number(params.id));
  return (
    <Stack gap="md">
      <Title order={2}>{t('accounts.docTypes.title', { name: params.name ?? '' })}</Title>
      <Paper withBorder p="md" radius="md">
        {docTypes.isError && (
          <QueryFailure
            title={t('accounts.docTypes.failed')}
            error={docTypes.error}
            onRetry={() => void docTypes.refetch()}
          />
        )}
        {docTypes.isPending && <Loader aria-label={t('accounts.loading')} />}
        {docTypes.isSuccess && (
          <DocTypesForm key={docTypes.dataUpdatedAt} container={docTypes.data} />
        )}
      </Paper>
    </Stack>
  );
}
