/**
 * One webpack + Module Federation config for every app (shell and remotes), with webpack's
 * own ModuleFederationPlugin: its runtime costs about 4 KB gzip per app, where the
 * @module-federation/enhanced runtime cost about 27 KB in the host and again in every
 * remote's entry, a third of the page's first-load budget (see the README's design notes).
 * An app with a server entry (`o.server`) also gets a Node build of it (webpack-server.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { require: requireTs } = require('tsx/cjs/api');
const { sharedConfig } = require('./shared-deps.cjs');
const { buildInfoPlugin, currentBuildId } = require('./build-info.cjs');
const { manifestPlugins } = require('./manifest.cjs');
const { serverWebpackConfig, swcRule } = require('./webpack-server.cjs');

/** @type {typeof import('../src/remotes/index.ts')} */
const { REMOTES } = requireTs('../src/remotes/index.ts', __filename);

const API_DEV_TARGET = 'http://localhost:3001';

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
// The manifest is small and, with a server build, written twice: a compressed copy could be stale.
const NOT_COMPRESSED = /mf-manifest\.json$/;

function compressionPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, exclude: NOT_COMPRESSED, threshold: 1024, filename: '[path][base].gz', algorithm: 'gzip' }),
    // Typed for Brotli's options: the plugin's default type is gzip's.
    new (/** @type {typeof CompressionPlugin<zlib.BrotliOptions>} */ (CompressionPlugin))({
      test: COMPRESSIBLE,
      exclude: NOT_COMPRESSED,
      threshold: 1024,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {object} o
 * @param {string} o.name       federation name, e.g. 'mf_marketing'
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.js)
 * @param {number} o.port       dev server port
 * @param {boolean} [o.host]    true for the shell
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.title]    standalone page title
 * An app whose folder has `src/server.tsx` (its server entry: rendering its pages to HTML)
 * also gets the Node build of it in production.
 */
function createWebpackConfig(o) {
  /** @param {unknown} _env @param {{ mode?: string }} argv */
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const publicPath = o.host ? '/' : 'auto';
    // The host's bundle and its builds/latest.json carry the same id, so the version poll
    // compares against the build this page was really served with; the manifest carries it too.
    const buildId = currentBuildId();
    const exposes = o.exposes || {};
    const serverEntry = path.join(o.dir, 'src', 'server.tsx');
    const withServer = production && fs.existsSync(serverEntry);
    const manifest = manifestPlugins({ name: o.name, buildId, host: Boolean(o.host), exposes, withServer });
    const client = {
      name: 'client',
      mode: production ? 'production' : 'development',
      context: o.dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(o.dir, 'dist'),
        publicPath,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: o.name,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
      module: {
        rules: [
          swcRule(production),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.container.ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          // Each exposed module gets a named chunk ('./spa' -> spa.<hash>.js) the manifest lists.
          exposes: Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, { import: file, name: key.replace(/^\.\//, '') }])),
          // The host's singletons are in its first script: no extra round trip before React, and
          // still one React, since every remote takes the host's copy.
          shared: sharedConfig({ eager: Boolean(o.host) }),
        }),
        manifest.client,
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(o.dir, 'src/index.html'),
          title: o.title || o.name,
          scriptLoading: 'defer',
          // A remote's standalone dev page is opened on deep links (/ar/blog/3): its script
          // tags must be absolute. Chunks loaded by the shell keep the remote's 'auto' path.
          publicPath: o.host || !production ? '/' : 'auto',
        }),
        // Brotli and gzip copies beside each text asset: the API serves them (preCompressed) to
        // browsers that accept them, without compressing on every request; a CDN can too.
        ...(production ? compressionPlugins() : []),
        ...(o.host ? [buildInfoPlugin(buildId), new webpack.DefinePlugin({ 'process.env.SHELL_BUILD_ID': JSON.stringify(buildId) })] : []),
      ],
      optimization: { moduleIds: 'deterministic' },
      performance: { hints: false },
      devServer: {
        port: o.port,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // Everything the API serves besides the frontends: data, run-time config, SEO files, media.
        // ws: the realtime socket under /api goes through the same proxy.
        proxy: [{ context: ['/api', '/app-config.json', '/sitemap.xml', '/robots.txt', '/media'], target: API_DEV_TARGET, ws: true }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
    return withServer ? [client, serverWebpackConfig({ dir: o.dir, entry: serverEntry, plugin: manifest.server })] : client;
  };
}

/**
 * A remote's config: its federation name and dev port come from the shared remote list, found
 * by the remote's folder name. Every remote exposes its single-spa lifecycles as './spa'.
 * @param {string} dir  the remote's folder (__dirname of its webpack.config.js)
 * @param {{ exposes?: Record<string, string> }} [extra]  exposes beyond './spa'
 */
function remoteWebpackConfig(dir, extra = {}) {
  const remote = REMOTES.find((r) => r.name === path.basename(dir));
  if (!remote) throw new Error(`${dir} is not in the remote list (shared/src/remotes)`);
  return createWebpackConfig({
    name: remote.federation,
    dir,
    port: remote.devPort,
    exposes: { './spa': './src/spa.tsx', ...extra.exposes },
    title: `${remote.name} (standalone)`,
  });
}

module.exports = { createWebpackConfig, remoteWebpackConfig };
