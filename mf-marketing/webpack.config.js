const { createWebpackConfig } = require('@site/shared/webpack');

module.exports = createWebpackConfig({
  name: 'mf_marketing',
  dir: __dirname,
  port: 3101,
  exposes: { './spa': './src/spa.tsx' },
  title: 'Marketing (standalone)',
});
