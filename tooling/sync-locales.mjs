// Compares a locales folder's language files with its en.json, key by key (nested keys as dotted paths).
//
//   node tooling/sync-locales.mjs <locales dir> [--prune] [--fill-english]
//
// Lists, per language file, the keys en.json has and the file lacks ("missing") and the keys the file has and
// en.json no longer has ("stale"). --prune removes the stale keys. --fill-english copies the missing keys' English
// into the languages that ship English (cal, ch, chk, pau, pon) only; a translated language's missing keys are
// only listed, for a translator. Files are rewritten in en.json's key order. Exits 1 while anything is listed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SHIPS_ENGLISH = ['cal', 'ch', 'chk', 'pau', 'pon'];

const flatten = (tree, prefix = '') =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return value !== null && typeof value === 'object' ? flatten(value, path) : [[path, value]];
  });

const unflatten = (entries) => {
  const tree = {};
  for (const [path, value] of entries) {
    const keys = path.split('.');
    const parent = keys.slice(0, -1).reduce((node, key) => (node[key] ??= {}), tree);
    parent[keys.at(-1)] = value;
  }
  return tree;
};

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const [dir, ...flags] = process.argv.slice(2);
if (!dir || flags.some((flag) => !['--prune', '--fill-english'].includes(flag))) {
  console.error('usage: node tooling/sync-locales.mjs <locales dir> [--prune] [--fill-english]');
  process.exit(2);
}
const prune = flags.includes('--prune');
const fillEnglish = flags.includes('--fill-english');

const english = new Map(flatten(readJson(join(dir, 'en.json'))));
let outstanding = false;

for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json') && f !== 'en.json')
  .sort()) {
  const tag = file.replace(/\.json$/, '');
  const texts = new Map(flatten(readJson(join(dir, file))));
  const missing = [...english.keys()].filter((key) => !texts.has(key));
  const stale = [...texts.keys()].filter((key) => !english.has(key));
  const fills = fillEnglish && SHIPS_ENGLISH.includes(tag);

  if (fills || (prune && stale.length > 0)) {
    const ordered = [...english].flatMap(([key, text]) =>
      texts.has(key) ? [[key, texts.get(key)]] : fills ? [[key, text]] : [],
    );
    const kept = prune ? [] : stale.map((key) => [key, texts.get(key)]);
    writeFileSync(
      join(dir, file),
      `${JSON.stringify(unflatten([...ordered, ...kept]), null, 2)}\n`,
    );
  }

  const stillMissing = fills ? [] : missing;
  const stillStale = prune ? [] : stale;
  const report = [
    ...missing.map((key) => `  missing ${key}${fills ? ' (English added)' : ''}`),
    ...stale.map((key) => `  stale   ${key}${prune ? ' (removed)' : ''}`),
  ];
  if (report.length > 0) console.log(`${tag}:\n${report.join('\n')}`);
  outstanding ||= stillMissing.length > 0 || stillStale.length > 0;
}

if (!outstanding) console.log('every language file has exactly the keys of en.json');
process.exitCode = outstanding ? 1 : 0;
