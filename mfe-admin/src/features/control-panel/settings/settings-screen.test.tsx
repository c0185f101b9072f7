import { COUNTY_DEFAULTS } from '@lrp/contract';
import { useUiStore } from '@lrp/shared';
import {
  makeUser,
  mockApi,
  renderWithPortal,
  type ApiRoutes,
  type FetchRecorder,
} from '@lrp/shared/test';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The control panel's texts, registered as the web-pages tests register them (this folder is one level too deep
// to import the locale file itself).
import '../../web-pages/test-helpers';
import ControlPanelSection from '../control-panel-section';

/*
 * The settings frame's failure states (spec 3 §4, §8), through a screen built on it (Web Pages > Login -
 * Registration): a group that cannot be loaded says so with Retry; a save the server refuses puts the server's
 * message on its field and stays unsaved until the next edit and save.
 */

let api: FetchRecorder;
afterEach(() => api?.restore());

const GROUP = 'controlPanel/countyConfig/loginPageRegistration';
const STORED = { ...COUNTY_DEFAULTS.loginPageRegistration, emaileExpireIn: 24 };
const EXPIRY = /^E-mail link expires in/;

function open(routes: ApiRoutes) {
  api = mockApi(routes);
  renderWithPortal(<ControlPanelSection />, {
    user: makeUser({ role: 'COUNTY' }),
    route: '/controlPanel/loginPageRegistration',
    path: '/controlPanel/*',
  });
}

describe('the settings frame when the server fails', () => {
  test('a group that cannot be loaded shows why, no form, and Retry loads it', async () => {
    let reads = 0;
    open({
      [`GET ${GROUP}`]: () =>
        ++reads === 1
          ? { status: 503, message: 'The service is unavailable. Please try again later.' }
          : { content: STORED },
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The settings could not be loaded.');
    expect(failure).toHaveTextContent('The service is unavailable. Please try again later.');
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    await userEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText(EXPIRY)).toHaveValue('24');
    expect(screen.queryByText('The settings could not be loaded.')).toBeNull();
    expect(reads).toBe(2);
  });

  test('a save the server refuses shows its message on the field, not Saved; an edit clears it and the next save succeeds', async () => {
    const posted: unknown[] = [];
    open({
      [`GET ${GROUP}`]: STORED,
      [`POST ${GROUP}`]: (body: unknown) => {
        posted.push(body);
        return posted.length === 1
          ? {
              status: 400,
              message: 'Please correct the highlighted fields.',
              content: {
                fieldErrors: { emaileExpireIn: 'Enter 1 to 720 hours.' },
                fieldMessages: {
                  emaileExpireIn: { message: 'Enter 1 to 720 hours.', code: 'rules.hours' },
                },
              },
            }
          : { message: 'Settings updated.', content: body };
      },
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Login - Registration' });
    const hours = within(form).getByLabelText(EXPIRY);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(hours).toHaveAccessibleDescription(/Enter 1 to 720 hours\./));
    expect(hours).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByRole('status')).not.toHaveTextContent('Saved');
    expect(posted).toEqual([STORED]);

    // The shell's error alert says it too (spec 1 §8); the field keeps its message until it is edited.
    expect(useUiStore.getState().alerts.map((a) => a.message)).toEqual([
      'ERROR: Please correct the highlighted fields.',
    ]);
    await user.clear(hours);
    await user.type(hours, '48');
    expect(hours).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText('Enter 1 to 720 hours.')).toBeNull();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Saved'));
    expect(posted).toEqual([STORED, { ...STORED, emaileExpireIn: 48 }]);
  });
});
