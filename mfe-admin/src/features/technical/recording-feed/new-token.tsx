import { Alert, Button, Group, Text, useTranslation } from '@lrp/shared';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

const COPIED_MS = 2000;

/** Copies the token; says Copied for two seconds. Refused by the browser, nothing changes: the token stays selectable. */
function CopyTokenButton({ token }: { token: string }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = () =>
    navigator.clipboard.writeText(token).then(
      () => setCopied(true),
      () => undefined,
    );
  return (
    <Button
      variant="default"
      size="xs"
      onClick={() => void copy()}
      leftSection={
        copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
      }
    >
      {t(copied ? 'technical.recordingFeed.copied' : 'technical.recordingFeed.copy')}
    </Button>
  );
}

/** The new credential's token, shown this once: monospace, selectable, with a Copy button. */
export function NewToken({ name, token }: { name: string; token: string }) {
  const { t } = useTranslation('admin');
  return (
    <Alert
      color="yellow"
      variant="light"
      role="status"
      title={t('technical.recordingFeed.created', { name })}
    >
      <Text size="sm" fw={600} mb="xs">
        {t('technical.recordingFeed.tokenOnce')}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Text
          component="code"
          ff="monospace"
          size="sm"
          aria-label={t('technical.recordingFeed.token')}
          style={{ wordBreak: 'break-all', userSelect: 'all' }}
        >
          {token}
        </Text>
        <CopyTokenButton token={token} />
      </Group>
    </Alert>
  );
}
