const { createWebpackConfig } = require('@site/shared/webpack');

module.exports = createWebpackConfig({
  name: 'mf_groups',
  dir: __dirname,
  port: 3103,
  exposes: { './spa': './src/spa.tsx' },
  title: 'Groups (standalone)',
});
