const { createFederatedConfig } = require('../tooling/webpack-federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'lrp_admin',
  exposes: { './module': './src/module.ts' },
});
