import {
  Button,
  Card,
  Group,
  Link,
  localized,
  QueryFailure,
  SimpleGrid,
  SlideShow,
  Stack,
  Text,
  ThemeIcon,
  Title,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { useHomeContent } from './api/home-api';
import { useMemo } from 'react';
import { useShellDialogs } from '../../app/shell-dialogs-store';
import { navIcon } from '../layout/nav-icons';
import { buildNavigation } from '../layout/nav-model';
import {
  ContactUsCard,
  DisclaimerCard,
  LatestNewsCard,
  LinksCard,
  NotableDatesCard,
  TransactionsCard,
} from './home-cards';

/** /home: a greeting, shortcuts to the user's sections, and the cards the county selected (spec 1 §2). */
export function HomePage() {
  const { t, i18n } = useTranslation('shell');
  const user = useSessionStore((s) => s.user);
  const common = useCountyStore((s) => s.config.common);
  const modules = useCountyStore((s) => s.modules?.modules);
  const home = useHomeContent();
  const content = home.data;
  const showDialog = useShellDialogs((s) => s.show);
  const sections = useMemo(
    () => buildNavigation(modules ?? [], user?.role).filter((item) => item.path !== '/home'),
    [modules, user?.role],
  );
  const selections = content?.selections;
  const links = content?.links.paragraphs ?? [];

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2}>
          {t('home.welcome', {
            title: common?.appTitle ?? t('appTitle'),
            county: common?.countyName ?? '',
          })}
        </Title>
        <Text c="dimmed">
          {user
            ? t('home.signedInAs', { name: user.fullName || user.username })
            : t('home.signInPrompt')}
        </Text>
        {!user && (
          <Group mt="xs">
            <Button component={Link} to="/login">
              {t('home.signIn')}
            </Button>
          </Group>
        )}
      </Stack>
      {sections.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3, xl: 5 }}
          spacing="md"
          aria-label={t('home.sections')}
        >
          {sections.map((section) => {
            const Icon = navIcon(section.icon);
            const label = localized(section.label, i18n.language);
            return (
              <Card key={section.path} withBorder padding="md" component={Link} to={section.path}>
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                    <Icon size={24} stroke={1.6} />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={650}>{label}</Text>
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
      )}
      {home.isError && (
        <QueryFailure
          title={t('home.failed')}
          error={home.error}
          onRetry={() => void home.refetch()}
        />
      )}
      {content && selections && (
        <>
          {selections.loginSlides && content.numberOfSlides > 0 && (
            <SlideShow count={content.numberOfSlides} />
          )}
          {/* A table of five or six date columns: the whole width, so it reads without scrolling. */}
          {selections.notableDates && content.notableDates.rows.length > 0 && (
            <NotableDatesCard table={content.notableDates} />
          )}
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            {selections.transactions &&
              content.transactionTotals &&
              user &&
              user.role !== 'GUEST' && (
                <TransactionsCard
                  table={content.transactionTotals}
                  onDetails={() => showDialog('transactionsReport')}
                />
              )}
            {selections.latestNews && (
              <LatestNewsCard
                news={content.latestNews.paragraphs}
                more={selections.latestNewsMore}
              />
            )}
            {selections.links && <LinksCard links={links} more={selections.linksMore} />}
            {selections.contactUs && (
              <ContactUsCard
                name={content.common.contactName}
                phone={content.common.contactPhone}
                email={content.common.contactEmail}
              />
            )}
            {selections.disclaimer && <DisclaimerCard links={links} />}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
