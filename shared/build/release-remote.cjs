#!/usr/bin/env node
/**
 * Releases one remote without building the shell or the API. Run from the remote's folder:
 *
 *   npm run release -w @site/mf-groups -- --to <folder> [--url <public URL of that folder>] [--map <remote-map.json>] [--skip-build]
 *   npm run release -w @site/mf-groups -- --rollback --to <folder> [--url ...] [--map ...]
 *
 * A release builds the remote (unless --skip-build), copies `dist` to `<folder>/<remote>/<build id>/`
 * (the build id from its mf-manifest.json; earlier releases stay, so open tabs keep their chunks),
 * records it in `<folder>/<remote>/releases.json` and points the remote map at it: `--map` names the
 * API's REMOTE_MAP_FILE, rewritten atomically; every instance follows within a second. A rollback
 * points the map at the release before the current one. `<folder>` is any static host's root:
 * a served folder, or a bucket mounted or synced to a CDN; `--url` is where browsers reach it.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {Record<string, string | boolean>} */
  const args = {};
  for (let i = 0; i < argv.length; i += 1) {
    const key = (argv[i] ?? '').replace(/^--/, '');
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[key] = true;
    else {
      args[key] = next;
      i += 1;
    }
  }
  return args;
}

/** @param {string} message */
function fail(message) {
  console.error(`release: ${message}`);
  process.exit(1);
}

/** @param {string} file @param {unknown} value */
function writeJsonAtomically(file, value) {
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** @param {string} file @returns {Record<string, unknown>} */
const readJson = (file) => (fs.existsSync(file) ? /** @type {Record<string, unknown>} */ (JSON.parse(fs.readFileSync(file, 'utf8'))) : {});

/** @param {unknown} value */
const text = (value) => (typeof value === 'string' ? value : '');

function main() {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args.to !== 'string') fail('--to <folder> is required');
  const remoteDir = process.cwd();
  const name = text(readJson(path.join(remoteDir, 'package.json')).name).replace(/^@site\//, '');
  if (!/^mf-[a-z]+$/.test(name)) fail(`run it from a remote's folder (found "${name}")`);
  const home = path.resolve(String(args.to), name);
  const base = `${typeof args.url === 'string' ? args.url.replace(/\/$/, '') : path.resolve(String(args.to))}/${name}`;
  const historyFile = path.join(home, 'releases.json');
  const history = /** @type {{ current?: string, releases?: string[] }} */ (readJson(historyFile));
  const releases = history.releases ?? [];
  let id;

  if (args.rollback) {
    const at = releases.indexOf(history.current ?? '');
    id = at > 0 ? releases[at - 1] : undefined;
    if (!id) fail(`${name} has no release before ${history.current ?? 'none'} to roll back to`);
  } else {
    if (!args['skip-build'] && spawnSync('npm', ['run', 'build'], { cwd: remoteDir, stdio: 'inherit' }).status !== 0) fail('the build failed');
    const dist = path.join(remoteDir, 'dist');
    id = text(readJson(path.join(dist, 'mf-manifest.json')).buildId);
    if (!/^[\w.-]+$/.test(id)) fail(`${dist}/mf-manifest.json has no build id: build the remote first`);
    const target = path.join(home, id);
    if (!fs.existsSync(target)) {
      // Copied under a temporary name and renamed: a folder that exists is complete.
      fs.cpSync(dist, `${target}.partial`, { recursive: true });
      fs.renameSync(`${target}.partial`, target);
    }
    if (!releases.includes(id)) releases.push(id);
  }
  writeJsonAtomically(historyFile, { current: id, releases });
  const manifestUrl = `${base}/${id}/mf-manifest.json`;
  if (typeof args.map === 'string') writeJsonAtomically(args.map, { ...readJson(args.map), [name]: manifestUrl });
  console.log(`${name} ${args.rollback ? 'rolled back to' : 'released as'} ${id}: ${manifestUrl}`);
}

main();
