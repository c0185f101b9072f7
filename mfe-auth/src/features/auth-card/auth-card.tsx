import { Center, Paper, Stack, Text, Title } from '@lrp/shared';
import type { ReactNode } from 'react';

/** The centred card every pre-sign-in form sits in. */
export function AuthCard({
  title,
  intro,
  width = 460,
  children,
}: {
  title: string;
  intro?: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Center py="lg">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={width}>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2}>{title}</Title>
            {intro && <Text c="dimmed">{intro}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
