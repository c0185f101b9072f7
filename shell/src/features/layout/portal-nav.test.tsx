import { registerLocales } from '@lrp/shared';
import { makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import shellEn from '../../locales/en.json';
import { HOME_NAV, type NavItem } from './nav-model';
import { PortalNav } from './portal-nav';

registerLocales('shell', shellEn);

const ITEMS: NavItem[] = [
  HOME_NAV,
  { path: '/efile', label: { en: 'E File' }, order: 10, module: 'mfe-efile' },
  {
    path: '/efile/submissions',
    label: { en: 'E-file Submissions' },
    order: 11,
    module: 'mfe-efile',
  },
];

describe('PortalNav', () => {
  test('marks only the most specific entry the page is under as the current page', () => {
    renderWithPortal(<PortalNav items={ITEMS} collapsed={false} onNavigate={() => {}} />, {
      user: makeUser({ role: 'COUNTY' }),
      route: '/efile/submissions',
    });
    expect(screen.getByRole('link', { name: 'E-file Submissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'E File' })).not.toHaveAttribute('aria-current');
  });

  test('a page below an entry (not an entry itself) makes that entry current', () => {
    renderWithPortal(<PortalNav items={ITEMS} collapsed={false} onNavigate={() => {}} />, {
      user: makeUser({ role: 'COUNTY' }),
      route: '/efile/anything',
    });
    expect(screen.getByRole('link', { name: 'E File' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
