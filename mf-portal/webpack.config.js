const { createWebpackConfig } = require('@site/shared/webpack');

module.exports = createWebpackConfig({
  name: 'mf_portal',
  dir: __dirname,
  port: 3102,
  exposes: { './spa': './src/spa.tsx' },
  title: 'Portal (standalone)',
});
