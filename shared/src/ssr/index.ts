/**
 * The server-rendering contract between the page server (the API), the shell and the remotes.
 * Plain types and helpers, no React: the API bundles this module too. docs/server-rendering.md
 * says how an app takes part.
 */
import type { Lang } from '../lang';
import type { PageRemoteName } from '../remotes';
import type { RouteDef, RouteId, RouteIdOf } from '@site/shared/routes';

/** Rendered on the server (and so with a payload file): public pages; signed-in and sign-in pages render in the browser. */
export const isServerRendered = (route: Pick<RouteDef, 'auth' | 'layout'>) => route.auth !== true && route.layout !== 'auth';

/** The page a server render is for. */
export interface PageRequest {
  /** Route id of the route table. */
  routeId: RouteId;
  lang: Lang;
  params: Record<string, string>;
  /** pathname + search as the browser will show it; the bare root is rendered as '/{lang}'. */
  url: string;
  /**
   * Whether the request's host is one of the site's own (MAIN_HOSTS, decided by the page server):
   * the layout and the chrome's data depend on it, and the browser decides the same from app-config.
   */
  mainHost: boolean;
}

/** API answers the page is rendered with, by the path its `useApi` hooks request (without the API base). */
export type PageData = Record<string, unknown>;

/** The API paths a page reads on its first render (the exact strings its `useApi` hooks request). */
export type PageLoader = (page: PageRequest) => readonly string[];

/**
 * For each route id a remote owns, its page's loader: the page server fetches those paths in the
 * page's language and the answers seed `useApi` on the server and, embedded in the page, in the
 * browser. Keyed by the remote's route ids, so a page without a loader fails the type check.
 */
export type PageLoaders<App extends PageRemoteName = PageRemoteName> = Record<RouteIdOf<App>, PageLoader>;

/** What an app's server build (`src/server.tsx`) exports as `entry`. */
export interface ServerEntry {
  /** The API paths the page needs (its loader's, plus the app's own chrome data). */
  load(page: PageRequest): readonly string[];
  /**
   * The app's HTML for the page. A remote renders the contents of its area; the shell renders its
   * root, with each area's HTML (or null: that area renders in the browser).
   */
  render(page: PageRequest, data: PageData, areas?: Areas): Promise<string>;
}

/** Each remote's server-rendered area, by remote name, with the build that rendered it; null: rendered in the browser. */
export type Areas = Record<string, { html: string; buildId: string } | null>;

/** The page data as the document carries it, once for every app on the page, and as its payload file answers it. */
export interface EmbeddedPageData {
  url: string;
  lang: Lang;
  /** The content's version the data was read at: a payload file asked for with it may be cached for good. */
  version?: string;
  data: PageData;
}

/**
 * A page's payload file: `{path}/_payload.json` (with the page's query, and `PAYLOAD_VERSION`
 * naming the content version) answers exactly the data the server would embed in that page.
 */
export const PAYLOAD_FILE = '_payload.json';
export const PAYLOAD_VERSION = '_v';

/** The payload file's address for the page at `url` (pathname and query), at content `version`. */
export function payloadUrl(url: string, version: string | undefined): string {
  const [pathname = '/', query = ''] = url.split('?');
  const params = new URLSearchParams(query);
  if (version) params.set(PAYLOAD_VERSION, version);
  const search = params.toString();
  return `${pathname.replace(/\/$/, '')}/${PAYLOAD_FILE}${search ? `?${search}` : ''}`;
}

export const PAGE_DATA_ID = 'sh-page-data';

/** Marks an area the server rendered (its value: the remote's build id): its app hydrates it instead of rendering afresh. */
export const SSR_ATTRIBUTE = 'data-ssr';

/** The `<script type="application/json">` that carries the page data (safe inside HTML). */
export function pageDataScript(embedded: EmbeddedPageData): string {
  const json = JSON.stringify(embedded).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}
