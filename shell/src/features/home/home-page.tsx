import {
  Anchor,
  Card,
  Group,
  localized,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useCountyStore,
  useSessionStore,
} from '@lrp/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { navIcon } from '../layout/nav-icons';
import { buildNavigation } from '../layout/nav-model';

/** /home: a greeting and a card for each section the user may open. */
export function HomePage() {
  const { t, i18n } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const common = useCountyStore((s) => s.config.common);
  const modules = useCountyStore((s) => s.modules?.modules);
  const sections = useMemo(
    () => buildNavigation(modules ?? [], user?.role).filter((item) => item.path !== '/home'),
    [modules, user?.role],
  );
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>{t('home.welcome', { title: common?.appTitle ?? t('appTitle'), county: common?.countyName ?? '' })}</Title>
        <Text c="dimmed">{user ? t('home.signedInAs', { name: user.fullName || user.username }) : t('home.signInPrompt')}</Text>
      </Stack>
      {!user && (
        <Anchor component={Link} to="/login">
          {t('home.signIn')}
        </Anchor>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {sections.map((section) => {
          const Icon = navIcon(section.icon);
          const label = localized(section.label, i18n.language);
          return (
            <Card key={section.path} withBorder padding="lg" component={Link} to={section.path} aria-label={label}>
              <Group gap="md" wrap="nowrap" align="flex-start">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  <Icon size={26} stroke={1.6} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={650} size="lg">
                    {label}
                  </Text>
                  {section.description && (
                    <Text size="sm" c="dimmed">
                      {localized(section.description, i18n.language)}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
