import { registerLocales } from '@lrp/shared';
import { makeUser, mockApi, renderWithPortal, type FetchRecorder } from '@lrp/shared/test';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import adminEn from '../../locales/en.json';
import { ModuleReleasesPanel } from './module-releases';

registerLocales('admin', adminEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const release = (id: string, problems: string[] = []) => ({
  release: id,
  version: id.split('-')[0],
  builtAt: '2026-11-20T15:30:00.000Z',
  problems,
});
const listing = (pinned: string | null, serving: string) => ({
  modules: [
    {
      name: 'mfe-reports',
      title: { en: 'Reports' },
      pinned,
      serving,
      releases: [
        release('2.0.0-cccccccccc', ['needs shell contract ^2.0.0; the shell implements 1.0.0']),
        release('1.1.0-bbbbbbbbbb'),
        release('1.0.0-aaaaaaaaaa'),
      ],
    },
  ],
});

describe('Technical > Modules, releases', () => {
  it('lists each release with what users get and why one does not fit; rolling back is one click', async () => {
    api = mockApi({
      'GET controlPanel/moduleReleases': listing(null, '1.1.0-bbbbbbbbbb'),
      'POST controlPanel/moduleReleases/pin': () => ({
        message: 'mfe-reports is pinned to 1.0.0-aaaaaaaaaa. Users get it on their next page load.',
        content: listing('1.0.0-aaaaaaaaaa', '1.0.0-aaaaaaaaaa'),
      }),
    });
    renderWithPortal(<ModuleReleasesPanel />, { user: makeUser({ role: 'TRIMIN' }) });
    const table = await screen.findByRole('table', { name: 'Releases of Reports (mfe-reports)' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining(
        'Does not fit this portal: it needs shell contract ^2.0.0; the shell implements 1.0.0',
      ),
      expect.stringContaining('Users get this release (newest that fits)'),
      expect.stringContaining('1.0.0-aaaaaaaaaa'),
    ]);
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Follows the newest release that fits')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Pin mfe-reports to 1.0.0-aaaaaaaaaa' }),
    );
    expect(
      await screen.findByText(
        'mfe-reports is pinned to 1.0.0-aaaaaaaaaa. Users get it on their next page load.',
      ),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: 'controlPanel/moduleReleases/pin',
        body: { module: 'mfe-reports', release: '1.0.0-aaaaaaaaaa' },
      },
    ]);
    expect(screen.getByText('Pinned to 1.0.0-aaaaaaaaaa')).toBeInTheDocument();
    expect(screen.getByText('Users get this release (pinned)')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Let mfe-reports follow its newest release' }),
    ).toBeInTheDocument();
  });
});
