import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_MESSAGES, LANGUAGES } from '@lrp/contract';

const ROOT = join(__dirname, '..', '..', '..');
const NAMESPACES = {
  common: 'shared/src/i18n/locales',
  shell: 'shell/src/locales',
  auth: 'mfe-auth/src/locales',
  serverLabels: 'shell/src/features/home/server-labels',
  inactivity: 'shell/src/features/session/inactivity-locales',
  search: 'mfe-search/src/locales',
  chainOfTitle: 'mfe-search/src/features/chain-of-title/locales',
  reports: 'mfe-reports/src/locales',
  efile: 'mfe-efile/src/locales',
  imaging: 'mfe-imaging/src/locales',
  admin: 'mfe-admin/src/locales',
};
const UNTRANSLATED: string[] = LANGUAGES.filter((l) => 'englishTexts' in l).map((l) => l.tag);

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...all, [path]: value }
      : { ...all, ...flatten(value, path) };
  }, {});
const read = (dir: string, tag: string) =>
  flatten(JSON.parse(readFileSync(join(ROOT, dir, `${tag}.json`), 'utf8')) as Tree);
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe.each(Object.entries(NAMESPACES))('the %s texts', (_namespace, dir) => {
  const english = read(dir, 'en');

  it('exist for all 14 languages', () => {
    const files = readdirSync(join(ROOT, dir)).map((f) => f.replace('.json', ''));
    expect(files.sort()).toEqual(LANGUAGES.map((l) => l.tag).sort());
  });

  it.each(LANGUAGES.filter((l) => l.tag !== 'en').map((l) => l.tag))(
    '%s has every key, no raw key and the same placeholders',
    (tag) => {
      const texts = read(dir, tag);
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toBe(key);
        expect(placeholders(text)).toEqual(placeholders(english[key]));
      }
    },
  );

  it('ships Carolinian, Chamorro, Chuukese, Palauan and Pohnpeian in English, and translates the others', () => {
    for (const tag of UNTRANSLATED) expect(read(dir, tag)).toEqual(english);
    for (const tag of ['bn', 'zh', 'ja', 'ko', 'ru', 'th'])
      expect(read(dir, tag)).not.toEqual(english);
  });
});

describe("the contract's messages", () => {
  const english = flatten(
    Object.fromEntries(
      Object.entries(CONTRACT_MESSAGES).map(([group, messages]) => [
        group,
        Object.fromEntries(
          Object.entries(messages).map(([name, text]) => [
            name,
            typeof text === 'string' ? text : text.template,
          ]),
        ),
      ]),
    ) as Tree,
  );
  const TRANSLATED = LANGUAGES.filter((l) => l.tag !== 'en' && !UNTRANSLATED.includes(l.tag)).map(
    (l) => l.tag,
  );

  it.each(TRANSLATED)('are all translated into %s, with the same placeholders', (tag) => {
    const texts = read('shared/src/i18n/messages', tag);
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(texts)) {
      expect(text.trim()).not.toBe('');
      expect(placeholders(text)).toEqual(placeholders(english[key]));
    }
  });

  it('read English in Carolinian, Chamorro, Chuukese, Palauan and Pohnpeian (no file: the catalog is the English)', () => {
    const files = readdirSync(join(ROOT, 'shared/src/i18n/messages')).map((f) =>
      f.replace('.json', ''),
    );
    expect(files.sort()).toEqual([...TRANSLATED].sort());
  });
});
