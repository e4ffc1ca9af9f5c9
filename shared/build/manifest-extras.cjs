/**
 * What our apps add to the `mf-manifest.json` that `@module-federation/enhanced` writes, once it
 * has written it (the plugin's `additionalData` reaches only its stats file): the facts its
 * manifest cannot know, all of them ours.
 *
 *   buildId                                the build's id (the release tool files a release under it)
 *   entry:   { js, css, shared }           host: the scripts its index.html loads itself
 *   initial: { js, css, shared }           host: its bootstrap chunk and what it needs
 *   pages:   { <route id>: { js, css, shared } }   the chunk of each lazily loaded page
 *   texts:   { <lang>: { js, css, shared } }  the chunks of the app's texts in each language (host: the common texts too)
 *   pageTexts: { <lang>: { js, css, shared } }  the texts a lazily loaded page needs besides `texts`
 *                                          (chunk `more-texts-<lang>`: an app whose landing page needs fewer texts than its other pages)
 *   spaShared: [...]                       shared modules the './spa' module consumes
 *   sharedFiles: { <share key>: { js, css } }  the files this app's own copy of a shared module loads (the provided module's chunk)
 *   ssr:     { entry } | null              the server build, if there is one
 *
 * Pages are the chunk groups named `page-<route id>` (webpackChunkName), or `page-<name>` for a
 * chunk several routes share, with `pageRoutes[<name>]` listing their ids. `shared` lists the
 * share keys a group consumes: the page server preloads, for each, the files of the app that
 * provides it (the shell when it does, else this app's own copy), so nothing is chained behind
 * the remote's entry. The file lists of exposes and shared modules are the federation
 * manifest's own (`exposes[].assets`, `shared[].assets`).
 */
/** @typedef {import('webpack').Compilation} Compilation */
/** @typedef {import('webpack').Chunk} Chunk */
/** @typedef {import('webpack').ChunkGroup} ChunkGroup */
/** @typedef {{ js: string[], css: string[], shared: string[] }} GroupFiles */
/** @typedef {{ buildId: string, host: boolean, ssrEntry: () => string | null, pageRoutes?: Record<string, readonly string[]> }} ExtrasOptions */

const MANIFEST = 'mf-manifest.json';
const PAGE_PREFIX = 'page-';
const BOOTSTRAP = 'bootstrap';
/** An app's texts in one language are the chunk `texts-<lang>`; the shared library's common texts `common-texts-<lang>` (the host's copy is the page's). */
const TEXTS = /^(common-)?texts-(\w+)$/;
/** The texts only an app's lazily loaded pages need, in one language. */
const PAGE_TEXTS = /^more-texts-(\w+)$/;
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

/** The share key of a module the app provides (`@module-federation/enhanced`'s ProvideSharedModule keeps it as `_name`). @param {import('webpack').Module} module */
const providedKey = (module) => /** @type {{ _name?: string }} */ (/** @type {unknown} */ (module))._name;

/**
 * The app's additions, from the compilation.
 * @param {Compilation} compilation
 * @param {ExtrasOptions} o
 */
function extras(compilation, o) {
  /** @type {Record<string, GroupFiles>} */
  const pages = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    if (!name.startsWith(PAGE_PREFIX)) continue;
    const page = name.slice(PAGE_PREFIX.length);
    const files = groupFiles(compilation, group);
    for (const routeId of o.pageRoutes?.[page] ?? [page]) pages[routeId] = files;
  }
  /** @type {Record<string, GroupFiles>} */
  const texts = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const match = TEXTS.exec(name);
    if (!match || (match[1] && !o.host)) continue;
    const lang = /** @type {string} */ (match[2]);
    const files = groupFiles(compilation, group);
    const before = texts[lang] ?? NONE;
    texts[lang] = { js: [...before.js, ...files.js], css: [...before.css, ...files.css], shared: [...before.shared, ...files.shared] };
  }
  /** @type {Record<string, GroupFiles>} */
  const pageTexts = {};
  for (const [name, group] of compilation.namedChunkGroups) {
    const match = PAGE_TEXTS.exec(name);
    if (match) pageTexts[/** @type {string} */ (match[1])] = groupFiles(compilation, group);
  }
  const bootstrap = o.host ? compilation.namedChunkGroups.get(BOOTSTRAP) : undefined;
  /** @type {string[]} */
  const spaShared = [];
  for (const [name, group] of compilation.namedChunkGroups) {
    if (name.startsWith('__federation_expose_spa')) spaShared.push(...groupFiles(compilation, group).shared);
  }
  /** @type {Record<string, { js: string[], css: string[] }>} */
  const sharedFiles = {};
  // What the runtime loads for the app's own copy is the chunk of the module it provides (its
  // `register` in the share scope), not its consumers' fallback chunk, which holds the same module
  // in a file of its own: the fallback only where the app provides no copy.
  for (const type of ['provide-module', 'consume-shared-module']) {
    for (const module of compilation.modules) {
      if (module.type !== type) continue;
      const key = type === 'provide-module' ? providedKey(module) : /** @type {{ options?: { shareKey?: string } }} */ (module).options?.shareKey;
      const block = module.blocks[0] && compilation.chunkGraph.getBlockChunkGroup(module.blocks[0]);
      if (key && block && !sharedFiles[key]) {
        const { js, css } = groupFiles(compilation, block);
        sharedFiles[key] = { js, css };
      }
    }
  }
  const entry = o.ssrEntry();
  return {
    buildId: o.buildId,
    entry: o.host ? groupFiles(compilation, /** @type {ChunkGroup} */ (compilation.entrypoints.get('main'))) : NONE,
    initial: bootstrap ? groupFiles(compilation, bootstrap) : NONE,
    pages,
    texts,
    pageTexts,
    spaShared,
    sharedFiles,
    ssr: entry ? { entry } : null,
  };
}

/**
 * Merges the additions into the federation manifest, after the federation plugin has written it.
 * @param {ExtrasOptions} o
 *   ssrEntry: the server build's file, once its compilation (which runs first) has written it;
 *   pageRoutes: the route ids of each page chunk several routes share, by its name after `page-`
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
