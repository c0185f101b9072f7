import { formatMoney, type AccountTasks } from '@lrp/contract';
import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  QueryFailure,
  showAlert,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  useParams,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { type AccountTaskCall, useAccountTask, useAccountTasks } from './api/accounts-api';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

/**
 * The last monthly fee a billing run could not collect (issue 31: such a run does not renew the images, and says
 * so here), shown until a later billing succeeds: when, how much, and why.
 */
function BillingFailure({ failure }: { failure: NonNullable<AccountTasks['lastBillingFailure']> }) {
  const { t } = useTranslation('admin');
  return (
    // A standing notice of the page (not a live announcement): Run Account Tasks' own answer is announced.
    <Alert color="red" variant="light" role="note" title={t('accounts.tasks.billingFailed.title')}>
      <Stack gap={4}>
        <span>
          {t(`accounts.tasks.billingFailed.${failure.reason}`, {
            when: when(failure.at),
            fee: formatMoney(failure.fee),
            balance: formatMoney(failure.balance),
          })}
        </span>
        {failure.imagesNotRenewed && <span>{t('accounts.tasks.billingFailed.notRenewed')}</span>}
        <span>{t('accounts.tasks.billingFailed.until')}</span>
      </Stack>
    </Alert>
  );
}

/** /controlPanel/accountTasks/{id}/{name}: billing and image renewal of one account (spec 3 §2.2, §4). */
export function AccountTasksPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const id = Number(params.id);
  const tasks = useAccountTasks(id);
  const run = useAccountTask(id);
  const trimin = useSessionStore((s) => s.user?.role === 'TRIMIN');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const call = (name: AccountTaskCall) => {
    if (!run.isPending)
      run.mutate(name, {
        onSuccess: (reply) => reply.message && showAlert({ kind: 'info', message: reply.message }),
      });
  };
  const yesNo = (flag: boolean | undefined) => t(flag ? 'yes' : 'no', { ns: 'common' });
  const data = tasks.data;
  return (
    <Stack gap="md">
      <Title order={2}>{t('accounts.tasks.title', { name: params.name ?? '' })}</Title>
      <Paper withBorder p="md" radius="md">
        {tasks.isError && (
          <QueryFailure
            title={t('accounts.tasks.failed')}
            error={tasks.error}
            onRetry={() => void tasks.refetch()}
          />
        )}
        {tasks.isPending && <Loader aria-label={t('accounts.loading')} />}
        {data && (
          <Stack gap="md">
            {data.lastBillingFailure && <BillingFailure failure={data.lastBillingFailure} />}
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <TextInput
                label={t('accounts.tasks.lastBilled')}
                readOnly
                value={when(data.lastBilled)}
              />
              <TextInput
                label={t('accounts.tasks.needsBilling')}
                readOnly
                value={yesNo(data.needsBilling)}
              />
              <Button mt="lg" variant="light" onClick={() => call('accountTasksBilledNow')}>
                {t('accounts.tasks.billedNow')}
              </Button>
              <TextInput
                label={t('accounts.tasks.lastImageRenewal')}
                readOnly
                value={when(data.lastImageRenewal)}
              />
              <TextInput
                label={t('accounts.tasks.needsImageRenewal')}
                readOnly
                value={yesNo(data.needsImageRenewal)}
              />
              <Button mt="lg" variant="light" onClick={() => call('accountTasksImageRenewedNow')}>
                {t('accounts.tasks.renewedNow')}
              </Button>
              <TextInput
                label={t('accounts.tasks.lastTasks')}
                readOnly
                value={when(data.lastTasks)}
              />
            </SimpleGrid>
            <Group>
              <Button onClick={() => call('runAccountTasks')}>{t('accounts.tasks.run')}</Button>
              {trimin && (
                <Button
                  variant="light"
                  color="orange"
                  onClick={() =>
                    setConfirmation({
                      message: t('accounts.tasks.confirmRerun'),
                      onYes: () => call('prepareToRerunAccountTasks'),
                    })
                  }
                >
                  {t('accounts.tasks.prepareToRerun')}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Paper>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
}
