/**
 * What our apps add to the `mf-manifest.json` that `@module-federation/enhanced` writes, once it
 * has written it (the plugin's `additionalData` reaches only its stats file): the facts its
 * manifest cannot know, all of them ours.
 *
 *   buildId                                the build's id (the release tool files a release under it)
 *   entry:   { js, css, shared }           host: the scripts its index.html loads itself
 *   initial: { js, css, shared }           host: its bootstrap chunk and what it needs
 *   pages:   { <route id>: { js, css, shared } }   the chunk of each lazily loaded page
 *   spaShared: [...]                       shared modules the './spa' module consumes
 *   sharedFiles: { <share key>: { js, css } }  the files this app's own copy of a shared module loads
 *   ssr:     { entry } | null              the server build, if there is one
 *
 * Pages are the chunk groups named `page-<route id>` (webpackChunkName). `shared` lists the
 * share keys a group consumes: the page server preloads, for each, the files of the app that
 * provides it (the shell when it does, else this app's own copy), so nothing is chained behind
 * the remote's entry. The file lists of exposes and shared modules are the federation
 * manifest's own (`exposes[].assets`, `shared[].assets`).
 */
/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Chunk} Chunk */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/** @typedef {{ js: string[], css: string[], shared: string[] }} GroupFiles */

const MANIFEST = 'mf-manifest.json';
const PAGE_PREFIX = 'page-';
const BOOTSTRAP = 'bootstrap';
const NONE = { js: [], css: [], shared: [] };

/**
 * The share keys the modules of `chunks` consume, and those their own copies consume in turn
 * (a shared module's fallback may consume another: `@site/shared/listings` consumes zod).
 * @param {Compilation} compilation @param {Iterable<Chunk>} chunks @param {Set<string>} keys @param {Set<Chunk>} seen
 */
function consumedKeys(compilation, chunks, keys = new Set(), seen = new Set()) {
  const { chunkGraph } = compilation;
  for (const chunk of chunks) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type !== 'consume-shared-module') continue;
      const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
      if (key) keys.add(key);
      for (const block of module.blocks) {
        const fallback = chunkGraph.getBlockChunkGroup(block);
        if (fallback) consumedKeys(compilation, fallback.chunks, keys, seen);
      }
    }
  }
  return keys;
}

/**
 * The files of a chunk group's own chunks (not what loads later) and the share keys they need.
 * @param {Compilation} compilation @param {ChunkGroup} group @returns {GroupFiles}
 */
function groupFiles(compilation, group) {
  /** @type {Set<string>} */
  const js = new Set();
  /** @type {Set<string>} */
  const css = new Set();
  for (const chunk of group.chunks) {
    for (const file of chunk.files) {
      if (file.endsWith('.js')) js.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
  }
  return { js: [...js], css: [...css], shared: [...consumedKeys(compilation, group.chunks)].sort() };
}

/**
 * The app's additions, from the compilation.
 * @param {Compilation} compilation
 * @param {{ buildId: string, host: boolean, ssrEntry: () => string | null }} o
 */
function extras(compilation, o) {
  /** @type {Record<string, GroupFiles>} */
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name.startsWith(PAGE_PREFIX)) pages[name.slice(PAGE_PREFIX.length)] = groupFiles(compilation, group);
  }
  const bootstrap = o.host ? compilation.namedChunkGroups.get(BOOTSTRAP) : undefined;
  /** @type {string[]} */
  const spaShared = [];
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name.startsWith('__federation_expose_spa')) spaShared.push(...groupFiles(compilation, group).shared);
  }
  /** @type {Record<string, { js: string[], css: string[] }>} */
  const sharedFiles = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const key = /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
    const fallback = module.blocks[0] && compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
    if (key && fallback && !sharedFiles[key]) {
      const { js, css } = groupFiles(compilation, fallback);
      sharedFiles[key] = { js, css };
    }
  }
  const entry = o.ssrEntry();
  return {
    buildId: o.buildId,
    entry: o.host ? groupFiles(compilation, /** @type {ChunkGroup} */ (compilation.entrypoints.get('main'))) : NONE,
    initial: bootstrap ? groupFiles(compilation, bootstrap) : NONE,
    pages,
    spaShared,
    sharedFiles,
    ssr: entry ? { entry } : null,
  };
}

/**
 * Merges the additions into the federation manifest, after the federation plugin has written it.
 * @param {{ buildId: string, host: boolean, ssrEntry: () => string | null }} o
 *   ssrEntry: the server build's file, once its compilation (which runs first) has written it
 */
function manifestExtrasPlugin(o) {
  return {
    /** @param {import('webpack').Compiler} compiler */
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap('ManifestExtras', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'ManifestExtras', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) throw new Error(`${compiler.context}: the federation plugin wrote no ${MANIFEST}`);
          const manifest = { ...JSON.parse(asset.source.source().toString()), ...extras(compilation, o) };
          compilation.updateAsset(MANIFEST, new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        });
      });
    },
  };
}

module.exports = { manifestExtrasPlugin, MANIFEST, PAGE_PREFIX };
