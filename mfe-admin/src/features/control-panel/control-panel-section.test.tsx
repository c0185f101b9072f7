import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import adminEn from '../../locales/en.json';
import { CONTROL_PANEL_SCREENS } from './control-panel-screens';
import ControlPanelSection from './control-panel-section';
import { SETTINGS_SCREENS } from './settings-screens';

registerLocales('admin', adminEn);

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

describe('ControlPanelSection', () => {
  test('every screen of the menu is built: a settings screen, or a page of its own (Modules, Accounts)', () => {
    const ownPages = ['modules', 'accounts'];
    const unbuilt = CONTROL_PANEL_SCREENS.map((s) => s.path).filter(
      (path) => !(path in SETTINGS_SCREENS) && !ownPages.includes(path),
    );
    expect(unbuilt).toEqual([]);
  });

  test('the Performance Monitoring screen, the last one built, shows no "Not yet built" notice', async () => {
    renderWithPortal(<ControlPanelSection />, {
      user: makeUser({ role: 'TRIMIN' }),
      route: '/controlPanel/performanceMonitoring',
      path: '/controlPanel/*',
    });
    expect(await screen.findByRole('link', { name: /^Open the monitoring page/ })).toBeVisible();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });

  test('a built screen shows no such notice', async () => {
    api = mockApi({ 'GET controlPanel/moduleReleases': { modules: [] } });
    renderWithPortal(<ControlPanelSection />, {
      user: makeUser({ role: 'TRIMIN' }),
      route: '/controlPanel/modules',
      path: '/controlPanel/*',
    });
    expect(await screen.findByRole('heading', { name: 'Modules', level: 3 })).toBeVisible();
    expect(screen.queryByText('Not yet built')).toBeNull();
  });
});
