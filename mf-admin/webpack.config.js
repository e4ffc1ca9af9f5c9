const { remoteWebpackConfig } = require('@site/shared/webpack');

module.exports = remoteWebpackConfig(__dirname);
