// One jest run over the workspace: tests sit beside the code (web) or in server/test (API against a real database).
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
];
const moduleNameMapper = {
  '^@lrp/contract$': '<rootDir>/contract/src/index.ts',
  '^@lrp/payments-kit$': '<rootDir>/payments-kit/src/index.ts',
  '^@lrp/shared$': '<rootDir>/shared/src/index.ts',
  '^@lrp/shared/widgets$': '<rootDir>/shared/src/widgets/index.ts',
  '^@lrp/shared/dates$': '<rootDir>/shared/src/dates/index.ts',
  '^@lrp/shared/forms$': '<rootDir>/shared/src/forms/index.ts',
  '^@lrp/shared/sections$': '<rootDir>/shared/src/sections/index.ts',
  '^@lrp/shared/test$': '<rootDir>/shared/src/test/index.ts',
  '\\.css$': '<rootDir>/tooling/jest/style-stub.js',
  '\\.(png|svg|jpe?g)$': '<rootDir>/tooling/jest/file-stub.js',
};

/** @type {import('jest').Config} */
module.exports = {
  // The server tests run PGlite in worker threads; never let a lingering handle keep CI waiting.
  forceExit: true,
  // Two workers on the two cores, each replaced once it holds more than this after a test file: in one process
  // (jest's default on two cores) what 200 files leave behind reached Node's 4 GB heap limit on CI.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1GB',
  // Typing into long forms with user-event, and migrating and seeding a fresh database for a server test file,
  // take seconds on a loaded 2-core machine.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: '<rootDir>/tooling/jest/jsdom-with-fetch.js',
      // The contract's tests are isomorphic; they run here, beside the browser code that shares its rules.
      roots: [
        '<rootDir>/contract/src',
        '<rootDir>/shared/src',
        '<rootDir>/payments-kit/src',
        '<rootDir>/shell/src',
        '<rootDir>/mfe-auth/src',
        '<rootDir>/mfe-search/src',
        '<rootDir>/mfe-imaging/src',
        '<rootDir>/mfe-admin/src',
        '<rootDir>/mfe-reports/src',
        '<rootDir>/mfe-efile/src',
        '<rootDir>/tooling',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // ky is published as ES modules only: compile it like our own code.
      transformIgnorePatterns: ['/node_modules/(?!ky/)'],
      moduleNameMapper,
      setupFilesAfterEnv: ['<rootDir>/tooling/jest/setup-dom.ts'],
      globals: {
        __LRP_BUILD__: {
          version: 'test',
          module: 'test',
          builtAt: '2026-01-01T00:00:00Z',
          label: 'test build',
        },
        // The shell's manifest as the build writes it (tooling/webpack-federation.js).
        __LRP_SHELL__: require('./tooling/webpack-federation').shellManifest(),
      },
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/server/test'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      // These ship ESM only; jest transforms them like our own code.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|@fastify/cookie)/)'],
      moduleNameMapper,
    },
  ],
};
