import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import adminEn from '../../locales/en.json';
import ControlPanelSection from './control-panel-section';

registerLocales('admin', adminEn);

let api: FetchRecorder | undefined;
afterEach(() => api?.restore());

describe('ControlPanelSection', () => {
  test('a screen this version does not build says so plainly, under its title and purpose', async () => {
    renderWithPortal(<ControlPanelSection />, {
      user: makeUser({ role: 'TRIMIN' }),
      route: '/controlPanel/performanceMonitoring',
      path: '/controlPanel/*',
    });
    expect(
      await screen.findByRole('heading', { name: 'Performance Monitoring', level: 3 }),
    ).toBeVisible();
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent('Not yet built');
    expect(notice).toHaveTextContent('This screen is not built yet in this version of the portal');
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
