import { mockApi, type FetchRecorder } from '../test/mock-fetch';
import { logClientProblem } from './client-log';

let api: FetchRecorder;
beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  api = mockApi({ 'POST logging/client': null });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function flushPromises() {
  for (let i = 0; i < 20; i++) await Promise.resolve();
}

describe('the logging transport', () => {
  it('sends problems to the server in one batch, a moment later, without making the user wait', async () => {
    logClientProblem('error', 'Module search did not load', 'module failed');
    logClientProblem('warn', 'Texts missing', 'i18n');
    expect(api.calls).toEqual([]);
    jest.advanceTimersByTime(2000);
    await flushPromises();
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: 'logging/client',
      body: {
        entries: [
          { level: 'error', message: 'Module search did not load', context: 'module failed' },
          { level: 'warn', message: 'Texts missing', context: 'i18n' },
        ],
      },
    });
  });

  it('sends a full batch at once and cuts an over-long message to the size the server takes', async () => {
    for (let i = 0; i < 20; i++)
      logClientProblem('error', i === 0 ? 'x'.repeat(5000) : `problem ${i}`);
    await flushPromises();
    expect(api.calls).toHaveLength(1);
    const { entries } = api.calls[0].body as { entries: { message: string }[] };
    expect(entries).toHaveLength(20);
    expect(entries[0].message).toHaveLength(2000);
  });
});
