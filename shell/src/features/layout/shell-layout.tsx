import { Alert, AppShell, Box, useCountyStore, useDisclosure, useSessionStore } from '@lrp/shared';
import { IconAlertOctagon, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ShellDialogs } from '../../app/shell-dialogs';
import { useShellDialogs } from '../../app/shell-dialogs-store';
import { buildNavigation } from './nav-model';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { PortalNav } from './portal-nav';
import { BalanceArea } from '../balance/balance-area';

const NAV_CLOSED = 60;
const NAV_OPEN = 270;
const CONTENT_MAX_WIDTH = 2000;

/** The frame around every page: header, side menu (signed in only), lockout headline, content, footer. */
export function ShellLayout({ loginUrl }: { loginUrl: string }) {
  const { t } = useTranslation('shell');
  const [mobileOpened, mobile] = useDisclosure(false);
  const [expanded, setExpanded] = useState(true);
  const showDialog = useShellDialogs((s) => s.show);
  const role = useSessionStore((s) => s.user?.role);
  const modules = useCountyStore((s) => s.modules?.modules);
  const lockout = useCountyStore((s) => s.config.userLockout);
  const items = useMemo(() => buildNavigation(modules ?? [], role), [modules, role]);
  const hasNav = items.length > 0;

  return (
    <AppShell
      header={{ height: 68 }}
      navbar={
        hasNav
          ? { width: expanded ? NAV_OPEN : NAV_CLOSED, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }
          : undefined
      }
      padding="md"
    >
      <AppShell.Header bg="civic.8" withBorder={false}>
        <PortalHeader navOpened={mobileOpened} onToggleNav={mobile.toggle} onLogout={() => showDialog('logout')} onProfile={() => showDialog('profile')} />
      </AppShell.Header>
      {hasNav && (
        <AppShell.Navbar p={6}>
          <AppShell.Section hiddenFrom="sm" bg="civic.8" p="xs" mb={6} style={{ borderRadius: 8 }}>
            <BalanceArea inMenu />
          </AppShell.Section>
          <AppShell.Section grow>
            <PortalNav items={items} collapsed={!expanded && !mobileOpened} onNavigate={mobile.close} />
          </AppShell.Section>
          <AppShell.Section visibleFrom="sm">
            <Box
              component="button"
              type="button"
              onClick={() => setExpanded((e) => !e)}
              aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
              aria-expanded={expanded}
              style={{ width: '100%', border: 0, background: 'transparent', cursor: 'pointer', padding: 10, color: 'inherit' }}
            >
              {expanded ? <IconChevronLeft size={20} aria-hidden /> : <IconChevronRight size={20} aria-hidden />}
            </Box>
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Box maw={CONTENT_MAX_WIDTH} mx="auto">
          {lockout?.lockoutInPlace && (
            <Alert color="red" variant="filled" icon={<IconAlertOctagon aria-hidden />} mb="md" role="alert">
              {lockout.messageHeadline}
            </Alert>
          )}
          <Box component="main" id="content" mih="calc(100vh - 200px)">
            <Outlet />
          </Box>
          <PortalFooter />
        </Box>
      </AppShell.Main>
      <ShellDialogs loginUrl={loginUrl} />
    </AppShell>
  );
}
