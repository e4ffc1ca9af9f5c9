/**
 * The first-load budget, checked after every app is built (`npm run build`): for each page of
 * FIRST_LOAD_PAGES (`@site/shared/budgets`), the JavaScript a browser must fetch before the
 * server-rendered page hydrates (the shell's entry scripts, then `pageFiles`: the shell's
 * bootstrap, the owning remote's entry, './spa' module, page chunk and the shared modules they
 * need), gzip. Past the page's limit the build fails with the list of files, heaviest first; a
 * page still above the target (FIRST_LOAD_BUDGET_KB) is reported as such (docs/performance.md).
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
/** @type {typeof import('../src/budgets/index.ts')} */
const { FIRST_LOAD_BUDGET_KB, FIRST_LOAD_PAGES } = requireTs('../src/budgets/index.ts', __filename);

/** Pages and limits: the budgets module's, or (tests) a JSON list given in FIRST_LOAD_PAGES. */
/** @type {readonly { routeId: string, limitKB: number }[]} */
const PAGES = process.env.FIRST_LOAD_PAGES ? JSON.parse(process.env.FIRST_LOAD_PAGES) : FIRST_LOAD_PAGES;

const MANIFEST = 'mf-manifest.json';

/** @param {string} dist */
function readManifest(dist) {
  /** @type {import('../src/ssr/page-files.ts').AppManifest} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8'));
  return manifest;
}

/**
 * Every script of a page's first load with its gzip size, read from the apps' dist folders.
 * @param {string} root the repository root (its app folders hold their dist/)
 * @param {string} routeId
 */
function pageFirstLoad(root, routeId) {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`the route table has no route ${routeId}`);
  const shellDist = path.join(root, 'shell', 'dist');
  const remoteDist = path.join(root, route.app, 'dist');
  const shell = readManifest(shellDist);
  /** @type {string[]} */
  const files = shell.entry.js.map((f) => path.join(shellDist, f));
  for (const { from, files: group } of pageFiles(shell, readManifest(remoteDist), route.id)) {
    for (const f of group.js) files.push(path.join(from === 'shell' ? shellDist : remoteDist, f));
  }
  return [...new Set(files)].map((file) => ({ file: path.relative(root, file), gzipBytes: gzipSync(fs.readFileSync(file), { level: 9 }).length }));
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..'));
  for (const { routeId, limitKB } of PAGES) {
    const scripts = pageFirstLoad(root, routeId).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalKB = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    const target = totalKB > FIRST_LOAD_BUDGET_KB ? `, ${(totalKB - FIRST_LOAD_BUDGET_KB).toFixed(1)} KB above the ${FIRST_LOAD_BUDGET_KB} KB target` : '';
    const summary = `${routeId}: JavaScript before hydration ${totalKB.toFixed(1)} KB gzip in ${scripts.length} files (limit ${limitKB} KB${target})`;
    if (totalKB <= limitKB) {
      console.log(summary);
      continue;
    }
    console.error(`${summary}: over the limit by ${(totalKB - limitKB).toFixed(1)} KB`);
    for (const s of scripts) console.error(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
    process.exitCode = 1;
  }
}

if (require.main === module) main();

module.exports = { pageFirstLoad };
