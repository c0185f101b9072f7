// The Chromium the e2e suite drives. `systemChromium()` answers CHROMIUM_PATH or a system Chromium (the
// Playwright config uses it; without one Playwright takes its own download). `node tooling/chromium.js` (run by
// `npm run e2e`) makes sure there is one: it installs Debian's package when apt-get is there and we are root,
// else Playwright's own download, else says in one line what to install.
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Playwright's own Chromium, when it has been downloaded (`npx playwright install chromium`). */
function playwrightsChromium() {
  try {
    const { chromium } = require('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

/** CHROMIUM_PATH (as given), else a system Chromium or Chrome; undefined when there is none. */
function systemChromium() {
  return process.env.CHROMIUM_PATH || SYSTEM_CHROMIUMS.find((path) => existsSync(path));
}

/** A Chromium that exists: CHROMIUM_PATH, a system one, or Playwright's download; null when there is none. */
function findChromium() {
  const system = systemChromium();
  if (system) return existsSync(system) ? system : null;
  return playwrightsChromium();
}

function run(command, args, timeoutMs) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    timeout: timeoutMs,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

async function ensureChromium() {
  const found = findChromium();
  if (found) {
    console.log(`e2e: Chromium at ${found}`);
    return 0;
  }
  if (process.env.CHROMIUM_PATH) {
    console.error(`e2e: CHROMIUM_PATH is ${process.env.CHROMIUM_PATH}, which does not exist.`);
    return 1;
  }
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && existsSync('/usr/bin/apt-get')) {
    console.log("e2e: no Chromium found; installing Debian's chromium package");
    if (
      run('apt-get', ['update', '-qq'], 300_000) &&
      run('apt-get', ['install', '-y', '-qq', 'chromium'], 900_000)
    ) {
      const installed = findChromium();
      if (installed) return 0;
    }
  }
  console.log("e2e: no Chromium found; trying Playwright's download");
  if (
    run(
      process.execPath,
      ['node_modules/@playwright/test/cli.js', 'install', 'chromium'],
      600_000,
    ) &&
    findChromium()
  )
    return 0;
  console.error(
    'e2e: no Chromium to test with: install one (Debian/Ubuntu as root: apt-get install -y chromium; elsewhere: npx playwright install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  return 1;
}

module.exports = { systemChromium };

if (require.main === module) {
  ensureChromium().then((code) => {
    process.exitCode = code;
  });
}
