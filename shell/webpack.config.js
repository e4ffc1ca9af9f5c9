const { createWebpackConfig } = require('@site/shared/webpack');

module.exports = createWebpackConfig({ name: 'shell', dir: __dirname, port: 3000, host: true, title: 'Nukhba Software', favicon: require('node:path').join(__dirname, 'src/favicon.svg') });
