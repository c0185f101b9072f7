import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A calm panel for "nothing here" and "not offered" states, with an optional action. Its title is a heading:
 * level 2 when the panel is the whole page (not found, not offered), 3 inside a section that has its own title.
 */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  return (
    <Paper withBorder p="xl" radius="md">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon variant="light" size={48} radius="xl" aria-hidden>
          <IconInbox size={26} />
        </ThemeIcon>
        <Title order={headingLevel} size="h4" fw={600}>
          {title}
        </Title>
        {children && <Text c="dimmed">{children}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
