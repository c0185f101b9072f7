import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES, DATE_MESSAGES, SESSION_MESSAGES } from '@lrp/contract';
import * as dates from './dates';
import * as forms from './forms';
import * as core from './index';
import * as sections from './sections';
import * as widgets from './widgets';

const ENTRIES = {
  '@lrp/shared': core,
  '@lrp/shared/widgets': widgets,
  '@lrp/shared/dates': dates,
  '@lrp/shared/forms': forms,
  '@lrp/shared/sections': sections,
};
const ENTRY_FILES = [
  'index.ts',
  'widgets/index.ts',
  'dates/index.ts',
  'forms/index.ts',
  'sections/index.ts',
];

describe('the entry points of @lrp/shared', () => {
  it('give every runtime name one home, so a page never holds two copies of it', () => {
    const homes = new Map<string, string[]>();
    for (const [entry, exports] of Object.entries(ENTRIES)) {
      for (const name of Object.keys(exports)) homes.set(name, [...(homes.get(name) ?? []), entry]);
    }
    const twice = [...homes].filter(([, entries]) => entries.length > 1);
    expect(twice).toEqual([]);
  });

  it('name what they export (everything exported is shipped: no export *)', () => {
    for (const file of ENTRY_FILES) {
      expect(readFileSync(join(__dirname, file), 'utf8')).not.toMatch(/export \* from/);
    }
  });

  it('are the singletons the build shares and the package exports (a missing one would be a second copy)', () => {
    const federation = readFileSync(join(__dirname, '../../tooling/webpack-federation.js'), 'utf8');
    const list = /const SHARED_ENTRIES = \[([^\]]*)\]/.exec(federation)?.[1] ?? '';
    const singletons = [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]);
    expect(singletons.sort()).toEqual(Object.keys(ENTRIES).sort());
    const { exports } = JSON.parse(readFileSync(join(__dirname, '../package.json'), 'utf8'));
    const exported = Object.keys(exports).map((path) =>
      path === '.' ? '@lrp/shared' : `@lrp/shared/${path.slice(2)}`,
    );
    expect(exported.filter((entry) => entry !== '@lrp/shared/test').sort()).toEqual(
      Object.keys(ENTRIES).sort(),
    );
  });

  it('register the messages they bring, so a rule message is translatable wherever it shows', async () => {
    // The platform: the sign-in page's and the session's; dates: the date fields'. A feature registers its own.
    await core.setPortalLanguage('JAPANESE');
    try {
      for (const text of [
        AUTH_MESSAGES.passwordMismatch,
        SESSION_MESSAGES.expired,
        DATE_MESSAGES.future,
      ]) {
        expect(core.translateMessage(text)).not.toBe(text);
        expect(core.translateMessage(text)).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
      }
    } finally {
      await core.setPortalLanguage('ENGLISH');
    }
  });
});
