import type { AppManifest } from './page-files';

/** Tests' app manifest: nothing in it but what `extra` gives. */
export const testManifest = (name: string, extra: Partial<AppManifest>): AppManifest => ({
  name,
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [],
  exposes: [],
  buildId: 'b1',
  entry: { js: [], css: [], shared: [] },
  initial: { js: [], css: [], shared: [] },
  pages: {},
  texts: {},
  spaShared: [],
  sharedFiles: {},
  ssr: null,
  ...extra,
});
