import { act, screen, within } from '@testing-library/react';
import { setPortalLanguage } from '../i18n/i18n';
import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { renderWithPortal } from '../test/render';
import { showErrorAlert } from '../ui/error-alert';
import { ApiError, apiErrorAlertText, apiErrorMessage, callApi } from './client';

let api: FetchRecorder;
afterEach(async () => {
  api?.restore();
  await setPortalLanguage('ENGLISH');
});

/** Makes the call fail as the route says, and returns what it threw. */
async function failure(reply: Parameters<typeof mockApi>[0][string]): Promise<unknown> {
  api = mockApi({ 'POST area/call': reply });
  return callApi('post', 'area/call', {}).then(
    () => null,
    (error: unknown) => error,
  );
}

const VENDOR =
  'If this keeps happening, please note the steps that led to it and contact the vendor.';

describe('the error catalogue (spec 1 §8)', () => {
  it('shows a not-ok answer as "ERROR: " and the server message, in the error alert', async () => {
    const error = await failure(() => ({
      status: 409,
      message: 'This transaction was already used.',
    }));
    renderWithPortal(<p>page</p>);
    act(() => showErrorAlert(error));
    const alert = await screen.findByRole('dialog');
    expect(
      within(alert).getByText('ERROR: This transaction was already used.'),
    ).toBeInTheDocument();
    expect(within(alert).queryByText(/contact the vendor/)).not.toBeInTheDocument();
  });

  it('shows an error status without a message as "An unexpected error has occurred" with the status in brackets, and the vendor advice', async () => {
    const error = await failure(() => ({
      status: 502,
      statusText: 'Bad Gateway',
      text: '<html>proxy error</html>',
    }));
    expect(apiErrorMessage(error)).toBe('An unexpected error has occurred [502 Bad Gateway].');
    expect(apiErrorAlertText(error)).toBe(
      `Error: An unexpected error has occurred [502 Bad Gateway].\n${VENDOR}`,
    );
    expect(apiErrorAlertText(error)).not.toMatch(/HTTP status/);
  });

  it('is error 101 when the server cannot be reached and 102 when an answer carries no message', async () => {
    const unreachable = await failure(() => ({ networkError: true }));
    expect(unreachable).toBeInstanceOf(ApiError);
    expect(apiErrorAlertText(unreachable)).toBe(
      `Error: An unexpected error 101 has occurred.\n${VENDOR}`,
    );
    const noMessage = await failure(() => ({ status: 200, ok: false }));
    expect(apiErrorAlertText(noMessage)).toBe(
      `Error: An unexpected error 102 has occurred.\n${VENDOR}`,
    );
  });

  it('says nothing for a 403: the user is on the way to the login page, which says why', async () => {
    const error = await failure(() => ({
      status: 403,
      message: 'Your session has expired. Please log in again.',
    }));
    renderWithPortal(<p>page</p>);
    act(() => showErrorAlert(error));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("is in the user's language, prefixes and generic texts included", async () => {
    const status = await failure(() => ({
      status: 500,
      statusText: 'Internal Server Error',
      text: '',
    }));
    const expired = await failure(() => ({
      status: 409,
      message: 'Your session has expired. Please log in again.',
    }));
    await setPortalLanguage('CHINESE');
    expect(apiErrorAlertText(status)).toBe(
      '错误：发生了意外错误 [500 Internal Server Error]。\n如果此问题反复出现，请记下导致问题的操作步骤并联系供应商。',
    );
    expect(apiErrorAlertText(expired)).toBe('错误：您的会话已过期。请重新登录。');
  });
});
