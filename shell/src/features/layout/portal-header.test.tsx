import { COUNTY_DEFAULTS } from '@lrp/contract';
import { registerLocales, useCountyStore } from '@lrp/shared';
import { renderWithPortal } from '@lrp/shared/test';
import { act, screen } from '@testing-library/react';
import shellEn from '../../locales/en.json';
import { PortalHeader } from './portal-header';

registerLocales('shell', shellEn);

const header = () => (
  <PortalHeader navOpened={false} onToggleNav={() => {}} onLogout={() => {}} onProfile={() => {}} />
);

describe('PortalHeader', () => {
  test('shows the county name and title, and names the browser tab after them as the county changes them', async () => {
    renderWithPortal(header(), {
      county: {
        common: {
          ...COUNTY_DEFAULTS.common,
          appTitle: 'Land Records',
          countyName: 'Pine Ridge County',
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Land Records' })).toBeVisible();
    expect(screen.getByText('Pine Ridge County')).toBeVisible();
    expect(document.title).toBe('Land Records - Pine Ridge County');
    act(() =>
      useCountyStore.setState((s) => ({
        config: {
          ...s.config,
          common: {
            ...COUNTY_DEFAULTS.common,
            appTitle: 'Records Online',
            countyName: 'Elk County',
          },
        },
      })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Records Online' })).toBeVisible();
    expect(document.title).toBe('Records Online - Elk County');
  });
});
