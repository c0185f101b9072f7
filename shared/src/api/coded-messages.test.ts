import { setPortalLanguage } from '../i18n/i18n';
import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { apiFieldErrors } from '../sections/field-errors';
import { apiErrorMessage, callApi } from './client';

let api: FetchRecorder;
afterEach(async () => {
  api?.restore();
  await setPortalLanguage('ENGLISH');
});

async function failure(reply: Parameters<typeof mockApi>[0][string]): Promise<unknown> {
  api = mockApi({ 'POST area/call': reply });
  return callApi('post', 'area/call', {}).then(
    () => null,
    (error: unknown) => error,
  );
}

describe("the server's messages, by code", () => {
  it("are shown in the user's language, with their values", async () => {
    await setPortalLanguage('JAPANESE');
    const refused = await failure(() => ({
      status: 401,
      message: 'Invalid username or password.',
      code: 'server.invalidCredentials',
    }));
    const text = apiErrorMessage(refused);
    expect(text).not.toBe('Invalid username or password.');
    expect(text).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);

    const balance = await failure(() => ({
      status: 402,
      message:
        'The escrow balance ($1.00) cannot pay for this search ($5.00). Please add money first.',
      code: 'searchServer.insufficientBalance',
      params: { balance: '$1.00', price: '$5.00' },
    }));
    expect(apiErrorMessage(balance)).toContain('$1.00');
    expect(apiErrorMessage(balance)).toContain('$5.00');
    expect(apiErrorMessage(balance)).not.toContain('Please add money first');
  });

  it('are shown as the server wrote them in English, and when the catalog has no text for the code', async () => {
    const english = await failure(() => ({
      status: 401,
      message: 'Invalid username or password.',
      code: 'server.invalidCredentials',
    }));
    expect(apiErrorMessage(english)).toBe('Invalid username or password.');
    await setPortalLanguage('KOREAN');
    const newer = await failure(() => ({
      status: 400,
      message: 'A message of a newer server.',
      code: 'server.somethingNewer',
    }));
    expect(apiErrorMessage(newer)).toBe('A message of a newer server.');
  });

  it("put each field's message on its field, in the user's language", async () => {
    await setPortalLanguage('CHINESE');
    const refused = await failure(() => ({
      status: 400,
      message: 'Username: That username is already taken.',
      code: 'validation.summary',
      params: { details: 'Username: That username is already taken.' },
      content: {
        fieldErrors: { username: 'That username is already taken.' },
        fieldMessages: {
          username: {
            code: 'accountServer.usernameTaken',
            params: null,
            message: 'That username is already taken.',
          },
        },
      },
    }));
    const fields = apiFieldErrors(refused)!;
    expect(Object.keys(fields)).toEqual(['username']);
    expect(fields.username).not.toBe('That username is already taken.');
    expect(fields.username).toMatch(/[\u4e00-\u9fff]/);
  });

  it("give a successful reply its message in the user's language", async () => {
    await setPortalLanguage('RUSSIAN');
    api = mockApi({
      'POST area/save': () => ({ message: 'Profile saved.', code: 'accountServer.profileSaved' }),
    });
    const reply = await callApi('post', 'area/save', {});
    expect(reply.message).not.toBe('Profile saved.');
    expect(reply.message).toMatch(/[\u0400-\u04ff]/);
  });
});
