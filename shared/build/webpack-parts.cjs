/**
 * Pieces every browser build of the apps shares: how sources are read, the pre-compressed copies,
 * zod's English-only locale packs, and a remote's unpacked types.
 */
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const zopfli = require('@gfx/zopfli');
const { swcRule } = require('./webpack-server.cjs');

// The zip library the federation types plugin itself packs @mf-types.zip with.
/** @type {new (file: string) => { extractAllTo(target: string, overwrite: boolean): void }} */
const AdmZip = require(require.resolve('adm-zip', { paths: [path.dirname(require.resolve('@module-federation/dts-plugin'))] }));

/** zod's module of all its locale packs, and what the browser builds take instead (zod-locales.mjs). */
const ZOD_LOCALES = /zod[\\/]v4[\\/]locales[\\/]index\.js$/;
const ZOD_ENGLISH = path.join(__dirname, 'zod-locales.mjs');

/** Replaces zod's module of all locale packs with zod-locales.mjs. */
const zodEnglishOnly = () => new webpack.NormalModuleReplacementPlugin(ZOD_LOCALES, ZOD_ENGLISH);

/**
 * The site's builds take `zod/mini` (the realtime and chat protocols, written with its functional
 * API for the chat frame's sake) as the page's one shared zod, whose API has the same functions:
 * replaced before Module Federation looks the request up, so it consumes the shared singleton
 * and a page with a form and the chat runs one zod. The chat frame's own build keeps zod/mini.
 */
const zodMiniAsSharedZod = () => new webpack.NormalModuleReplacementPlugin(/^zod\/mini$/, 'zod');

/** The federation SDK the shell's runtime already carries (`@module-federation/enhanced`'s). */
const FEDERATION_SDK = require.resolve('@module-federation/sdk').replace(/\.cjs$/, '.js');

/**
 * `@module-federation/retry-plugin` (0.17.1, its newest release) depends on an older
 * `@module-federation/sdk` for its logger alone; npm installs that copy beside it, and the shell's
 * first load then carried a second SDK. Its imports of the SDK take the runtime's copy instead,
 * whose `createLogger` is the same function: one SDK per page.
 */
const oneFederationSdk = () =>
  new webpack.NormalModuleReplacementPlugin(/^@module-federation\/sdk$/, (resource) => {
    if (/[\\/]retry-plugin[\\/]/.test(resource.context)) resource.request = FEDERATION_SDK;
  });

const COMPRESSIBLE = /\.(js|css|json|svg|html)$/;
// The manifest is small and gets our additions after compression runs: a compressed copy would be stale.
const NOT_COMPRESSED = /mf-manifest\.json$/;

/**
 * The remote's published types (`@mf-types.zip`, what a consumer elsewhere downloads) also
 * unpacked beside it, in dist/@mf-types: the consumers in this repository type-check against
 * that folder (their tsconfig `paths`), as the federation plugin's own consumer would after
 * downloading the zip.
 */
function unpackedTypesPlugin() {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      compiler.hooks.afterEmit.tap('UnpackedTypes', () => {
        const dist = /** @type {string} */ (compiler.options.output.path);
        const zip = path.join(dist, '@mf-types.zip');
        if (!fs.existsSync(zip)) throw new Error(`${zip} was not written: the remote's types failed`);
        fs.rmSync(path.join(dist, '@mf-types'), { recursive: true, force: true });
        new AdmZip(zip).extractAllTo(path.join(dist, '@mf-types'), true);
      });
    },
  };
}

/** How a browser build reads TypeScript, CSS and assets. @param {boolean} production */
function browserModules(production) {
  return {
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(png|jpe?g|gif|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
  };
}

/**
 * Zopfli writes standard gzip 3–4 % smaller than zlib's best level, at build time only: browsers
 * that do not take Brotli fetch less, and the first-load budget weighs these copies. Five
 * iterations keep almost all of the gain (the default fifteen save 0.02 % more at twice the time).
 */
const ZOPFLI = { numiterations: 5 };

function compressionPlugins() {
  return [
    new (/** @type {typeof CompressionPlugin<typeof ZOPFLI>} */ (CompressionPlugin))({
      test: COMPRESSIBLE,
      exclude: NOT_COMPRESSED,
      threshold: 1024,
      filename: '[path][base].gz',
      algorithm: zopfli.gzip,
      compressionOptions: ZOPFLI,
    }),
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
 * Publishes flag-icons' 4:3 country flags as `flags/<iso2>.svg` of the build (the shell's): the
 * phone input shows them as images (`flagUrl` in src/phone), each loaded only when shown.
 * @returns {import('webpack').WebpackPluginInstance}
 */
function flagsPlugin() {
  const dir = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('flags', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'flags', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.svg'))) {
            compilation.emitAsset(`flags/${file}`, new compiler.webpack.sources.RawSource(fs.readFileSync(path.join(dir, file))));
          }
        });
      });
    },
  };
}

module.exports = { browserModules, compressionPlugins, flagsPlugin, oneFederationSdk, unpackedTypesPlugin, zodEnglishOnly, zodMiniAsSharedZod };
