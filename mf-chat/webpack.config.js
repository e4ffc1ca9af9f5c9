const { remoteWebpackConfig } = require('@site/shared/webpack');

// './widget' lets another host render the launcher itself, with its own language.
module.exports = remoteWebpackConfig(__dirname, { exposes: { './widget': './src/widget.tsx' } });
