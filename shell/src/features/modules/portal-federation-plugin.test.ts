import portalFederationPlugin, {
  ENTRY_TIME_LIMIT_MS,
  onRemoteFailure,
  RETRY_DELAYS_MS,
} from './portal-federation-plugin';

type Hooks = Required<ReturnType<typeof portalFederationPlugin>>;
// The hooks' arguments as the runtime passes them; the tests give only what the plugin reads.
type LoadEntryErrorArgs = Parameters<Hooks['loadEntryError']>[0];
type ErrorLoadRemoteArgs = Parameters<Hooks['errorLoadRemote']>[0];

/** The runtime's loadEntryError arguments around a getRemoteEntry that fails `failures` times, then answers. */
function entryError(failures: number) {
  const globalLoading: Record<string, unknown> = {
    'lrp_search:entry': Promise.reject(new Error('RUNTIME-008')),
  };
  (globalLoading['lrp_search:entry'] as Promise<unknown>).catch(() => undefined);
  const tries: boolean[] = [];
  let left = failures;
  const args = {
    uniqueKey: 'lrp_search:entry',
    globalLoading,
    getRemoteEntry: async () => {
      // Each try must find the failed try's cached promise gone, or the runtime would hand it back.
      tries.push('lrp_search:entry' in globalLoading);
      if (left-- > 0) throw new Error('ScriptNetworkError');
      return { get: () => undefined, init: () => undefined };
    },
  } as unknown as LoadEntryErrorArgs;
  return { args, tries };
}

describe('the portal federation runtime plugin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("gives a remote's entry script its time limit", () => {
    const plugin = portalFederationPlugin() as Hooks;
    expect(
      plugin.createScript({ url: 'x/remoteEntry.js' } as Parameters<Hooks['createScript']>[0]),
    ).toEqual({ timeout: ENTRY_TIME_LIMIT_MS });
  });

  it('tries a failed entry again after each pause, afresh each time, and hands back the entry that arrives', async () => {
    const plugin = portalFederationPlugin() as Hooks;
    const { args, tries } = entryError(1);
    const recovered = plugin.loadEntryError(args);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    expect(tries).toEqual([false]);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1]);
    expect(tries).toEqual([false, false]);
    await expect(recovered).resolves.toHaveProperty('get');
  });

  it('gives up after the last pause, so the section can show Retry', async () => {
    const plugin = portalFederationPlugin() as Hooks;
    const { args, tries } = entryError(RETRY_DELAYS_MS.length);
    const recovered = plugin.loadEntryError(args);
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    await expect(recovered).resolves.toBeUndefined();
    expect(tries).toHaveLength(RETRY_DELAYS_MS.length);
  });

  it('tells the shell which remote failed and lets the error reach the caller', async () => {
    const plugin = portalFederationPlugin() as Hooks;
    const failures: string[] = [];
    const stop = onRemoteFailure((remote, error) =>
      failures.push(`${remote}: ${(error as Error).message}`),
    );
    const error = new Error('RUNTIME-008');
    await expect(
      plugin.errorLoadRemote({ id: 'lrp_reports/module', error } as unknown as ErrorLoadRemoteArgs),
    ).resolves.toBeUndefined();
    stop();
    await plugin.errorLoadRemote({
      id: 'lrp_search/module',
      error,
    } as unknown as ErrorLoadRemoteArgs);
    expect(failures).toEqual(['lrp_reports: RUNTIME-008']);
  });
});
