import { compareVersions, releaseMismatches, satisfies } from './release';

describe('satisfies', () => {
  test.each([
    ['19.2.0', '^19.0.0', true],
    ['20.0.0', '^19.0.0', false],
    ['18.3.1', '^19.0.0', false],
    ['1.2.0', '^1.3.0', false],
    ['1.3.5', '~1.3.0', true],
    ['1.4.0', '~1.3.0', false],
    ['0.3.4', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['2.0.0', '>=1.0.0', true],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['5.0.0', '*', true],
    ['not a version', '^1.0.0', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });
});

test('compareVersions orders by major, minor, patch', () => {
  expect(['1.10.0', '1.2.0', '2.0.0', '1.2.1'].sort(compareVersions)).toEqual([
    '1.2.0',
    '1.2.1',
    '1.10.0',
    '2.0.0',
  ]);
});

test('releaseMismatches names the contract and each singleton that does not fit, and nothing when all do', () => {
  const shell = { shellContract: '1.1.0', shared: { react: '19.2.0', zustand: '5.1.0' } };
  const built = (version: string, requiredVersion: string) => ({ version, requiredVersion });
  expect(
    releaseMismatches(
      { shellContract: '^1.0.0', shared: { react: built('19.0.0', '^19.0.0') } },
      shell,
    ),
  ).toEqual([]);
  expect(
    releaseMismatches(
      {
        shellContract: '^1.2.0',
        shared: { zustand: built('6.0.0', '^6.0.0'), dayjs: built('1.11.0', '^1.0.0') },
      },
      shell,
    ),
  ).toEqual([
    'needs shell contract ^1.2.0; the shell implements 1.1.0',
    'shares dayjs (built with 1.11.0), which the shell does not provide',
    'needs zustand ^6.0.0; the shell provides 5.1.0',
  ]);
});
