const { createWebpackConfig } = require('@site/shared/webpack');

module.exports = createWebpackConfig({
  name: 'mf_chat',
  dir: __dirname,
  port: 3104,
  // './widget' lets another host render the launcher itself, with its own language.
  exposes: { './spa': './src/spa.tsx', './widget': './src/widget.tsx' },
  title: 'Chat (standalone)',
});
