const { remoteWebpackConfig } = require('@site/shared/webpack');

module.exports = remoteWebpackConfig(__dirname, {
  // './widget' lets another host render the launcher itself, with its own language.
  exposes: { './widget': './src/widget.tsx' },
  pages: [
    // The chat for other websites: the loader they include (served as /chat/embed.js) and the
    // frame it opens (/chat/frame), neither of which runs inside a host's federation.
    { name: 'embed', entry: './src/embed-loader.ts', fixedName: true },
    { name: 'frame', entry: './src/frame.tsx', html: true },
  ],
});
