/**
 * What an app's build manifest (`mf-manifest.json`, written by shared/build/manifest.cjs) lists,
 * and which of its files a server-rendered page needs before it hydrates. The page server links
 * exactly these; the build's first-load budget weighs exactly these.
 */

/** Script and stylesheet files, relative to the manifest's folder. */
export interface Files {
  js: string[];
  css: string[];
}

/** The parts of an app's mf-manifest.json the page server and the budget read. */
export interface AppManifest {
  name: string;
  buildId: string;
  remoteEntry?: string;
  exposes: Record<string, Files>;
  initial: Files;
  pages: Record<string, Files>;
  ssr: { entry: string } | null;
}

const NONE: Files = { js: [], css: [] };

/**
 * The files a page needs before it can hydrate, by the manifest they are relative to: the
 * shell's bootstrap, then the remote's entry, its './spa' module and the page's own chunk
 * (besides the scripts the shell's index.html itself names).
 */
export function pageFiles(shell: AppManifest, remote: AppManifest | null, routeId: string): Array<{ from: 'shell' | 'remote'; files: Files }> {
  const groups: Array<{ from: 'shell' | 'remote'; files: Files }> = [{ from: 'shell', files: shell.initial }];
  if (remote) {
    const { remoteEntry, exposes, pages } = remote;
    groups.push(
      { from: 'remote', files: { js: remoteEntry ? [remoteEntry] : [], css: [] } },
      { from: 'remote', files: exposes['./spa'] ?? NONE },
      { from: 'remote', files: pages[routeId] ?? NONE },
    );
  }
  return groups;
}
