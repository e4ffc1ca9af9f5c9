/**
 * A page of its own beside an app's federated build (the chat's embed frame, the loader other
 * websites include): plain webpack, its own React, nothing shared with a host.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { browserModules, compressionPlugins, zodEnglishOnly } = require('./webpack-parts.cjs');

/**
 * @typedef {object} PageBuild
 * @property {string} name      its folder in dist/ (and its entry chunk's name)
 * @property {string} entry     its entry module, e.g. './src/frame.tsx'
 * @property {boolean} [html]   also write dist/<name>/index.html from the app's src/index.html
 * @property {boolean} [fixedName]  its entry file keeps its name (dist/<name>/<name>.js): a server serves it under an address of its own
 */

/**
 * @param {string} dir @param {PageBuild} page @param {boolean} production
 */
function pageWebpackConfig(dir, page, production) {
  const hashed = production ? '[name].[contenthash:8]' : '[name]';
  return {
    name: page.name,
    // After the federated build, which cleans dist/.
    dependencies: ['client'],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { [page.name]: page.entry },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist', page.name),
      publicPath: 'auto',
      filename: page.fixedName ? '[name].js' : `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: `${path.basename(dir)}_${page.name}`,
      clean: true,
    },
    ...browserModules(production),
    plugins: [
      new MiniCssExtractPlugin({ filename: `${hashed}.css`, chunkFilename: `${hashed}.css` }),
      zodEnglishOnly(),
      ...(page.html ? [new HtmlWebpackPlugin({ template: path.join(dir, 'src/index.html'), title: page.name, scriptLoading: 'defer', publicPath: 'auto' })] : []),
      ...(production ? compressionPlugins() : []),
    ],
    optimization: { moduleIds: 'deterministic' },
    performance: { hints: false },
  };
}

module.exports = { pageWebpackConfig };
