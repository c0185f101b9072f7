import { pageNavigation, useCountyStore, useSessionStore } from '@lrp/shared';
import {
  makeCountyConfig,
  makeUser,
  mockApi,
  renderWithPortal,
  type FetchRecorder,
} from '@lrp/shared/test';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../module';
import LoginPage from './login-page';

const publicCalls = {
  'GET auth/loginPageSlides': { numberOfSlides: 3 },
  'GET auth/loginPageLinks': {
    paragraphs: [
      { heading: 'Assessor', paragraphContent: 'https://assessor.example.gov' },
      { heading: 'Disclaimer', paragraphContent: 'https://example.gov/disclaimer' },
    ],
  },
  'GET auth/loginPageLatestNews': {
    paragraphs: [{ heading: 'Holiday hours', paragraphContent: 'Closed on Thanksgiving.' }],
  },
};

let api: FetchRecorder;
const assign = jest.fn();

beforeAll(() => {
  pageNavigation.assign = assign;
});
afterEach(() => {
  api?.restore();
  assign.mockReset();
  sessionStorage.clear();
});

describe('LoginPage', () => {
  it('shows the county slides, links and news around the sign-in form', async () => {
    api = mockApi(publicCalls);
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    expect(await screen.findByRole('link', { name: 'Assessor' })).toHaveAttribute(
      'href',
      'https://assessor.example.gov',
    );
    expect(screen.getByText('Closed on Thanksgiving.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('requires both fields before calling the server', async () => {
    api = mockApi(publicCalls);
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const form = screen.getByRole('form', { name: 'Log In' });
    expect(within(form).getAllByText('Required.')).toHaveLength(2);
    expect(api.calls.some((c) => c.path === 'auth/login')).toBe(false);
  });

  it('a username under attack: says a sign-in link was e-mailed, not an error', async () => {
    api = mockApi({
      ...publicCalls,
      'POST auth/login': () => ({
        status: 401,
        message: 'Wrong passwords for this username keep coming from elsewhere.',
        content: { signInLink: true },
      }),
    });
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    await userEvent.type(screen.getByLabelText(/Username/), 'county.clerk');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!Demo2026');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    const sent = await screen.findByTestId('sign-in-link-sent');
    expect(sent).toHaveTextContent('We sent you a sign-in link');
    expect(sent).toHaveTextContent('open it within 15 minutes');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server message in a red box that typing clears', async () => {
    api = mockApi({
      ...publicCalls,
      'POST auth/login': () => ({ status: 401, message: 'Invalid username or password.' }),
    });
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    await userEvent.type(screen.getByLabelText(/Username/), 'escrow.user');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await userEvent.type(screen.getByLabelText(/Password/), 'x');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('sends the chosen language and goes where the user was going', async () => {
    api = mockApi({ ...publicCalls, 'POST auth/login': () => ({ content: makeUser() }) });
    sessionStorage.setItem('lrp.returnTo', '/reports/StatementReport');
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    await userEvent.type(screen.getByLabelText(/Username/), 'escrow.user');
    await userEvent.type(screen.getByLabelText(/Password/), 'Portal!Demo2026');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'CHINESE');
    await userEvent.click(screen.getByRole('button', { name: /登录|Log In/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/reports/StatementReport'));
    expect(api.calls.find((c) => c.path === 'auth/login')?.body).toEqual({
      username: 'escrow.user',
      password: 'Portal!Demo2026',
      language: 'CHINESE',
    });
  });

  it('follows the county switches for the language select and the recovery links', async () => {
    api = mockApi(publicCalls);
    const county = makeCountyConfig();
    county.languages.languages = false;
    county.loginPageRegistration.forgotPasswordLink = false;
    renderWithPortal(<LoginPage />, { county });
    await screen.findByRole('link', { name: 'Assessor' });
    expect(screen.queryByRole('combobox', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgot Password?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New User?' })).toHaveAttribute('href', '/register');
  });

  it('shows "Logging in..." while the server answers', async () => {
    api = mockApi({
      ...publicCalls,
      'POST auth/login': () => ({ status: 401, message: 'Invalid username or password.' }),
    });
    const slow = globalThis.fetch;
    let finish: () => void = () => {};
    globalThis.fetch = ((...args: Parameters<typeof fetch>) =>
      new Promise<Response>((resolve) => {
        finish = () => void slow(...args).then(resolve);
      })) as typeof fetch;
    renderWithPortal(<LoginPage />, { county: makeCountyConfig(), user: null });
    await userEvent.type(screen.getByLabelText(/Username/), 'escrow.user');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever-it-is');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Logging in...');
    finish();
    globalThis.fetch = slow;
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
  });
});

describe('LoginPage after the portal ended the session', () => {
  const { setPortalLanguage } = jest.requireActual('@lrp/shared') as typeof import('@lrp/shared');
  afterEach(() => setPortalLanguage('ENGLISH'));

  it("says why the user is here, in the server's words and in the user's language", async () => {
    api = mockApi(publicCalls);
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    act(() => useSessionStore.getState().signOut('Your session has expired. Please log in again.'));
    expect(await screen.findByTestId('session-end-reason')).toHaveTextContent(
      'Your session has expired. Please log in again.',
    );
    await act(() => setPortalLanguage('CHINESE'));
    expect(screen.getByTestId('session-end-reason')).toHaveTextContent(
      '您的会话已过期。请重新登录。',
    );
  });

  it('says nothing of the kind to a visitor who simply opened the page', async () => {
    api = mockApi(publicCalls);
    renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
    await screen.findByRole('link', { name: 'Assessor' });
    expect(screen.queryByTestId('session-end-reason')).not.toBeInTheDocument();
  });
});

describe("LoginPage and the county's switches", () => {
  it('shows neither links nor news, nor asks for them, when linksLoginPage and latestNewsLoginPage are off', async () => {
    api = mockApi(publicCalls);
    const county = makeCountyConfig();
    county.homeSelections = {
      ...county.homeSelections,
      linksLoginPage: false,
      latestNewsLoginPage: false,
    };
    renderWithPortal(<LoginPage />, { county });
    expect(await screen.findByRole('img', { name: 'Slide 1 of 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Assessor' })).not.toBeInTheDocument();
    expect(screen.queryByText('Closed on Thanksgiving.')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).not.toContain('auth/loginPageLinks');
    expect(api.calls.map((c) => c.path)).not.toContain('auth/loginPageLatestNews');
  });

  it("shows the lockout message as soon as an answer's lockout flag says it is in place", async () => {
    api = mockApi({
      ...publicCalls,
      'POST auth/login': () => ({ status: 401, message: 'Sign-ins are closed.', lockout: true }),
    });
    const county = makeCountyConfig();
    county.userLockout = {
      lockoutInPlace: false,
      messageLogin: 'The recorder is closed for the migration.',
      messageHeadline: 'Closed',
    };
    renderWithPortal(<LoginPage />, { county });
    expect(screen.queryByText('The recorder is closed for the migration.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Username/), 'escrow.user');
    await userEvent.type(screen.getByLabelText(/Password/), 'whatever-it-is');
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(
      await screen.findByText('The recorder is closed for the migration.'),
    ).toBeInTheDocument();
    expect(useCountyStore.getState().lockout).toBe(true);
  });
});

describe('LoginPage in every language', () => {
  const { LANGUAGES, setPortalLanguage } = jest.requireActual(
    '@lrp/shared',
  ) as typeof import('@lrp/shared');
  it.each(LANGUAGES.map((l) => [l.code, l.tag]))(
    '%s shows translated texts and never a raw key',
    async (code) => {
      api = mockApi(publicCalls);
      renderWithPortal(<LoginPage />, { county: makeCountyConfig() });
      await setPortalLanguage(code);
      await screen.findByRole('link', { name: 'Assessor' });
      const text = document.body.textContent ?? '';
      expect(text).not.toMatch(
        /\b(login|slides|links|news|register|forgot|person|common)\.[a-zA-Z]+/,
      );
      if (code === 'CHINESE')
        expect(screen.getByRole('button', { name: '登录' })).toBeInTheDocument();
      await setPortalLanguage('ENGLISH');
    },
  );
});
