import { Box, Button, Grid, NavLink, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
// NavLink's styles come with the menus that use it, and Badge's with the sections' lists and results that show
// badges, not with every first page (/login shows none).
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Badge.css';

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
 * A section with a side menu of grouped links and its content (search menu, control panel, reports). On a
 * narrow screen, or when the content needs the whole width (`menuCollapsed`, e.g. result screens), the menu folds
 * behind a button that names it and the current entry, so the content is not pushed below a long list.
 * @param title the section's heading
 * @param menuLabel the accessible name of the side menu
 */
export function SectionLayout({
  title,
  menuLabel,
  groups,
  menuCollapsed = false,
  children,
}: {
  title: string;
  menuLabel: string;
  groups: SectionMenuGroup[];
  menuCollapsed?: boolean;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const folded = narrow || menuCollapsed;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const current = groups
    .flatMap((g) => g.items)
    .find((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));
  const menu = (
    <Paper withBorder p="xs" component="nav" aria-label={menuLabel} id={menuId}>
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
                onClick={() => setOpen(false)}
              />
            ))}
          </Box>
        ))}
      </Stack>
    </Paper>
  );
  if (folded) {
    return (
      <Stack gap="md">
        <Title order={2}>{title}</Title>
        <Box>
          <Button
            variant="default"
            maw="100%"
            h="auto"
            mih={36}
            py={6}
            // A long "menu: current screen" wraps instead of widening the page (WCAG 1.4.10).
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: open ? 'rotate(180deg)' : undefined }}
              />
            }
          >
            {current ? `${menuLabel}: ${current.label}` : menuLabel}
          </Button>
          {open && <Box mt="xs">{menu}</Box>}
        </Box>
        <Box>{children}</Box>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2}>{title}</Title>
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>{menu}</Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>{children}</Grid.Col>
      </Grid>
    </Stack>
  );
}
