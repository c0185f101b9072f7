import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as account from './account';
import * as dates from './dates';
import * as core from './index';
import * as widgets from './widgets';

const ENTRIES = { '@lrp/shared': core, '@lrp/shared/account': account, '@lrp/shared/widgets': widgets, '@lrp/shared/dates': dates };
const ENTRY_FILES = ['index.ts', 'account/index.ts', 'widgets/index.ts', 'dates/index.ts'];

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

  it('register the messages they bring, so a rule message is translatable wherever it shows', () => {
    expect(account.PROFILE_MESSAGES.zipLength).toBe('5-digit zip.');
    expect(core.i18n.exists('profile.zipLength', { ns: 'messages', lng: 'en' })).toBe(true);
    expect(core.i18n.exists('auth.passwordMismatch', { ns: 'messages', lng: 'en' })).toBe(true);
  });
});
