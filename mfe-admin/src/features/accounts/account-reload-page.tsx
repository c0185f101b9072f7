import {
  Button,
  Group,
  Loader,
  Paper,
  QueryFailure,
  showAlert,
  Stack,
  Title,
  useParams,
  useTranslation,
} from '@lrp/shared';
import { useFlatFeeUsage, useSaveFlatFeeUsage } from './api/accounts-api';
import { NumberInput } from '@lrp/shared/widgets';
import { useState } from 'react';

function ReloadForm({ id, imagesRemaining }: { id: number; imagesRemaining: number }) {
  const { t } = useTranslation('admin');
  const save = useSaveFlatFeeUsage();
  const [value, setValue] = useState<number | string>(imagesRemaining);
  return (
    <form
      aria-label={t('accounts.reload.form')}
      onSubmit={(e) => {
        e.preventDefault();
        if (!save.isPending && typeof value === 'number')
          save.mutate(
            { id, imagesRemaining: value },
            {
              onSuccess: (reply) =>
                showAlert({ kind: 'info', message: reply.message ?? t('accounts.saved') }),
            },
          );
      }}
    >
      <NumberInput
        label={t('accounts.reload.newBalance')}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        value={value}
        onChange={setValue}
        w={240}
      />
      <Group mt="lg">
        <Button type="submit" loading={save.isPending}>
          {t('submit', { ns: 'common' })}
        </Button>
      </Group>
    </form>
  );
}

/** /controlPanel/accountReload/{id}/{name}: Flat Fee Usage Override (the images a flat-fee account has left). */
export function AccountReloadPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const id = Number(params.id);
  const usage = useFlatFeeUsage(id);
  return (
    <Stack gap="md">
      <Title order={2}>{t('accounts.reload.title', { name: params.name ?? '' })}</Title>
      <Paper withBorder p="md" radius="md">
        {usage.isError && (
          <QueryFailure
            title={t('accounts.reload.failed')}
            error={usage.error}
            onRetry={() => void usage.refetch()}
          />
        )}
        {usage.isPending && <Loader aria-label={t('accounts.loading')} />}
        {usage.isSuccess && (
          <ReloadForm
            key={usage.dataUpdatedAt}
            id={id}
            imagesRemaining={usage.data.imagesRemaining}
          />
        )}
      </Paper>
    </Stack>
  );
}
