const { createFederatedConfig } = require('../tooling/webpack-federation');

module.exports = createFederatedConfig({
  dir: __dirname,
  name: 'lrp_auth',
  exposes: { './module': './src/module.tsx' },
});
