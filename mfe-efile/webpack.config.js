const { createFederatedConfig } = require('../tooling/webpack-federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'lrp_efile',
  exposes: { './module': './src/module.ts' },
});
