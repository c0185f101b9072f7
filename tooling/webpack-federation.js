// One webpack + Module Federation configuration for every front-end package.
// A package's webpack.config.js calls createFederatedConfig with its name and exposes; nothing else differs.
// Why each choice (measured in bench/README.md): docs/architecture.md, "What a page downloads".
const fs = require('node:fs');
const zlib = require('node:zlib');
const path = require('node:path');
const webpack = require('webpack');
const CompressionPlugin = require('compression-webpack-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { devServer, moduleOf, withLiveReload } = require('./dev-server');

const { execFileSync } = require('node:child_process');
const root = path.resolve(__dirname, '..');
// The shell contract's version, kept beside the module host it versions in @lrp/shared (shared/src/module/).
const shellContract = JSON.parse(
  fs.readFileSync(path.join(root, 'shared', 'src', 'module', 'shell-contract.json'), 'utf8'),
);
const versionOf = (name) =>
  JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8'))
    .version;
const major = (v) => `^${v.split('.')[0]}.0.0`;

/** The entry points of @lrp/shared, each a singleton of its own: a page downloads only the ones it imports. */
const SHARED_ENTRIES = [
  '@lrp/shared',
  '@lrp/shared/widgets',
  '@lrp/shared/dates',
  '@lrp/shared/forms',
  '@lrp/shared/sections',
];

/**
 * The singletons the shell's start-up needs on every page, built into the shell's main.js (`eager`) instead of a
 * file each: the first page waits for one download instead of fifteen (over HTTP/1.1's six connections each
 * file costs a round trip, and the browser's work of starting each request is on the page's critical path).
 * The shell still provides them to the remotes through the share scope, as before. The price: a release that
 * changes any of them changes main.js as a whole (bench/README.md, "Lighthouse").
 */
const START_UP_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  '@lrp/shared',
];

/**
 * The libraries every package must see exactly once in the browser. Mantine, react-router, i18next and
 * TanStack Query are deliberately absent: they reach every package through @lrp/shared's entry points, which
 * are singletons themselves, so webpack keeps only the parts @lrp/shared re-exports (shared modules are never
 * tree-shaken). dayjs is shared because its locales register on the one instance.
 */
function sharedSingletons({ host = false } = {}) {
  // LRP_RELEASE_REQUIRES (JSON, e.g. {"react":"^20.0.0"}) overrides what a remote requires: how the gate's tests
  // build a deliberately incompatible release. Never set in a real build.
  const requires = host ? {} : JSON.parse(process.env.LRP_RELEASE_REQUIRES || '{}');
  const lib = (name, versionPkg = name) => {
    const version = versionOf(versionPkg);
    const eager = host && START_UP_SINGLETONS.includes(name);
    return {
      singleton: true,
      requiredVersion: requires[name] ?? major(version),
      version,
      ...(eager ? { eager } : {}),
    };
  };
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  const sharedVersion = {
    singleton: true,
    requiredVersion: `^${sharedPkg.version.split('.').slice(0, 2).join('.')}.0`,
    version: sharedPkg.version,
  };
  return {
    react: lib('react'),
    'react/jsx-runtime': lib('react/jsx-runtime', 'react'),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom/client', 'react-dom'),
    dayjs: lib('dayjs'),
    zustand: lib('zustand'),
    // The shell provides every entry point, also those it never imports itself (an absolute `import` is
    // provided whether or not the shell's own code asks for it): a remote must never fall back to its copy.
    ...Object.fromEntries(
      SHARED_ENTRIES.map((entry) => [
        entry,
        host
          ? {
              ...sharedVersion,
              import: require.resolve(entry, { paths: [root] }),
              ...(START_UP_SINGLETONS.includes(entry) ? { eager: true } : {}),
            }
          : { ...sharedVersion, requiredVersion: requires[entry] ?? sharedVersion.requiredVersion },
      ]),
    ),
  };
}

/**
 * A remote's view of the singletons: the range it needs and no copy of its own (`import: false`). The shell is the
 * only provider, so the share scope holds exactly one version of each and a remote can never bring a second
 * React, store or UI kit; a shell that lacks a singleton or provides one out of range is refused by the gate
 * before anything loads (docs/deploying.md).
 */
function consumedSingletons() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, { version: _version, ...lib }]) => [
      name,
      { ...lib, import: false },
    ]),
  );
}

/** The runtime plugin through which the shell provides the federation runtime to every remote. */
const INJECT_RUNTIME_PLUGIN = '@module-federation/inject-external-runtime-core-plugin';

/** A package's ES-module entry file (its exports' `import` condition; its package.json is not exported). */
function esmEntry(name) {
  let dir = path.dirname(require.resolve(name, { paths: [root] }));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return path.join(dir, exports['.'].import.default);
}

/** The shell-contract range a remote built now implements: this contract's major, at least its minor. */
function shellContractRange() {
  const [majorPart, minorPart] = shellContract.version.split('.');
  return process.env.LRP_RELEASE_SHELL_CONTRACT || `^${majorPart}.${minorPart}.0`;
}

/**
 * The API-contract range a remote built now needs: the @lrp/contract it bundles, at least its minor (the server
 * serves a release only when its own contract is in this range). LRP_RELEASE_CONTRACT overrides it, for the tests.
 */
function contractRange() {
  const [majorPart, minorPart] = versionOf('@lrp/contract').split('.');
  return process.env.LRP_RELEASE_CONTRACT || `^${majorPart}.${minorPart}.0`;
}

/** What the shell provides (shell/dist/shell.json): its contract version and each singleton's version. */
function shellManifest() {
  const shared = Object.fromEntries(
    Object.entries(sharedSingletons({ host: true })).map(([name, lib]) => [name, lib.version]),
  );
  return { shellContract: shellContract.version, shared };
}

/** What a remote's release was built with: each singleton's bundled version and the range it accepts. */
function builtWith() {
  return Object.fromEntries(
    Object.entries(sharedSingletons()).map(([name, lib]) => [
      name,
      { version: lib.version, requiredVersion: lib.requiredVersion },
    ]),
  );
}

/**
 * The build's time: LRP_BUILT_AT, else the time of the commit being built, so that building the same source
 * again gives the same bytes and therefore the same release (its folder is named by a hash of its files).
 */
function buildTime() {
  if (process.env.LRP_BUILT_AT) return new Date(process.env.LRP_BUILT_AT).toISOString();
  try {
    const committed = execFileSync('git', ['log', '-1', '--format=%cI'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (committed) return new Date(committed).toISOString();
  } catch {
    // Not a git checkout: the time of this build.
  }
  return new Date().toISOString();
}

/** The runtime plugins of the page's one federation runtime (time limit, retries, failures): the shell's. */
const RUNTIME_PLUGIN = path.join(
  root,
  'shell',
  'src',
  'features',
  'modules',
  'portal-federation-plugin.ts',
);

/**
 * Module Federation through @module-federation/enhanced, with one runtime for the whole page: the shell builds
 * it in and provides it (`provideExternalRuntime`), every remote uses it (`externalRuntime`) instead of carrying
 * its own copy. The shell registers remotes at run time from the county's feed (no `remotes` here); a remote
 * writes mf-manifest.json, which the server reads for its entry file and the files of its expose.
 */
function federationPlugin({ name, host, exposes }) {
  // Browser only, and no snapshot plugin: remotes are registered by their entry, which the server took from the
  // release's mf-manifest.json (bench/README.md has what each option weighs).
  const optimization = { target: 'web', disableSnapshot: true };
  if (host)
    return new ModuleFederationPlugin({
      name,
      shared: sharedSingletons({ host: true }),
      shareStrategy: 'loaded-first',
      runtimePlugins: [RUNTIME_PLUGIN],
      manifest: false,
      dts: false,
      experiments: { provideExternalRuntime: true, optimization },
    });
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes: { ...exposes, './runtime-identity': path.join(__dirname, 'runtime-identity.ts') },
    shared: consumedSingletons(),
    shareStrategy: 'loaded-first',
    manifest: { fileName: 'mf-manifest.json' },
    dts: false,
    experiments: { externalRuntime: true, optimization },
  });
}

/** The .br and .gz copies of the build's text assets. */
function compressedCopies() {
  // The manifests are read by the server, never downloaded by a browser.
  const common = {
    test: /\.(js|css|svg|json|html)$/,
    exclude: /(module|shell)\.json$/,
    threshold: 1024,
    minRatio: 0.9,
  };
  return [
    new CompressionPlugin({
      ...common,
      algorithm: 'gzip',
      filename: '[path][base].gz',
      compressionOptions: { level: 9 },
    }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      },
    }),
  ];
}

/**
 * What the shell loads at once, before any page: the chunk group of `import('./bootstrap')` (named `bootstrap` in
 * shell/src/index.ts). The page lists its files as preloads, fetched in parallel with main.js instead of one after
 * the other once main.js has run. The libraries it shares are `eager` in main.js (START_UP_SINGLETONS).
 */
function startUpFiles(compilation) {
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  if (!bootstrap)
    throw new Error(
      "the shell's index.ts must import('./bootstrap') as the chunk named 'bootstrap'",
    );
  return new Set(bootstrap.getFiles());
}

/**
 * Writes the shell's index.html from its template: the favicon and the `main` entry's stylesheets and scripts.
 * (Not html-webpack-plugin: its child compilation cannot build the shared entry points' stylesheets.)
 */
class EmitShellPagePlugin {
  constructor(template, favicon) {
    this.template = template;
    this.favicon = favicon;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitShellPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final, before the compressed copies are made.
        {
          name: 'EmitShellPagePlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          compilation.fileDependencies.add(this.template);
          compilation.fileDependencies.add(this.favicon);
          const main = compilation.entrypoints.get('main');
          const files = main.getFiles();
          const early = startUpFiles(compilation);
          for (const f of files) early.delete(f);
          const tags = [
            '<link rel="icon" type="image/svg+xml" href="favicon.svg" />',
            ...files
              .filter((f) => f.endsWith('.css'))
              .map((f) => `<link rel="stylesheet" href="${f}" />`),
            ...files
              .filter((f) => f.endsWith('.js'))
              .map((f) => `<script defer src="${f}"></script>`),
            ...[...early]
              .filter((f) => f.endsWith('.css'))
              .map((f) => `<link rel="preload" as="style" href="${f}" />`),
            ...[...early]
              .filter((f) => f.endsWith('.js'))
              .map((f) => `<link rel="preload" as="script" href="${f}" />`),
          ];
          const html = fs
            .readFileSync(this.template, 'utf8')
            .replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
          compilation.emitAsset('index.html', new webpack.sources.RawSource(html));
          compilation.emitAsset(
            'favicon.svg',
            new webpack.sources.RawSource(fs.readFileSync(this.favicon)),
          );
        },
      );
    });
  }
}

/** Writes a JSON file into the build. */
class EmitJsonPlugin {
  constructor(name, content) {
    this.name = name;
    this.content = content;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            this.name,
            new webpack.sources.RawSource(JSON.stringify(this.content(), null, 2)),
          );
        },
      );
    });
  }
}

/**
 * Writes the package's module.json next to its remoteEntry.js: what it owns and its navigation (the team's
 * module.json), its version and build time, the shell-contract range it implements, the API-contract range it
 * needs and every shared singleton it was built with. tooling/release.mjs adds the release id when it publishes.
 */
class EmitModuleDescriptorPlugin {
  constructor(file, release) {
    this.file = file;
    this.release = release;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitModuleDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // With the build's other assets (it lists no file names).
        {
          name: 'EmitModuleDescriptorPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1,
        },
        () => {
          compilation.fileDependencies.add(this.file);
          const team = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          const descriptor = { ...team, ...this.release };
          compilation.emitAsset(
            'module.json',
            new webpack.sources.RawSource(JSON.stringify(descriptor, null, 2)),
          );
        },
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the package folder (__dirname of its webpack.config.js)
 * @param {string} options.name the federation container name, e.g. lrp_search
 * @param {Record<string,string>} [options.exposes] what a remote exposes
 * @param {boolean} [options.host] true for the shell: an HTML entry, no exposes, and the federation runtime
 *   that every remote uses instead of carrying its own copy
 */
function createFederatedConfig({ dir, name, exposes, host = false }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  // LRP_RELEASE_VERSION: a pipeline's version for this build (a tag), instead of package.json's.
  const version = process.env.LRP_RELEASE_VERSION || pkg.version;
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const builtAt = buildTime();
    return {
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      mode: production ? 'production' : 'development',
      // No eval in development either: the portal's Content-Security-Policy has no 'unsafe-eval'.
      devtool: production ? false : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        cssFilename: '[name].[contenthash:10].css',
        cssChunkFilename: '[name].[contenthash:10].css',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // The federation build requires its runtime plugins, which picks their CommonJS files, and through them a
        // CommonJS copy of the runtime beside the ES one the shell's own code imports: 20 KB gzip twice. Point
        // the plugin at its ES file, so one copy of the runtime serves both.
        alias: {
          [INJECT_RUNTIME_PLUGIN]: esmEntry(INJECT_RUNTIME_PLUGIN),
          [require.resolve(INJECT_RUNTIME_PLUGIN)]: esmEntry(INJECT_RUNTIME_PLUGIN),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  // The production JSX runtime in development too: it is the shared singleton (react/jsx-runtime); a
                  // development build importing react/jsx-dev-runtime would bring a second React's runtime.
                  transform: { react: { runtime: 'automatic', development: false } },
                  target: 'es2022',
                },
              },
            },
          },
          // Mantine's per-component stylesheets, extracted into cacheable files loaded with their chunk.
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              // *.module.css are CSS modules with a default export of class names (our own few stylesheets).
              {
                loader: 'css-loader',
                options: {
                  modules: { auto: true, namedExport: false, exportLocalsConvention: 'as-is' },
                },
              },
            ],
          },
          { test: /\.(png|svg|jpe?g|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new MiniCssExtractPlugin({
          filename: '[name].[contenthash:10].css',
          chunkFilename: '[name].[contenthash:10].css',
          // Mantine's component sheets do not depend on each other's order beyond what each entry imports.
          ignoreOrder: true,
        }),
        new webpack.DefinePlugin({
          // What the shell provides, for its run-time check of a remote's manifest (module-registry.ts).
          ...(host ? { __LRP_SHELL__: JSON.stringify(shellManifest()) } : {}),
          __LRP_BUILD__: JSON.stringify({
            version,
            module: pkg.name,
            builtAt,
            label:
              process.env.LRP_BUILD_LABEL || `built ${builtAt.slice(0, 16).replace('T', ' ')} UTC`,
          }),
        }),
        federationPlugin({
          name,
          host,
          exposes: production || host ? exposes : withLiveReload(exposes, moduleOf(dir)),
        }),
        // Brotli and gzip siblings of every text asset, made once at build time; the server sends the one the
        // browser accepts (@fastify/static preCompressed), never compressing the same file twice at run time.
        ...(production ? compressedCopies() : []),
        ...(host
          ? [
              new EmitShellPagePlugin(
                path.join(dir, 'src', 'index.html'),
                path.join(dir, 'src', 'favicon.svg'),
              ),
              new EmitJsonPlugin('shell.json', shellManifest),
            ]
          : [
              new EmitModuleDescriptorPlugin(path.join(dir, 'module.json'), {
                version,
                // When this build ran (not part of the release's hash): orders releases of one version.
                builtAt: new Date().toISOString(),
                shellContract: shellContractRange(),
                contract: contractRange(),
                shared: builtWith(),
              }),
            ]),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [
          // swc's minifier: a quarter of terser's time on the shell and smaller files (bench/README.md "Build time").
          new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }),
          new CssMinimizerPlugin({ minify: CssMinimizerPlugin.esbuildMinify }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      // `npm run dev -w <package>`: this package rebuilt on save, inside a running portal (tooling/dev-server.js).
      ...(production
        ? {}
        : { devServer: devServer({ module: moduleOf(dir), outputPath: path.join(dir, 'dist') }) }),
    };
  };
}

module.exports = { createFederatedConfig, sharedSingletons, shellManifest, SHARED_ENTRIES };
