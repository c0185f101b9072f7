// The public surfaces that other packages build against, and the versions that must move when they change:
//   @lrp/shared      the exported names of each entry point the shell provides (a remote built against a name the
//                    deployed shell lacks meets `undefined` at run time)
//   shell contract   what a remote implements and calls: PortalModule and the module host (shared/src/module/),
//                    with the members of each (its version is shared/src/module/shell-contract.json)
//   @lrp/contract    the exported schemas, rules and messages the server and the browser share
// tooling/public-surface.json records each surface with the version it was published as. A change needs a version
// that says so: a removal a new major, an addition a new minor (or major).
//
//   node tooling/public-surface.mjs            check (npm test runs it): exit 1 naming each unrecorded change
//   node tooling/public-surface.mjs --update   record the current surfaces, refusing versions that do not say enough
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RECORD = path.join(ROOT, 'tooling', 'public-surface.json');
const readJson = (file) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

/** The surfaces of this tree: per surface its version and, per entry, its sorted public names. */
function entriesOf() {
  const shared = readJson('shared/package.json');
  const sharedEntries = Object.entries(shared.exports)
    .filter(([key]) => key !== './test')
    .map(([key, file]) => [
      key === '.' ? '@lrp/shared' : `@lrp/shared/${key.slice(2)}`,
      path.join('shared', file),
    ]);
  return {
    '@lrp/shared': {
      version: shared.version,
      entries: Object.fromEntries(sharedEntries),
      members: false,
    },
    'shell contract': {
      version: readJson('shared/src/module/shell-contract.json').version,
      entries: {
        'portal-module': 'shared/src/module/portal-module.ts',
        'module-host': 'shared/src/module/module-host.ts',
      },
      members: true,
    },
    '@lrp/contract': {
      version: readJson('contract/package.json').version,
      entries: { '@lrp/contract': 'contract/src/index.ts' },
      members: false,
    },
  };
}

/** The exported names of each file (types included); with `members`, each exported interface's members too. */
function namesOf(files, members) {
  const program = ts.createProgram(
    files.map((f) => path.join(ROOT, f)),
    {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      resolveJsonModule: true,
    },
  );
  const checker = program.getTypeChecker();
  return files.map((file) => {
    const source = program.getSourceFile(path.join(ROOT, file));
    const symbol = source && checker.getSymbolAtLocation(source);
    if (!symbol) throw new Error(`${file}: not a module`);
    const names = [];
    for (const exported of checker.getExportsOfModule(symbol)) {
      names.push(exported.name);
      if (!members) continue;
      const target =
        exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      if (target.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)) {
        for (const property of checker.getDeclaredTypeOfSymbol(target).getProperties())
          names.push(`${exported.name}.${property.name}`);
      }
    }
    return names.sort();
  });
}

export function currentSurfaces() {
  const surfaces = {};
  for (const [name, { version, entries, members }] of Object.entries(entriesOf())) {
    const lists = namesOf(Object.values(entries), members);
    surfaces[name] = {
      version,
      entries: Object.fromEntries(Object.keys(entries).map((entry, i) => [entry, lists[i]])),
    };
  }
  return surfaces;
}

const parse = (v) => v.split('.').map(Number);

/**
 * What a surface's change asks of its version, one sentence per problem (empty when the version says enough):
 * removed names (or entries) need a new major, added ones a new minor.
 */
export function versionProblems(name, recorded, current) {
  if (!recorded) return [];
  const removed = [];
  const added = [];
  const entries = new Set([...Object.keys(recorded.entries), ...Object.keys(current.entries)]);
  for (const entry of entries) {
    const before = new Set(recorded.entries[entry] ?? []);
    const after = new Set(current.entries[entry] ?? []);
    for (const n of before) if (!after.has(n)) removed.push(`${entry}: ${n}`);
    for (const n of after) if (!before.has(n)) added.push(`${entry}: ${n}`);
  }
  const [major, minor] = parse(current.version);
  const [wasMajor, wasMinor] = parse(recorded.version);
  const list = (names) =>
    `${names.slice(0, 8).join(', ')}${names.length > 8 ? ` and ${names.length - 8} more` : ''}`;
  const problems = [];
  if (removed.length > 0 && major <= wasMajor)
    problems.push(
      `${name} removes ${list(removed)}: that needs a new major version (${recorded.version} → ${wasMajor + 1}.0.0), it is ${current.version}`,
    );
  else if (added.length > 0 && removed.length === 0 && major === wasMajor && minor <= wasMinor)
    problems.push(
      `${name} adds ${list(added)}: that needs a new minor version (${recorded.version} → ${wasMajor}.${wasMinor + 1}.0), it is ${current.version}`,
    );
  return problems;
}

/** Differences between the recorded surfaces and the tree's: what --update would write (empty when none). */
export function unrecorded(recorded, current) {
  return Object.keys(current).filter(
    (name) => JSON.stringify(recorded[name]) !== JSON.stringify(current[name]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const update = process.argv.includes('--update');
  const current = currentSurfaces();
  let recorded = {};
  try {
    recorded = JSON.parse(readFileSync(RECORD, 'utf8'));
  } catch {
    // First record.
  }
  const problems = Object.keys(current).flatMap((name) =>
    versionProblems(name, recorded[name], current[name]),
  );
  const changed = unrecorded(recorded, current);
  if (problems.length > 0) {
    console.error(
      `Public surfaces changed without a version that says so:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else if (update) {
    writeFileSync(RECORD, `${JSON.stringify(current, null, 2)}\n`);
    console.log(
      changed.length > 0
        ? `Recorded ${changed.join(', ')} in ${path.relative(ROOT, RECORD)}.`
        : 'Nothing changed.',
    );
  } else if (changed.length > 0) {
    console.error(
      `Not recorded in ${path.relative(ROOT, RECORD)}: ${changed.join(', ')}. Run npm run surface -- --update (after the version bump its change needs).`,
    );
    process.exitCode = 1;
  } else console.log('Public surfaces: as recorded.');
}
