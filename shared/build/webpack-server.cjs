/**
 * The Node build of an app's server entry (`src/server.tsx`): one self-contained CommonJS file in
 * dist/ssr, React and the app's dependencies included, so the page server can load any release
 * of the app next to any other app's release. Styles are the browser build's business (ignored
 * here); asset imports resolve to the same file names the browser build emits.
 */
const path = require('node:path');
const webpack = require('webpack');

/** TypeScript and JSX through swc, for the browser and the server builds alike. */
/** @param {boolean} production */
function swcRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir     the app folder
 * @param {string} o.entry   absolute path of the server entry
 * @param {import('webpack').WebpackPluginInstance} o.plugin  writes the manifest
 */
function serverWebpackConfig(o) {
  return {
    name: 'server',
    // After the browser build: the manifest needs both, and the browser build cleans dist.
    dependencies: ['client'],
    mode: 'production',
    context: o.dir,
    target: 'node20',
    entry: { server: o.entry },
    output: {
      path: path.join(o.dir, 'dist'),
      filename: 'ssr/[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, loader: require.resolve('./ignore-loader.cjs') },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), o.plugin],
    // Readable stack traces in the server's log; the file is not sent to browsers.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    devtool: false,
    performance: { hints: false },
  };
}

module.exports = { serverWebpackConfig, swcRule };
