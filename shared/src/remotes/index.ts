/**
 * The remotes the shell composes: the one list. The shell's single-spa registration, its DOM
 * nodes and layout slots, the API's remote map and environment names, each remote's webpack
 * federation name and dev port, and the lint rule that keeps remotes apart are all derived
 * from it. Adding a remote means adding a line here (and its folder).
 */
export interface RemoteDef {
  /** Workspace folder and single-spa application name; the route table's `app`. */
  name: string;
  /** Module Federation container name (a JS identifier). */
  federation: string;
  /**
   * 'main': owns the pages of the route table whose `app` is this name, shown in the layout's
   * main slot. 'overlay': owns no page and floats over every page outside the auth layout; it
   * is optional (the site works without it).
   */
  slot: 'main' | 'overlay';
  /** Port of the remote's webpack dev server (`npm run dev`). */
  devPort: number;
}

export const REMOTES = [
  { name: 'mf-marketing', federation: 'mf_marketing', slot: 'main', devPort: 3101 },
  { name: 'mf-portal', federation: 'mf_portal', slot: 'main', devPort: 3102 },
  { name: 'mf-groups', federation: 'mf_groups', slot: 'main', devPort: 3103 },
  { name: 'mf-chat', federation: 'mf_chat', slot: 'overlay', devPort: 3104 },
  { name: 'mf-admin', federation: 'mf_admin', slot: 'main', devPort: 3105 },
] as const satisfies readonly RemoteDef[];

type Remote = (typeof REMOTES)[number];
export type RemoteName = Remote['name'];
/** The remotes that own pages (the route table's `app`). */
export type PageRemoteName = Extract<Remote, { slot: 'main' }>['name'];

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((r) => r.name);

const byName = new Map<string, Remote>(REMOTES.map((r) => [r.name, r]));
export const remoteNamed = (name: RemoteName): Remote => byName.get(name) as Remote;

type EnvWord<S extends string> = S extends `${infer A}-${infer B}` ? `${Uppercase<A>}_${EnvWord<B>}` : Uppercase<S>;
/** 'mf-chat' -> 'REMOTE_MF_CHAT_URL': the API variable that moves a remote's manifest. */
export type RemoteEnvKey<N extends string = RemoteName> = `REMOTE_${EnvWord<N>}_URL`;
export const remoteEnvKey = <N extends RemoteName>(name: N): RemoteEnvKey<N> =>
  `REMOTE_${name.toUpperCase().replace(/-/g, '_')}_URL` as RemoteEnvKey<N>;

/** Where the all-in-one server serves a remote's build, and so its manifest by default. */
export const remoteBasePath = (name: RemoteName) => `/remotes/${name}/`;
export const defaultManifestUrl = (name: RemoteName) => `${remoteBasePath(name)}mf-manifest.json`;
export const devManifestUrl = (name: RemoteName) => `http://localhost:${remoteNamed(name).devPort}/mf-manifest.json`;
