/**
 * What an app's `mf-manifest.json` (written by `@module-federation/enhanced`, with the additions of
 * shared/build/manifest-extras.cjs) lists, and which of its files a server-rendered page needs
 * before it hydrates. The page server preloads exactly these; the build's first-load budget weighs
 * exactly these.
 */

/** Script and stylesheet files, relative to the manifest's folder. */
export interface Files {
  js: string[];
  css: string[];
}

/** A chunk group of ours: its files and the share keys (shared modules) it consumes. */
export interface GroupFiles extends Files {
  shared: string[];
}

/** The federation manifest's file lists: what loads with the module, and what may load later. */
export interface FederationAssets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}

/** The parts of an app's mf-manifest.json the page server, the shell and the budget read. */
export interface AppManifest {
  name: string;
  metaData: {
    remoteEntry: { name: string; path: string };
  };
  shared: Array<{ name: string; version: string; assets: FederationAssets }>;
  exposes: Array<{ path: string; assets: FederationAssets }>;
  buildId: string;
  /** The host: the scripts its index.html loads itself. */
  entry: GroupFiles;
  /** The host: its bootstrap chunk. */
  initial: GroupFiles;
  /** Each lazily loaded page, by route id. */
  pages: Record<string, GroupFiles>;
  /** The app's texts in each language (the host's include the common texts); absent from a build of shared 1.0. */
  texts?: Record<string, GroupFiles>;
  /** The texts a lazily loaded page (one of `pages`) needs besides `texts`, in each language; absent when all are in `texts`. */
  pageTexts?: Record<string, GroupFiles>;
  /** Share keys the './spa' module consumes. */
  spaShared: string[];
  /** The files this app's own copy of each shared module loads (what its federation runtime fetches for it). */
  sharedFiles: Record<string, Files>;
  ssr: { entry: string } | null;
}

export type PageFileGroup = { from: 'shell' | 'remote'; files: Files };

const NONE: GroupFiles = { js: [], css: [], shared: [] };

const syncFiles = (assets: FederationAssets | undefined): Files => ({ js: assets?.js.sync ?? [], css: assets?.css.sync ?? [] });

/** The files of the remote's shared module `key` as the page will load them: the shell's copy when it provides one, else the remote's. */
function sharedFiles(shell: AppManifest, remote: AppManifest, key: string): PageFileGroup {
  if (shell.shared.some((s) => s.name === key)) return { from: 'shell', files: shell.sharedFiles[key] ?? NONE };
  return { from: 'remote', files: remote.sharedFiles[key] ?? NONE };
}

/**
 * The files a page in `lang` needs before it can hydrate, by the manifest they are relative to:
 * the shell's bootstrap and texts, then the remote's entry, its './spa' module, the page's own
 * chunk, its texts (a lazily loaded page's own too), and the shared modules those consume (from
 * the shell when it provides them).
 * The shell's entry scripts (in its index.html) are left out.
 */
export function pageFiles(shell: AppManifest, remote: AppManifest | null, routeId: string, lang: string): PageFileGroup[] {
  const groups: PageFileGroup[] = [{ from: 'shell', files: shell.initial }, { from: 'shell', files: shell.texts?.[lang] ?? NONE }];
  if (remote) {
    const { remoteEntry } = remote.metaData;
    const page = remote.pages[routeId] ?? NONE;
    const spa = remote.exposes.find((e) => e.path === './spa');
    groups.push(
      { from: 'remote', files: { js: [`${remoteEntry.path ? `${remoteEntry.path.replace(/\/$/, '')}/` : ''}${remoteEntry.name}`], css: [] } },
      { from: 'remote', files: syncFiles(spa?.assets) },
      { from: 'remote', files: page },
      { from: 'remote', files: remote.texts?.[lang] ?? NONE },
      { from: 'remote', files: remote.pages[routeId] ? (remote.pageTexts?.[lang] ?? NONE) : NONE },
    );
    for (const key of [...new Set([...remote.spaShared, ...page.shared])].sort()) groups.push(sharedFiles(shell, remote, key));
  }
  const loadedByIndex = new Set(shell.entry.js);
  return groups.map(({ from, files }) => ({
    from,
    files: from === 'shell' ? { js: files.js.filter((f) => !loadedByIndex.has(f)), css: files.css } : { js: files.js, css: files.css },
  }));
}
