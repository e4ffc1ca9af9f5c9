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

/** @param {(file: string) => void} onEntry */
function serverEntryName(onEntry) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.afterEmit.tap('ServerEntryName', (compilation) => {
        const file = [...(compilation.entrypoints.get('server')?.getFiles() ?? [])].find((f) => f.endsWith('.cjs'));
        if (!file) throw new Error(`${compiler.context}: the server build has no entry file`);
        onEntry(file);
      });
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir     the app folder
 * @param {string} o.entry   absolute path of the server entry
 * @param {(file: string) => void} o.onEntry  told the server file's name (the browser build's manifest names it)
 */
function serverWebpackConfig(o) {
  return {
    name: 'server',
    // Before the browser build, whose manifest names the server file.
    mode: 'production',
    context: o.dir,
    target: 'node20',
    entry: { server: o.entry },
    output: {
      path: path.join(o.dir, 'dist'),
      filename: 'ssr/[name].[contenthash:8].cjs',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      // Only the previous server build goes: the rest of dist is the browser build's.
      clean: { keep: (/** @type {string} */ file) => !file.startsWith('ssr/') },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        swcRule(true),
        { test: /\.css$/, loader: require.resolve('./ignore-loader.cjs') },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), serverEntryName(o.onEntry)],
    // Readable stack traces in the server's log; the file is not sent to browsers.
    optimization: { minimize: false, moduleIds: 'deterministic' },
    devtool: false,
    performance: { hints: false },
  };
}

module.exports = { serverWebpackConfig, swcRule };
