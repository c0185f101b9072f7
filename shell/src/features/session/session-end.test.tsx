import { configureApi, registerLocales, useSessionStore } from '@lrp/shared';
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
import { handleForbidden } from '../../app/navigator';
import { ShellDialogs } from '../../app/shell-dialogs';
import { useShellDialogs } from '../../app/shell-dialogs-store';
import { BalanceArea } from '../balance/balance-area';

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
