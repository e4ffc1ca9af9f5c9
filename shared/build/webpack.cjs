/**
 * One webpack + Module Federation config for every app (shell and remotes), with
 * `@module-federation/enhanced`: its plugin, its manifest (`mf-manifest.json`, with our additions
 * from manifest-extras.cjs) and its runtime. The runtime is paid once per page: the shell puts it
 * on the page (its ES module build, see INJECT_RUNTIME_PLUGIN) and every remote's production
 * build uses that copy (`experiments.externalRuntime`). Each remote publishes the types of what it
 * exposes (`@mf-types`); the shell's and other consumers' type checks read them.
 * An app with a server entry (`o.server`) also gets a Node build of it (webpack-server.cjs).
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { require: requireTs } = require('tsx/cjs/api');
const { sharedConfig } = require('./shared-deps.cjs');
const { buildInfoPlugin, currentBuildId } = require('./build-info.cjs');
const { manifestExtrasPlugin, MANIFEST } = require('./manifest-extras.cjs');
const { serverWebpackConfig } = require('./webpack-server.cjs');
const { browserModules, compressionPlugins, flagsPlugin, oneFederationSdk, unpackedTypesPlugin, zodEnglishOnly, zodMiniAsSharedZod } = require('./webpack-parts.cjs');
const { pageWebpackConfig } = require('./webpack-page.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
/** @type {typeof import('../src/remotes/index.ts')} */
const { REMOTES } = requireTs('../src/remotes/index.ts', __filename);

/**
 * The plugin that puts the host's federation runtime on the page for the remotes
 * (`experiments.provideExternalRuntime` adds it too, but by its CommonJS build, which brings a
 * second, CommonJS copy of the runtime into the host): its ES module build.
 */
const INJECT_RUNTIME_PLUGIN = path.join(path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')), 'index.js');

const API_DEV_TARGET = 'http://localhost:3001';

/**
 * @param {object} o
 * @param {string} o.name       federation name, e.g. 'mf_marketing'
 * @param {string} o.dir        the app folder (__dirname of its webpack.config.js)
 * @param {number} o.port       dev server port
 * @param {boolean} [o.host]    true for the shell
 * @param {Record<string,string>} [o.exposes]
 * @param {string} [o.title]    standalone page title
 * @param {string} [o.favicon]  the page icon (a file the build copies beside index.html and links)
 * @param {import('./webpack-page.cjs').PageBuild[]} [o.pages] browser builds of their own, without Module Federation, in dist/<name>/
 * @param {Record<string, readonly string[]>} [o.pageRoutes] route ids of each page chunk several routes share (manifest-extras.cjs)
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
    const pages = o.pages ?? [];
    const serverEntry = path.join(o.dir, 'src', 'server.tsx');
    const withServer = production && fs.existsSync(serverEntry);
    /** @type {string | null} */
    let ssrEntry = null;
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
        // The server build (dist/ssr) runs first and stays; the page builds (o.pages) run after.
        clean: { keep: new RegExp(`^(${['ssr', ...pages.map((p) => p.name)].join('|')})/`) },
      },
      ...browserModules(production),
      plugins: [
        new ModuleFederationPlugin({
          name: o.name,
          ...(o.host ? {} : { filename: 'remoteEntry.js', exposes }),
          // The host's singletons are in its first script: no extra round trip before React, and
          // still one React, since every remote takes the host's copy.
          shared: sharedConfig({ eager: Boolean(o.host) }),
          // A remote's entry loads when its area is entered, not at start-up: one offline remote
          // cannot stop the page from starting.
          shareStrategy: 'loaded-first',
          manifest: { fileName: MANIFEST },
          // A remote's production build publishes the types of what it exposes (dist/@mf-types,
          // named in its manifest); consumers type-check against them (tsconfig paths).
          dts: production && !o.host ? { generateTypes: { abortOnError: true, extractThirdParty: false, compileInChildProcess: false }, consumeTypes: false, displayErrorInTerminal: true } : false,
          ...(o.host ? { runtimePlugins: [INJECT_RUNTIME_PLUGIN] } : {}),
          // A remote's production build runs on the host's runtime; its standalone dev page has
          // no host, so it carries its own. Only the shell loads remotes: a remote's build leaves
          // out the bundler runtime's remote loading (`disableRemote`).
          experiments: { ...(o.host ? {} : { externalRuntime: production }), optimization: { target: 'web', ...(o.host ? {} : { disableRemote: true }) } },
        }),
        manifestExtrasPlugin({ buildId, host: Boolean(o.host), ssrEntry: () => ssrEntry, pageRoutes: o.pageRoutes }),
        ...(production && !o.host ? [unpackedTypesPlugin()] : []),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:8].css' : '[name].css',
          chunkFilename: production ? '[id].[contenthash:8].css' : '[id].css',
        }),
        new HtmlWebpackPlugin({
          template: path.join(o.dir, 'src/index.html'),
          title: o.title || o.name,
          // The site's icon (the brand mark), linked from every page so no browser asks for /favicon.ico.
          ...(o.favicon ? { favicon: o.favicon } : {}),
          scriptLoading: 'defer',
          // A remote's standalone dev page is opened on deep links (/ar/blog/3): its script
          // tags must be absolute. Chunks loaded by the shell keep the remote's 'auto' path.
          publicPath: o.host || !production ? '/' : 'auto',
        }),
        zodEnglishOnly(),
        zodMiniAsSharedZod(),
        oneFederationSdk(),
        // Brotli and gzip copies beside each text asset: the API serves them (preCompressed) to
        // browsers that accept them, without compressing on every request; a CDN can too.
        ...(production ? compressionPlugins() : []),
        ...(o.host ? [buildInfoPlugin(buildId), flagsPlugin(), new webpack.DefinePlugin({ 'process.env.SHELL_BUILD_ID': JSON.stringify(buildId) })] : []),
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
    const pageBuilds = pages.map((page) => pageWebpackConfig(o.dir, page, production));
    if (!withServer) return pageBuilds.length ? [client, ...pageBuilds] : client;
    const server = serverWebpackConfig({ dir: o.dir, entry: serverEntry, onEntry: (file) => (ssrEntry = file) });
    return [server, { ...client, dependencies: ['server'] }, ...pageBuilds];
  };
}

/**
 * A remote's config: its federation name and dev port come from the shared remote list, found
 * by the remote's folder name. Every remote exposes its single-spa lifecycles as './spa'.
 * @param {string} dir  the remote's folder (__dirname of its webpack.config.js)
 * @param {{ exposes?: Record<string, string>, pages?: import('./webpack-page.cjs').PageBuild[], pageRoutes?: Record<string, readonly string[]> }} [extra]  exposes beyond './spa', page builds, shared page chunks' route ids
 */
function remoteWebpackConfig(dir, extra = {}) {
  const remote = REMOTES.find((r) => r.name === path.basename(dir));
  if (!remote) throw new Error(`${dir} is not in the remote list (shared/src/remotes)`);
  return createWebpackConfig({
    name: remote.federation,
    dir,
    port: remote.devPort,
    exposes: { './spa': './src/spa.tsx', ...extra.exposes },
    pages: extra.pages,
    pageRoutes: extra.pageRoutes,
    title: `${remote.name} (standalone)`,
  });
}

module.exports = { createWebpackConfig, remoteWebpackConfig };
