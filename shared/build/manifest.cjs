/**
 * The app's manifest, `mf-manifest.json` at the root of its build: what a browser and the page
 * server need to load the app, with every path relative to the manifest's own folder.
 *
 *   { name, buildId,
 *     remoteEntry?: 'remoteEntry.js',                       remotes: the container script
 *     exposes:  { './spa': { js: [...], css: [...] } },     files of each exposed module
 *     initial:  { js: [...], css: [...] },                   host: what its entry loads at once
 *     pages:    { <route id>: { js: [...], css: [...] } },   files of each lazily loaded page
 *     ssr:      { entry: 'ssr/server.<hash>.cjs' } | null }  the server build, if there is one
 *
 * Pages are the chunk groups named `page-<route id>` (webpackChunkName); exposes are named after
 * the exposed path ('./spa' -> 'spa'); the host's bootstrap is the group named 'bootstrap'.
 * When the app has a server build, that compilation (which runs after the browser one) writes
 * the manifest, so one file never exists in two versions.
 */
/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Compiler} Compiler */
/** @typedef {import('webpack').Chunk} Chunk */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/** @typedef {{ js: string[], css: string[] }} Files */

const FILE = 'mf-manifest.json';
const PAGE_PREFIX = 'page-';

/** @param {Iterable<Chunk>} chunks @returns {Files} */
const filesOf = (chunks) => {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const chunk of chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
  }
  return { js: [...js], css: [...css] };
};

/**
 * The chunks of a group plus, for a host, the chunks its shared modules' own copies come in.
 * @param {Compilation} compilation @param {ChunkGroup} group @param {boolean} followShared
 */
function groupChunks(compilation, group, followShared) {
  const { chunkGraph } = compilation;
  /** @type {Set<Chunk>} */
  const seen = new Set();
  /** @type {Chunk[]} */
  const chunks = [];
  /** @param {ChunkGroup} g */
  const visit = (g) => {
    for (const chunk of g.chunks) {
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      chunks.push(chunk);
      if (!followShared) continue;
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        for (const block of module.blocks) {
          const fallback = chunkGraph.getBlockChunkGroup(block);
          if (fallback) visit(fallback);
        }
      }
    }
  };
  visit(group);
  return chunks;
}

/**
 * @param {object} o
 * @param {string} o.name        federation name
 * @param {string} o.buildId
 * @param {boolean} o.host
 * @param {Record<string, unknown>} o.exposes
 * @param {boolean} o.withServer  a server compilation follows and writes the manifest
 */
function manifestPlugins(o) {
  /** @type {{ remoteEntry?: string, exposes: Record<string, Files>, initial: Files, pages: Record<string, Files> } | null} */
  let browser = null;
  /** @param {Compilation} compilation @param {{ entry: string } | null} ssr */
  const emit = (compilation, ssr) => {
    const { RawSource } = compilation.compiler.webpack.sources;
    const manifest = { name: o.name, buildId: o.buildId, ...browser, ssr };
    compilation.emitAsset(FILE, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
  };
  // After real content hashes renamed the files (OPTIMIZE_HASH): the names listed are the names written.
  /** @param {Compiler} compiler */
  const stage = (compiler) => ({ name: 'AppManifest', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT });

  const client = {
    /** @param {Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AppManifest', (compilation) => {
        compilation.hooks.processAssets.tap(stage(compiler), () => {
          /** @param {string} name */
          const group = (name) => compilation.namedChunkGroups.get(name);
          /** @type {Record<string, Files>} */
          const exposes = {};
          for (const key of Object.keys(o.exposes)) {
            const g = group(key.replace(/^\.\//, ''));
            if (g) exposes[key] = filesOf(groupChunks(compilation, g, false));
          }
          /** @type {Record<string, Files>} */
          const pages = {};
          for (const [name, g] of compilation.namedChunkGroups) {
            if (name.startsWith(PAGE_PREFIX)) pages[name.slice(PAGE_PREFIX.length)] = filesOf(groupChunks(compilation, g, o.host));
          }
          const bootstrap = o.host ? group('bootstrap') : undefined;
          browser = {
            ...(o.host ? {} : { remoteEntry: 'remoteEntry.js' }),
            exposes,
            initial: bootstrap ? filesOf(groupChunks(compilation, bootstrap, true)) : { js: [], css: [] },
            pages,
          };
          if (!o.withServer) emit(compilation, null);
        });
      });
    },
  };

  const server = {
    /** @param {Compiler} compiler */
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('AppManifest', (compilation) => {
        compilation.hooks.processAssets.tap(stage(compiler), () => {
          const entry = [...(compilation.entrypoints.get('server')?.getFiles() ?? [])].find((f) => f.endsWith('.cjs'));
          if (!browser || !entry) throw new Error(`${o.name}: the browser build or the server entry is missing`);
          emit(compilation, { entry });
        });
      });
    },
  };

  return { client, server };
}

module.exports = { manifestPlugins, MANIFEST_FILE: FILE, PAGE_PREFIX };
