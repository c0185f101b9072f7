import { type EnabledModule, type PortalModule, registerLocales } from '@lrp/shared';
import { makeEnabledModule, renderWithPortal } from '@lrp/shared/test';
import { act, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import userEvent from '@testing-library/user-event';
import shellEn from '../../locales/en.json';
import { IncompatibleReleaseError } from './incompatible-release-error';
import { forgetModule, loadedPortalModule, loadPortalModule } from './module-registry';
import { RemoteMount } from './remote-mount';

jest.mock('./module-registry', () => ({
  loadPortalModule: jest.fn(),
  forgetModule: jest.fn(),
  loadedPortalModule: jest.fn(),
}));
registerLocales('shell', shellEn);

const reports: EnabledModule = makeEnabledModule('mfe-reports');
const loaded: PortalModule = {
  name: 'mfe-reports',
  // Remotes expose their pages lazily, as the real ones do.
  mounts: { '/reports': lazy(async () => ({ default: () => <p>Statement report</p> })) },
  build: { version: '1.0.0', builtAt: '', label: 'test' },
};

// The error panel comes after React's Suspense and error-boundary passes: on a machine busy with the whole suite
// that took more than findBy's default second.
const SLOW = { timeout: 4000 };

describe('RemoteMount', () => {
  it('draws the page of a module loaded already at once, without its loader first', () => {
    jest
      .mocked(loadedPortalModule)
      .mockReturnValueOnce({ ...loaded, mounts: { '/reports': () => <p>Statement report</p> } });
    renderWithPortal(<RemoteMount module={reports} path="/reports" />, { route: '/reports' });
    expect(screen.getByText('Statement report')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loadPortalModule).not.toHaveBeenCalled();
  });

  it('shows an error panel with Retry when the module cannot load, and loads it again on Retry', async () => {
    jest
      .mocked(loadPortalModule)
      .mockRejectedValueOnce(new Error('remoteEntry.js: 503'))
      .mockResolvedValueOnce(loaded);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(<RemoteMount module={reports} path="/reports" />, { route: '/reports' });
    expect(
      await screen.findByText('Reports is unavailable right now', {}, SLOW),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(forgetModule).toHaveBeenCalledWith('mfe-reports');
    expect(await screen.findByText('Statement report', {}, SLOW)).toBeInTheDocument();
  });

  it('contains a module that throws while rendering to its own section', async () => {
    const broken: PortalModule = {
      ...loaded,
      mounts: {
        '/reports': () => {
          throw new Error('bug in reports');
        },
      },
    };
    jest.mocked(loadPortalModule).mockResolvedValue(broken);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(
      <>
        <p>Header stays</p>
        <RemoteMount module={reports} path="/reports" />
      </>,
      { route: '/reports' },
    );
    expect(
      await screen.findByText('Reports is unavailable right now', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Header stays')).toBeInTheDocument();
  });

  it('shows why a release that does not fit the shell was refused, without a Retry', async () => {
    jest
      .mocked(loadPortalModule)
      .mockRejectedValue(
        new IncompatibleReleaseError('mfe-reports', '2.0.0-abcdef0123', [
          'needs shell contract ^2.0.0; the shell implements 1.0.0',
        ]),
      );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderWithPortal(<RemoteMount module={reports} path="/reports" />, { route: '/reports' });
    expect(
      await screen.findByText('Reports is unavailable right now', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /\(2\.0\.0-abcdef0123\) does not fit this version of the portal: it needs shell contract \^2\.0\.0; the shell implements 1\.0\.0\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('a module finishing its load after the first render does not remount the page it already drew', async () => {
    // The page is drawn from a module still loading; what the person types into it must survive the module's
    // late arrival, the registry's fresh description of it, and the next module loading beside it.
    let finish: (module: PortalModule) => void = () => {};
    jest.mocked(loadPortalModule).mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const Typed = () => <input aria-label="Username" />;
    // The registry's description of the module, as the shell's store hands it to the route.
    let describe: (module: EnabledModule) => void = () => {};
    function Route() {
      const [module, setModule] = useState(reports);
      describe = setModule;
      return <RemoteMount module={module} path="/reports" />;
    }
    renderWithPortal(<Route />, { route: '/reports' });
    await act(async () => finish({ ...loaded, mounts: { '/reports': Typed } }));
    const input = await screen.findByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'typed.early');
    jest.mocked(loadedPortalModule).mockReturnValue({ ...loaded, mounts: { '/reports': Typed } });
    act(() => describe({ ...reports, entryUrl: '/modules/mfe-reports/1.0.1-aa/remoteEntry.js' }));
    await act(async () => {
      await loadPortalModule('mfe-search').catch(() => undefined);
    });
    expect(screen.getByRole('textbox', { name: 'Username' })).toBe(input);
    expect(input).toHaveValue('typed.early');
  });
});
