import {
  ActionIcon,
  Box,
  Burger,
  Button,
  Group,
  Image,
  Text,
  Title,
  useCountyStore,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { BalanceArea } from './signed-in-chrome';
import providerLogo from '../../assets/provider-logo.svg';
import { Suspense, useEffect } from 'react';

/** County name, application title and provider logo; the greeting and Logout once signed in. */
export function PortalHeader({
  navOpened,
  onToggleNav,
  onLogout,
  onProfile,
}: {
  navOpened: boolean;
  onToggleNav: () => void;
  onLogout: () => void;
  onProfile: () => void;
}) {
  const { t } = useTranslation('shell');
  const common = useCountyStore((s) => s.config.common);
  const user = useSessionStore((s) => s.user);
  const appTitle = common?.appTitle ?? t('appTitle');
  // The browser tab names the county's portal as the county titles it (Control Panel > Common).
  useEffect(() => {
    document.title = common?.countyName ? `${appTitle} - ${common.countyName}` : appTitle;
  }, [appTitle, common?.countyName]);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {user && (
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            color="white"
            size="sm"
            hiddenFrom="sm"
            aria-label={t('nav.toggle')}
            aria-expanded={navOpened}
            aria-controls="portal-menu"
          />
        )}
        <Box style={{ minWidth: 0 }}>
          <Text
            size="xs"
            fw={700}
            tt="uppercase"
            c="civic.1"
            style={{ letterSpacing: '0.08em' }}
            truncate
          >
            {common?.countyName ?? ''}
          </Text>
          <Title
            order={1}
            c="white"
            lh={1.15}
            style={{
              fontSize: 'clamp(1.05rem, 1.6vw + 0.6rem, 1.5rem)',
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
            }}
          >
            {appTitle}
          </Title>
        </Box>
      </Group>
      <Group gap="md" wrap="nowrap">
        {user && (
          <>
            <Box visibleFrom="sm">
              <Suspense fallback={null}>
                <BalanceArea />
              </Suspense>
            </Box>
            <Text c="white" size="sm" visibleFrom="lg" truncate maw={260}>
              {t('header.hello', { name: user.fullName || user.username })}
            </Text>
            {user.role !== 'GUEST' && (
              <>
                <Button
                  variant="subtle"
                  color="gray.0"
                  size="xs"
                  leftSection={<IconUserCircle size={16} aria-hidden />}
                  onClick={onProfile}
                  visibleFrom="sm"
                >
                  {t('header.profile')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="gray.0"
                  onClick={onProfile}
                  hiddenFrom="sm"
                  aria-label={t('header.profile')}
                  title={t('header.profile')}
                  size="lg"
                >
                  <IconUserCircle size={22} />
                </ActionIcon>
              </>
            )}
            <Button
              variant="white"
              color="civic"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onLogout}
              visibleFrom="sm"
            >
              {t('header.logout')}
            </Button>
            <ActionIcon
              variant="white"
              color="civic"
              onClick={onLogout}
              hiddenFrom="sm"
              aria-label={t('header.logout')}
              title={t('header.logout')}
              size="lg"
            >
              <IconLogout size={20} />
            </ActionIcon>
          </>
        )}
        <Image src={providerLogo} alt={t('header.providerLogo')} h={34} w="auto" visibleFrom="md" />
      </Group>
    </Group>
  );
}
