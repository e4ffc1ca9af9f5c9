/**
 * The home page's first-load budget, checked after every app is built (`npm run build`): the
 * JavaScript a browser must fetch before the server-rendered home page hydrates (the scripts of
 * the shell's index.html, then `pageFiles`: the shell's bootstrap, the owning remote's entry,
 * './spa' module and page chunk), gzip. Past LIMIT_KB the build fails with the list of files,
 * heaviest first (docs/performance.md).
 * `node first-load-budget.cjs [repo root]`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');
const { require: requireTs } = require('tsx/cjs/api');

/** @type {typeof import('../src/routes/index.ts')} */
const { ROUTES } = requireTs('../src/routes/index.ts', __filename);
/** @type {typeof import('../src/ssr/page-files.ts')} */
const { pageFiles } = requireTs('../src/ssr/page-files.ts', __filename);

const LIMIT_KB = 130;
const MANIFEST = 'mf-manifest.json';

/** @param {string} dist */
function readManifest(dist) {
  /** @type {import('../src/ssr/page-files.ts').AppManifest} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8'));
  return manifest;
}

/** The scripts index.html loads itself (the shell's entry), as paths inside its dist folder. @param {string} dist */
function indexScripts(dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/^\//, ''));
}

/**
 * Every script of the home page's first load with its gzip size, read from the apps' dist folders.
 * @param {string} root the repository root (its app folders hold their dist/)
 */
function homeFirstLoad(root) {
  const home = ROUTES.find((r) => r.pattern === '');
  if (!home) throw new Error('the route table has no home route');
  const shellDist = path.join(root, 'shell', 'dist');
  const remoteDist = path.join(root, home.app, 'dist');
  /** @type {string[]} */
  const files = indexScripts(shellDist).map((f) => path.join(shellDist, f));
  for (const { from, files: group } of pageFiles(readManifest(shellDist), readManifest(remoteDist), home.id)) {
    for (const f of group.js) files.push(path.join(from === 'shell' ? shellDist : remoteDist, f));
  }
  return [...new Set(files)].map((file) => ({ file: path.relative(root, file), gzipBytes: gzipSync(fs.readFileSync(file), { level: 9 }).length }));
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..'));
  const scripts = homeFirstLoad(root).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const totalKB = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  const summary = `home page JavaScript before hydration: ${totalKB.toFixed(1)} KB gzip in ${scripts.length} files (limit ${LIMIT_KB} KB)`;
  if (totalKB <= LIMIT_KB) {
    console.log(summary);
    return;
  }
  console.error(`${summary}: over the limit by ${(totalKB - LIMIT_KB).toFixed(1)} KB`);
  for (const s of scripts) console.error(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  process.exitCode = 1;
}

if (require.main === module) main();

module.exports = { homeFirstLoad, LIMIT_KB };
