import { makeUser, renderWithPortal } from '@lrp/shared/test';
import { screen } from '@testing-library/react';
import { registerLocales, Route, Routes } from '@lrp/shared';
import shellEn from '../../locales/en.json';
import { RequireAccess } from './require-access';

registerLocales('shell', shellEn);

function Guarded({ access }: { access: Parameters<typeof RequireAccess>[0]['access'] }) {
  return (
    <Routes>
      <Route path="/login" element={<p>Login screen</p>} />
      <Route
        path="/controlPanel/*"
        element={
          <RequireAccess access={access}>
            <p>Control panel content</p>
          </RequireAccess>
        }
      />
    </Routes>
  );
}

afterEach(() => sessionStorage.clear());

describe('RequireAccess', () => {
  it('sends a visitor without a session to /login and remembers the requested location', async () => {
    renderWithPortal(<Guarded access="session" />, { route: '/controlPanel/escrow?tab=2' });
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(sessionStorage.getItem('lrp.returnTo')).toBe('/controlPanel/escrow?tab=2');
  });

  it('lets a signed-in user with the role through', () => {
    renderWithPortal(<Guarded access={{ roles: ['TRIMIN', 'COUNTY'] }} />, { route: '/controlPanel', user: makeUser({ role: 'COUNTY' }) });
    expect(screen.getByText('Control panel content')).toBeInTheDocument();
  });

  it('tells a signed-in user without the role that the section is not theirs', () => {
    renderWithPortal(<Guarded access={{ roles: ['TRIMIN', 'COUNTY'] }} />, { route: '/controlPanel', user: makeUser({ role: 'USER' }) });
    expect(screen.getByText('You do not have access to this section')).toBeInTheDocument();
    expect(screen.queryByText('Control panel content')).not.toBeInTheDocument();
  });

  it('renders public paths without a session', () => {
    renderWithPortal(<Guarded access="public" />, { route: '/controlPanel' });
    expect(screen.getByText('Control panel content')).toBeInTheDocument();
  });
});
