import { defineConfig } from '@playwright/test';
import { systemChromium } from '../tooling/chromium';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);

/** The composed portal in Chromium against the production build and a fresh seeded database. */
export default defineConfig({
  testDir: './tests',
  // One server and one county: tests that switch county settings must not overlap.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // CHROMIUM_PATH or a system Chromium, else Playwright's own (`npm run e2e` installs one when there is none).
      executablePath: systemChromium(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'portal', testIgnore: /landshark-one-migration/ },
    // Moving a county from LandShark One wipes its accounts and users: it runs once every other file has.
    { name: 'migration', testMatch: /landshark-one-migration/, dependencies: ['portal'] },
  ],
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(E2E_PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
