import { Badge, Link, localized, NavLink, Stack, useLocation, useTranslation } from '@lrp/shared';
import { useModuleStatusStore } from '../modules/module-status-store';
import { navIcon } from './nav-icons';
import type { NavItem } from './nav-model';
// NavLink's and Badge's styles come with the menus that use them, not with every first page (/login shows none).
// Stylesheets, not a second copy of Mantine's code: the one exception to the facade rule.
// eslint-disable-next-line no-restricted-imports
import '@mantine/core/styles/NavLink.css';
// eslint-disable-next-line no-restricted-imports
import '@mantine/core/styles/Badge.css';

/** The side menu: icons only when collapsed (60 wide), icons and labels when open (270 wide). */
export function PortalNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: NavItem[];
  collapsed: boolean;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('shell');
  const { pathname } = useLocation();
  const status = useModuleStatusStore((s) => s.status);
  // The most specific entry the page is under is the current one (/efile/submissions, not also /efile).
  const current = items
    .filter((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
    .reduce<string | null>(
      (best, item) => (best && best.length >= item.path.length ? best : item.path),
      null,
    );
  return (
    <Stack gap={4} component="nav" aria-label={t('nav.label')}>
      {items.map((item) => {
        const Icon = navIcon(item.icon);
        const label = item.path === '/home' ? t('nav.home') : localized(item.label, i18n.language);
        const unavailable = item.module !== undefined && status[item.module] === 'failed';
        const active = item.path === current;
        const link = (
          <NavLink
            key={item.path}
            component={Link}
            to={item.path}
            onClick={onNavigate}
            active={active}
            aria-current={active ? 'page' : undefined}
            aria-label={unavailable ? `${label} (${t('nav.unavailable')})` : label}
            // Collapsed to icons, the name still shows on hover; screen readers have the aria-label.
            title={
              collapsed ? (unavailable ? `${label} (${t('nav.unavailable')})` : label) : undefined
            }
            label={collapsed ? undefined : label}
            leftSection={<Icon size={22} stroke={1.6} aria-hidden />}
            rightSection={
              unavailable && !collapsed ? (
                <Badge color="orange" variant="light" size="sm">
                  {t('nav.unavailable')}
                </Badge>
              ) : undefined
            }
            styles={{ root: { borderRadius: 8, minHeight: 44 } }}
          />
        );
        return link;
      })}
    </Stack>
  );
}
