import type { LandSharkOneRun } from '@lrp/contract';
import {
  apiErrorMessage,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useTranslation,
  type ApiReply,
} from '@lrp/shared';
import { ActionAnswer, type Answer } from '../../common/action-answer';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ConfirmDialog, type Confirmation } from '../../common/confirm-dialog';
import { RunProgress } from './run-progress';

/** What the screen needs of its start call (a mutation of landshark-one-api.ts). */
interface StartCall<T> {
  isPending: boolean;
  mutate: (
    values: T,
    callbacks: {
      onSuccess: (reply: ApiReply<{ runId: number }>) => void;
      onError: (error: Error) => void;
    },
  ) => void;
}

/** What the screens need of their form (Mantine's useForm). */
interface MigrationForm<T> {
  onSubmit: (handler: (values: T) => void) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * A migration screen: its fields, Migrate (checked by the contract's schema, then a Yes/No question), the server's
 * answer, and the last run of its kind with its progress and report. Migrate does nothing while a run is going.
 */
export function MigrationScreen<T>({
  screen,
  form,
  start,
  run,
  question,
  onRefused,
  children,
}: {
  screen: string;
  form: MigrationForm<T>;
  start: StartCall<T>;
  run: LandSharkOneRun | null;
  question: (values: T) => string;
  onRefused: (error: unknown) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const going = run?.state === 'queued' || run?.state === 'running';
  const label = t(`controlPanel.screens.${screen}.label`);

  const submit = form.onSubmit((values) => {
    if (start.isPending || going) return;
    setAnswer(null);
    setConfirmation({
      message: question(values),
      onYes: () =>
        start.mutate(values, {
          onSuccess: (reply) => setAnswer({ ok: true, text: reply.message ?? '' }),
          onError: (error) => {
            setAnswer({ ok: false, text: apiErrorMessage(error) });
            onRefused(error);
          },
        }),
    });
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{label}</Title>
        <Text c="dimmed">{t(`controlPanel.screens.${screen}.about`)}</Text>
        <form onSubmit={submit} noValidate aria-label={label}>
          <Stack gap="md">
            {children}
            <ActionAnswer answer={answer} />
            <Group>
              <Button
                type="submit"
                loading={start.isPending}
                aria-disabled={start.isPending || going}
              >
                {t('technical.migration.migrate')}
              </Button>
              {going && (
                <Text size="sm" c="dimmed">
                  {t('technical.migration.wait')}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
        {run && <RunProgress run={run} title={t('technical.migration.lastRun')} />}
      </Stack>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Paper>
  );
}
