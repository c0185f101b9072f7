import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A calm panel for "nothing here" and "not offered" states, with an optional action. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {title}
        </Text>
        {children && <Text c="dimmed">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
