/**
 * Module resolution for eslint-plugin-import's cycle and zone rules, the way the apps resolve:
 * `@site/shared/<subpath>` through the package's `exports`, relative paths to their TypeScript
 * source (the API writes `./x.js` for `./x.ts`). Other packages count as external and are
 * not followed, so the rules look at our own files only.
 */
const fs = require('node:fs');
const path = require('node:path');

const SHARED = path.resolve(__dirname, '..');
/** @type {Record<string, string>} */
const SHARED_EXPORTS = require('../package.json').exports;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** @param {string} file */
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;

/** @param {string} base  absolute path as written, maybe without extension */
function firstExisting(base) {
  const stems = /\.js$/.test(base) ? [base.replace(/\.js$/, ''), base] : [base];
  for (const stem of stems) {
    for (const ext of EXTENSIONS) if (isFile(stem + ext)) return stem + ext;
  }
  return null;
}

/**
 * @param {string} source  the import specifier
 * @param {string} file    the importing file
 * @returns {{ found: boolean, path?: string | null }}
 */
function resolve(source, file) {
  if (source === '@site/shared' || source.startsWith('@site/shared/')) {
    const target = SHARED_EXPORTS[`.${source.slice('@site/shared'.length)}`];
    return target ? { found: true, path: path.join(SHARED, target) } : { found: false };
  }
  if (source.startsWith('.') || path.isAbsolute(source)) {
    const found = firstExisting(path.resolve(path.dirname(file), source));
    return found ? { found: true, path: found } : { found: false };
  }
  // A package: resolved, but as an external module the rules do not follow.
  return { found: true, path: null };
}

module.exports = { interfaceVersion: 2, resolve };
