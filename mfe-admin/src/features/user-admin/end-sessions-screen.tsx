import {
  apiErrorMessage,
  Button,
  callApi,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  useMutation,
  useTranslation,
} from '@lrp/shared';
import { ActionAnswer, type Answer } from '../common/action-answer';
import { useState } from 'react';
import { ConfirmDialog, type Confirmation } from '../common/confirm-dialog';

/** GET controlPanel/countyConfig/endUserSessions: ends every session but the caller's; answers a message. */
const endUserSessions = () => callApi<null>('get', 'controlPanel/countyConfig/endUserSessions');

/**
 * User Admin > Lockout 2 (spec 3 §2.3, §7, §8): End User Sessions asks "You are about to end all user sessions.
 * Continue?", then ends every session but this one, on every server, and shows the server's answer.
 */
export default function EndSessionsScreen() {
  const { t } = useTranslation('admin');
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const end = useMutation({
    mutationFn: endUserSessions,
    // A refusal is shown here, under the button, not in a dialog on top.
    meta: { showsOwnError: true },
    onSuccess: (reply) => setAnswer({ ok: true, text: reply.message ?? '' }),
    onError: (error) => setAnswer({ ok: false, text: apiErrorMessage(error) }),
  });
  const ask = () => {
    if (end.isPending) return;
    setAnswer(null);
    setConfirmation({ message: t('userAdmin.lockout.confirmEnd'), onYes: () => end.mutate() });
  };
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={3}>{t('controlPanel.screens.userLockout2.label')}</Title>
        <Text c="dimmed">{t('controlPanel.screens.userLockout2.about')}</Text>
        <Text size="sm">{t('userAdmin.lockout.endSessionsHelp')}</Text>
        <ActionAnswer answer={answer} />
        <Group>
          {/* Red 9 under white text reads at 5.4:1 (the filled default, red 7, at 3.9:1 is below WCAG AA). */}
          <Button color="red.9" loading={end.isPending} aria-disabled={end.isPending} onClick={ask}>
            {t('userAdmin.lockout.endSessions')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Paper>
  );
}
