// The version rules of the public surfaces (tooling/public-surface.mjs), run as npm test runs them: on fixtures, in
// a Node process of its own (the script is an ES module).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

type Surface = { version: string; entries: Record<string, string[]> };

function problems(recorded: Surface | undefined, current: Surface): string[] {
  const script = `import { versionProblems } from ${JSON.stringify(path.join(__dirname, 'public-surface.mjs'))};
    console.log(JSON.stringify(versionProblems('@lrp/shared', ${JSON.stringify(recorded ?? null)} ?? undefined, ${JSON.stringify(current)})));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[];
}

const v1: Surface = {
  version: '1.2.0',
  entries: { '@lrp/shared': ['Button', 'callApi'], '@lrp/shared/widgets': ['Modal'] },
};

describe('the version a public surface change needs', () => {
  it('refuses a removed name or entry point without a new major, naming it and the version it needs', () => {
    expect(
      problems(v1, {
        version: '1.3.0',
        entries: { '@lrp/shared': ['Button'], '@lrp/shared/widgets': ['Modal'] },
      }),
    ).toEqual([
      '@lrp/shared removes @lrp/shared: callApi: that needs a new major version (1.2.0 → 2.0.0), it is 1.3.0',
    ]);
    expect(
      problems(v1, { version: '1.2.0', entries: { '@lrp/shared': ['Button', 'callApi'] } }),
    ).toEqual([
      '@lrp/shared removes @lrp/shared/widgets: Modal: that needs a new major version (1.2.0 → 2.0.0), it is 1.2.0',
    ]);
  });

  it('refuses an added name without a new minor', () => {
    expect(
      problems(v1, {
        version: '1.2.1',
        entries: { ...v1.entries, '@lrp/shared': ['Button', 'callApi', 'useQuery'] },
      }),
    ).toEqual([
      '@lrp/shared adds @lrp/shared: useQuery: that needs a new minor version (1.2.0 → 1.3.0), it is 1.2.1',
    ]);
  });

  it('accepts a change whose version says enough, an unchanged surface, and a first record', () => {
    expect(problems(v1, { version: '2.0.0', entries: { '@lrp/shared': ['Button'] } })).toEqual([]);
    expect(
      problems(v1, {
        version: '1.3.0',
        entries: { ...v1.entries, '@lrp/shared': ['Button', 'callApi', 'useQuery'] },
      }),
    ).toEqual([]);
    expect(problems(v1, { ...v1, version: '1.2.3' })).toEqual([]);
    expect(problems(undefined, v1)).toEqual([]);
  });
});
