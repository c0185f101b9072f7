import { Box, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

export interface SectionMenuItem {
  to: string;
  label: string;
}

export interface SectionMenuGroup {
  label?: string;
  items: SectionMenuItem[];
  /** Shown in place of the links when the group has none. */
  emptyText?: string;
}

/**
 * A section with a side menu of grouped links and its content (search menu, control panel, reports).
 * @param title the section's heading
 * @param menuLabel the accessible name of the side menu
 */
export function SectionLayout({
  title,
  menuLabel,
  groups,
  children,
}: {
  title: string;
  menuLabel: string;
  groups: SectionMenuGroup[];
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <Paper withBorder p="xs" component="nav" aria-label={menuLabel}>
            <Stack gap={4}>
              {groups.map((group, index) => (
                <Box key={group.label ?? index} role="group" aria-label={group.label}>
                  {group.label && (
                    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="xs" pb={4}>
                      {group.label}
                    </Text>
                  )}
                  {group.items.length === 0 && group.emptyText && (
                    <Text size="sm" c="dimmed" px="sm" py={6}>
                      {group.emptyText}
                    </Text>
                  )}
                  {group.items.map((item) => (
                    <NavLink
                      key={item.to}
                      component={Link}
                      to={item.to}
                      label={item.label}
                      active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
                      aria-current={pathname === item.to ? 'page' : undefined}
                      variant="light"
                    />
                  ))}
                </Box>
              ))}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
