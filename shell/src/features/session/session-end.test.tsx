import {
  callApi,
  configureApi,
  type NavigateFunction,
  registerLocales,
  Route,
  Routes,
  type To,
  useNavigate,
  useSessionStore,
} from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { Modal } from '@lrp/shared/widgets';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import shellEn from '../../locales/en.json';
import { handleForbidden, navigator } from '../../app/navigator';
import { ShellDialogs } from '../../app/shell-dialogs';
import { useShellDialogs } from '../../app/shell-dialogs-store';
import { BalanceArea } from '../balance/balance-area';
import { ShellLayout } from '../layout/shell-layout';

registerLocales('shell', shellEn);
let api: FetchRecorder;
afterEach(() => api?.restore());

const EXPIRED = 'Your session has expired. Please log in again.';
const PROFILE = {
  firstName: 'Erik',
  lastName: 'Solberg',
  company: '',
  address: '1 Main St',
  city: 'Pine Ridge',
  state: 'MN',
  zip: '56470',
  email: 'erik@example.com',
  phoneFormatType: 'STANDARD',
  phone: '(555) 010-2040',
};

/** A dialog of another module (search, imaging...), opened through the shared widgets' Modal. */
function ModuleDialog() {
  const [opened, setOpened] = useState(true);
  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title="Image preview">
      <p>Pages of the document</p>
    </Modal>
  );
}

describe('when the session ends with a 403', () => {
  it("closes the shell's and every module's dialogs, shows no balance alert, and keeps the server's reason for the login page", async () => {
    configureApi({ onForbidden: handleForbidden });
    api = mockApi({
      'GET currentUser/profile': PROFILE,
      'POST currentUser/usageBalance': () => ({ status: 403, message: EXPIRED }),
    });
    renderWithPortal(
      <>
        <BalanceArea />
        <ModuleDialog />
        <ShellDialogs loginUrl="/login" />
      </>,
      { user: makeUser(), county: makeCountyConfig() },
    );
    act(() => useShellDialogs.getState().show('profile'));
    expect(
      await screen.findByRole('dialog', { name: 'Profile' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Image preview' })).toBeInTheDocument();

    // The session dies on the server; the next call (a balance refresh) answers 403.
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance', hidden: true }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useShellDialogs.getState().open).toBeNull();
    expect(screen.queryByText('Cannot refresh usage balance')).not.toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({
      status: 'signedOut',
      user: null,
      endReason: EXPIRED,
    });
  });
});

/** The router's navigate for the 403 handling, noting what alert the page showed when it was called. */
function NavigatorBridge({ onNavigate }: { onNavigate: (alertText: string | null) => void }) {
  const navigate = useNavigate();
  navigator.current = ((to: To, options?: { replace?: boolean }) => {
    onNavigate(screen.queryByRole('alert')?.textContent ?? null);
    void navigate(to, options);
  }) as NavigateFunction;
  return null;
}

/** A page of a module whose next call to the server finds the session gone. */
function SearchPage() {
  return (
    <button
      type="button"
      onClick={() => void callApi('post', 'search/searchByName', {}).catch(() => undefined)}
    >
      Search
    </button>
  );
}

describe('when a session has expired', () => {
  it("shows the server's message as an alert before leaving for the login page (where the login form says it)", async () => {
    configureApi({ onForbidden: handleForbidden });
    api = mockApi({ 'POST search/searchByName': () => ({ status: 403, message: EXPIRED }) });
    const shownAtNavigation: (string | null)[] = [];
    renderWithPortal(
      <>
        <NavigatorBridge onNavigate={(text) => shownAtNavigation.push(text)} />
        <Routes>
          <Route element={<ShellLayout loginUrl="/login" />}>
            <Route path="/search" element={<SearchPage />} />
            <Route path="/login" element={<p>Login screen</p>} />
          </Route>
        </Routes>
      </>,
      { user: makeUser(), county: makeCountyConfig(), route: '/search' },
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    // The alert was on the page when the portal went to /login; there the login form says it (once).
    expect(shownAtNavigation).toEqual([EXPIRED]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
