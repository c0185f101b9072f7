import {
  Button,
  Group,
  Loader,
  Paper,
  QueryFailure,
  showAlert,
  SimpleGrid,
  Stack,
  Title,
  useCountyStore,
  useParams,
  useTranslation,
} from '@lrp/shared';
import type { AccountPageAccess } from '@lrp/contract';
import { useAccountPageAccess, useSaveAccountPageAccess } from './api/accounts-api';
import { Radio } from '@lrp/shared/widgets';
import { useState } from 'react';

const SEARCH_KEYS = [
  'searchByAddress',
  'searchByBookAndPage',
  'searchByDate',
  'searchByDocumentNumber',
  'searchByGrantorGranteeBook',
  'searchByLegalDescription',
  'searchByName',
  'searchByParcelId',
  'searchByPlat',
  'searchByTaxLien',
  'searchByTorrensCertificate',
  'searchByTorrensText',
  'searchByTractBookId',
  'searchByTractBookLegal',
  'searchByTractIndexNMI',
] as const;

function AccessForm({ access }: { access: AccountPageAccess }) {
  const { t } = useTranslation('admin');
  const save = useSaveAccountPageAccess();
  const [values, setValues] = useState(access);
  // The county's book label (Control Panel > Common), as the search pages read it.
  const book = useCountyStore((s) => s.config.common?.bookLabel) || t('accounts.access.book');
  return (
    <form
      aria-label={t('accounts.access.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending)
          save.mutate(values, {
            onSuccess: (reply) =>
              showAlert({ kind: 'info', message: reply.message ?? t('accounts.saved') }),
          });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SEARCH_KEYS.map((key) => (
          <Radio.Group
            key={key}
            label={t(`accounts.access.types.${key}`, { book })}
            value={values[key] ? 'yes' : 'no'}
            onChange={(v) => setValues((s) => ({ ...s, [key]: v === 'yes' }))}
          >
            <Group mt={4}>
              <Radio value="yes" label={t('yes', { ns: 'common' })} />
              <Radio value="no" label={t('no', { ns: 'common' })} />
            </Group>
          </Radio.Group>
        ))}
      </SimpleGrid>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending}>
          {t('submit', { ns: 'common' })}
        </Button>
      </Group>
    </form>
  );
}

/** /controlPanel/accountPageAccess/{id}/{name}: which search types the account's users may run. */
export function AccountAccessPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const access = useAccountPageAccess(Number(params.id));
  return (
    <Stack gap="md">
      <Title order={2}>{t('accounts.access.title', { name: params.name ?? '' })}</Title>
      <Paper withBorder p="md" radius="md">
        {access.isError && (
          <QueryFailure
            title={t('accounts.access.failed')}
            error={access.error}
            onRetry={() => void access.refetch()}
          />
        )}
        {access.isPending && <Loader aria-label={t('accounts.loading')} />}
        {access.isSuccess && <AccessForm key={access.dataUpdatedAt} access={access.data} />}
      </Paper>
    </Stack>
  );
}
