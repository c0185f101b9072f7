import {
  Alert,
  Box,
  Outlet,
  translateMessage,
  useCountyStore,
  useDisclosure,
  useLockoutInPlace,
  useLocation,
  useSessionStore,
  useTranslation,
} from '@lrp/shared';
import { IconAlertOctagon, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { ShellDialogs } from '../../app/shell-dialogs';
import { useShellDialogs } from '../../app/shell-dialogs-store';
import { buildNavigation } from './nav-model';
import { PortalFooter } from './portal-footer';
import { PortalHeader } from './portal-header';
import { BalanceArea, PortalNav } from './signed-in-chrome';
import classes from './shell-layout.module.css';

// Only a signed-in page needs the inactivity watch: the sign-in page does not download it.
const InactivityWatch = lazy(() =>
  import('../session/inactivity-watch').then((m) => ({ default: m.InactivityWatch })),
);

/** The frame around every page: skip link, header, side menu (signed in only), lockout headline, content, footer. */
export function ShellLayout({ loginUrl }: { loginUrl: string }) {
  const { t } = useTranslation('shell');
  const [mobileOpened, mobile] = useDisclosure(false);
  const [expanded, setExpanded] = useState(true);
  const showDialog = useShellDialogs((s) => s.show);
  const role = useSessionStore((s) => s.user?.role);
  // Why the portal ended the session (expired, inactivity): said as an alert from that moment, then on /login.
  const endReason = useSessionStore((s) => s.endReason);
  // On the login page the login form says why the session ended (mfe-auth): said once, not twice.
  const onLogin = useLocation().pathname === loginUrl;
  const modules = useCountyStore((s) => s.modules?.modules);
  const lockout = useCountyStore((s) => s.config.userLockout);
  const lockoutInPlace = useLockoutInPlace();
  const items = useMemo(() => buildNavigation(modules ?? [], role), [modules, role]);
  const hasNav = items.length > 0;

  return (
    <div className={classes.root}>
      {/* Moves focus itself: a hash change alone does not move focus once the router owns the URL. */}
      <a
        className={classes.skip}
        href="#content"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {t('nav.skipToContent')}
      </a>
      <header className={classes.header}>
        <PortalHeader
          navOpened={mobileOpened}
          onToggleNav={mobile.toggle}
          onLogout={() => showDialog('logout')}
          onProfile={() => showDialog('profile')}
        />
      </header>
      <div className={classes.body}>
        {hasNav && (
          <Box
            component="aside"
            className={classes.nav}
            id="portal-menu"
            data-open={mobileOpened || undefined}
            data-collapsed={!expanded || undefined}
          >
            <div className={classes.menuBalance}>
              <Suspense fallback={null}>
                <BalanceArea inMenu />
              </Suspense>
            </div>
            <div className={classes.navItems}>
              <Suspense fallback={null}>
                <PortalNav
                  items={items}
                  collapsed={!expanded && !mobileOpened}
                  onNavigate={mobile.close}
                />
              </Suspense>
            </div>
            <Box
              component="button"
              type="button"
              className={classes.collapseToggle}
              onClick={() => setExpanded((e) => !e)}
              aria-label={expanded ? t('nav.collapse') : t('nav.expand')}
              aria-expanded={expanded}
              style={{
                width: '100%',
                border: 0,
                background: 'transparent',
                cursor: 'pointer',
                padding: 10,
                color: 'inherit',
              }}
            >
              {expanded ? (
                <IconChevronLeft size={20} aria-hidden />
              ) : (
                <IconChevronRight size={20} aria-hidden />
              )}
            </Box>
          </Box>
        )}
        <div className={classes.main}>
          <div className={classes.content}>
            {endReason && !onLogin && (
              <Alert color="orange" variant="light" mb="md" role="alert">
                {translateMessage(endReason)}
              </Alert>
            )}
            {lockoutInPlace && lockout?.messageHeadline && (
              <Alert
                color="red"
                variant="filled"
                icon={<IconAlertOctagon aria-hidden />}
                mb="md"
                role="alert"
              >
                {lockout.messageHeadline}
              </Alert>
            )}
            <Box
              component="main"
              id="content"
              tabIndex={-1}
              className={classes.page}
              style={{ outline: 'none' }}
            >
              <Outlet />
            </Box>
            <PortalFooter />
          </div>
        </div>
      </div>
      <ShellDialogs loginUrl={loginUrl} />
      {role && (
        <Suspense fallback={null}>
          <InactivityWatch loginUrl={loginUrl} />
        </Suspense>
      )}
    </div>
  );
}
