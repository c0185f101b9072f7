const { createFederatedConfig } = require('../tooling/webpack-federation');

module.exports = createFederatedConfig({ dir: __dirname, name: 'lrp_shell', host: true });
