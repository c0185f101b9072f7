// One webpack + Module Federation configuration for every front-end package.
// A package's webpack.config.js calls createFederatedConfig with its name and exposes; nothing else differs.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const root = path.resolve(__dirname, '..');
const versionOf = (name) =>
  JSON.parse(fs.readFileSync(require.resolve(`${name}/package.json`, { paths: [root] }), 'utf8')).version;
const major = (v) => `^${v.split('.')[0]}.0.0`;

/**
 * The libraries every package must see exactly once in the browser.
 * Mantine and ky are deliberately absent: they reach every package through @lrp/shared
 * (the facade of ARCHITECTURE.md §5), which is itself a singleton.
 */
function sharedSingletons() {
  const lib = (name, versionPkg = name) => {
    const version = versionOf(versionPkg);
    return { singleton: true, requiredVersion: major(version), version };
  };
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(root, 'shared/package.json'), 'utf8'));
  return {
    react: lib('react'),
    'react/jsx-runtime': lib('react/jsx-runtime', 'react'),
    'react-dom': lib('react-dom'),
    'react-dom/client': lib('react-dom/client', 'react-dom'),
    'react-router': lib('react-router'),
    dayjs: lib('dayjs'),
    zustand: lib('zustand'),
    i18next: lib('i18next'),
    'react-i18next': lib('react-i18next'),
    '@lrp/shared': {
      singleton: true,
      requiredVersion: `^${sharedPkg.version.split('.').slice(0, 2).join('.')}.0`,
      version: sharedPkg.version,
    },
  };
}

/** Writes the package's module.json (what it owns, its navigation) next to its mf-manifest.json. */
class EmitModuleDescriptorPlugin {
  constructor(file) {
    this.file = file;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitModuleDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitModuleDescriptorPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.fileDependencies.add(this.file);
          const descriptor = JSON.parse(fs.readFileSync(this.file, 'utf8'));
          descriptor.builtAt = new Date().toISOString();
          compilation.emitAsset('module.json', new webpack.sources.RawSource(JSON.stringify(descriptor, null, 2)));
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
 * @param {boolean} [options.host] true for the shell: an HTML entry and no exposes
 */
function createFederatedConfig({ dir, name, exposes, host = false }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const builtAt = new Date().toISOString();
    return {
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
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
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2022',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpe?g|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __LRP_BUILD__: JSON.stringify({
            version: pkg.version,
            module: pkg.name,
            builtAt,
            label: process.env.LRP_BUILD_LABEL || `built ${builtAt.slice(0, 16).replace('T', ' ')} UTC`,
          }),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: { ...(exposes ?? {}), './runtime-identity': path.join(__dirname, 'runtime-identity.ts') },
          remotes: {},
          shared: sharedSingletons(),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
        ...(host
          ? [new HtmlWebpackPlugin({ template: './src/index.html', scriptLoading: 'defer', favicon: './src/favicon.svg', chunks: ['main'] })]
          : [new EmitModuleDescriptorPlugin(path.join(dir, 'module.json'))]),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        minimizer: [new TerserPlugin({ extractComments: false })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createFederatedConfig, sharedSingletons };
