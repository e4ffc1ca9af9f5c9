/**
 * One webpack + Module Federation config for every app (shell and remotes).
 * webpack is pinned to 5.106.x: @module-federation/enhanced 2.9.2 crashes on 5.112
 * ("Cannot find module 'webpack/lib/util/extractUrlAndGlobal'").
 */
const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { sharedConfig } = require('./shared-deps.cjs');
const { buildInfoPlugin, currentBuildId } = require('./build-info.cjs');

const API_DEV_TARGET = 'http://localhost:3001';

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;

function compressionPlugins() {
  return [
    new CompressionPlugin({ test: COMPRESSIBLE, threshold: 1024, filename: '[path][base].gz', algorithm: 'gzip' }),
    new CompressionPlugin({
      test: COMPRESSIBLE,
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
 */
function createWebpackConfig(o) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const publicPath = o.host ? '/' : 'auto';
    // The host's bundle and its builds/latest.json carry the same id, so the version poll
    // compares against the build this page was really served with.
    const buildId = o.host ? currentBuildId() : null;
    return {
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
          {
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
          },
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
          { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          filename: 'remoteEntry.js',
          exposes: o.exposes || {},
          remotes: {},
          shared: sharedConfig(),
          // A remote loads only when its area is entered, so an offline remote cannot break start-up.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
        }),
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
        ...(buildId ? [buildInfoPlugin(buildId), new webpack.DefinePlugin({ 'process.env.SHELL_BUILD_ID': JSON.stringify(buildId) })] : []),
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
        proxy: [{ context: ['/api', '/app-config.json', '/sitemap.xml', '/robots.txt', '/media'], target: API_DEV_TARGET }],
        client: { overlay: { errors: true, warnings: false } },
      },
    };
  };
}

module.exports = { createWebpackConfig };
