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
const { swcRule } = require('./webpack-server.cjs');

// The zip library the federation types plugin itself packs @mf-types.zip with.
/** @type {new (file: string) => { extractAllTo(target: string, overwrite: boolean): void }} */
const AdmZip = require(require.resolve('adm-zip', { paths: [path.dirname(require.resolve('@module-federation/dts-plugin'))] }));

/** zod's module of all its locale packs, and what the browser builds take instead (zod-locales.mjs). */
const ZOD_LOCALES = /zod[\\/]v4[\\/]locales[\\/]index\.js$/;
const ZOD_ENGLISH = path.join(__dirname, 'zod-locales.mjs');

/** Replaces zod's module of all locale packs with zod-locales.mjs. */
const zodEnglishOnly = () => new webpack.NormalModuleReplacementPlugin(ZOD_LOCALES, ZOD_ENGLISH);

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

module.exports = { browserModules, compressionPlugins, unpackedTypesPlugin, zodEnglishOnly };
