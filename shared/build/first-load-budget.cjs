/**
 * The first-load budget, checked after every app is built (`npm run build`): for each page of
 * FIRST_LOAD_PAGES (`@site/shared/budgets`), in the language of its path (each page is listed in
 * English and in Arabic: the Arabic texts are the heavier), the JavaScript a browser must fetch before the
 * server-rendered page hydrates (the shell's entry scripts, then `pageFiles`: the shell's
 * bootstrap, the owning remote's entry, './spa' module, page chunk and the shared modules they
 * need), gzip as it is served: the build's pre-compressed `.gz` copy of each file (zopfli), or the
 * file itself where the build wrote none (under 1 KB, sent as is). Past the page's limit the build fails with the list of files, heaviest first; a
 * page still above the target (FIRST_LOAD_BUDGET_KB) is reported as such (docs/performance.md).
 * Then the chat frame other websites open (mf-chat's dist/frame): its page's scripts and its texts
 * in English, brotli, against EMBED_BUDGET (weight and number of scripts).
 * `node first-load-budget.cjs [repo root]`.
 */
const fs = require('node:fs');
const path = require('node:path');
const { require: requireTs } = require('tsx/cjs/api');

/** @type {typeof import('../src/routes/index.ts')} */
const { ROUTES } = requireTs('../src/routes/index.ts', __filename);
/** @type {typeof import('../src/ssr/page-files.ts')} */
const { pageFiles } = requireTs('../src/ssr/page-files.ts', __filename);
/** @type {typeof import('../src/routes/locale-path.ts')} */
const { langOfPath } = requireTs('../src/routes/locale-path.ts', __filename);
/** @type {typeof import('../src/budgets/index.ts')} */
const { EMBED_BUDGET, FIRST_LOAD_BUDGET_KB, FIRST_LOAD_PAGES } = requireTs('../src/budgets/index.ts', __filename);

/** Pages and limits: the budgets module's, or (tests) a JSON list given in FIRST_LOAD_PAGES. */
/** @type {readonly { routeId: string, path?: string, limitKB: number }[]} */
const PAGES = process.env.FIRST_LOAD_PAGES ? JSON.parse(process.env.FIRST_LOAD_PAGES) : FIRST_LOAD_PAGES;

const MANIFEST = 'mf-manifest.json';

/** @param {string} dist */
function readManifest(dist) {
  /** @type {import('../src/ssr/page-files.ts').AppManifest} */
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, MANIFEST), 'utf8'));
  return manifest;
}

/**
 * The bytes a browser receives for `file` in `encoding`: the build's pre-compressed copy
 * (`.gz`: zopfli, `.br`: Brotli 11), or the file itself where it wrote none (under 1 KB).
 * @param {string} file
 * @param {'gz' | 'br'} encoding
 */
function servedBytes(file, encoding) {
  const copy = `${file}.${encoding}`;
  return fs.statSync(fs.existsSync(copy) ? copy : file).size;
}

/**
 * Every script of a page's first load in `lang` with its gzip size as served, read from the apps' dist folders.
 * @param {string} root the repository root (its app folders hold their dist/)
 * @param {string} routeId
 * @param {string} lang
 */
function pageFirstLoad(root, routeId, lang) {
  const route = ROUTES.find((r) => r.id === routeId);
  if (!route) throw new Error(`the route table has no route ${routeId}`);
  const shellDist = path.join(root, 'shell', 'dist');
  const remoteDist = path.join(root, route.app, 'dist');
  const shell = readManifest(shellDist);
  /** @type {string[]} */
  const files = shell.entry.js.map((f) => path.join(shellDist, f));
  for (const { from, files: group } of pageFiles(shell, readManifest(remoteDist), route.id, lang)) {
    for (const f of group.js) files.push(path.join(from === 'shell' ? shellDist : remoteDist, f));
  }
  return [...new Set(files)].map((file) => ({ file: path.relative(root, file), gzipBytes: servedBytes(file, 'gz') }));
}

/** The chat frame's build, beside mf-chat's federated one. */
const FRAME_DIR = path.join('mf-chat', 'dist', 'frame');

/**
 * The scripts the chat frame loads when a visitor opens it in `lang`: those of its page, and its
 * texts in that language (the chat's own and the shared library's), each with its brotli size
 * (the API serves the pre-compressed copies).
 * @param {string} root
 * @param {string} lang
 */
function frameOnOpen(root, lang) {
  const dir = path.join(root, FRAME_DIR);
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
  const texts = new RegExp(`^(common-)?texts-${lang}(\\.[0-9a-f]+)?\\.js$`);
  const files = [...scripts, ...fs.readdirSync(dir).filter((f) => texts.test(f))];
  return files.map((f) => ({ file: path.join(FRAME_DIR, f), brotliBytes: servedBytes(path.join(dir, f), 'br') }));
}

/** @param {string} root */
function checkFrame(root) {
  const scripts = frameOnOpen(root, 'en').sort((a, b) => b.brotliBytes - a.brotliBytes);
  const totalKB = scripts.reduce((sum, s) => sum + s.brotliBytes, 0) / 1024;
  const { frameScriptsKB: limitKB, frameScriptRequests: maxScripts } = EMBED_BUDGET;
  const summary = `chat frame: JavaScript on opening ${totalKB.toFixed(1)} KB brotli in ${scripts.length} files (limit ${limitKB} KB in ${maxScripts})`;
  if (totalKB <= limitKB && scripts.length <= maxScripts) {
    console.log(summary);
    return;
  }
  console.error(`${summary}: over the limit`);
  for (const s of scripts) console.error(`  ${(s.brotliBytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
  process.exitCode = 1;
}

function main() {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..', '..'));
  for (const { routeId, path: pagePath, limitKB } of PAGES) {
    const lang = langOfPath(pagePath ?? '/');
    const scripts = pageFirstLoad(root, routeId, lang).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const totalKB = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    const target = totalKB > FIRST_LOAD_BUDGET_KB ? `, ${(totalKB - FIRST_LOAD_BUDGET_KB).toFixed(1)} KB above the ${FIRST_LOAD_BUDGET_KB} KB target` : '';
    const summary = `${routeId} (${lang}): JavaScript before hydration ${totalKB.toFixed(1)} KB gzip in ${scripts.length} files (limit ${limitKB} KB${target})`;
    if (totalKB <= limitKB) {
      console.log(summary);
      continue;
    }
    console.error(`${summary}: over the limit by ${(totalKB - limitKB).toFixed(1)} KB`);
    for (const s of scripts) console.error(`  ${(s.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${s.file}`);
    process.exitCode = 1;
  }
  checkFrame(root);
}

if (require.main === module) main();

module.exports = { frameOnOpen, pageFirstLoad };
