import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detectLocale, type Lang } from '@site/shared/lang';
import type { RemoteName } from '@site/shared/remotes';
import type { RouteDef } from '@site/shared/routes';
import { type EmbeddedPageData, isServerRendered, type PageData, type PageRequest } from '@site/shared/ssr';
import { isMainHost } from '@site/shared/config';
import { PREVIEW_PARAM } from '@site/shared/content-editing';
import { PREVIEW_HEADER } from '../lib/public-json.js';
import type { Env } from '../env.js';
import { CUSTOM_DOMAIN_HEADER } from '../routes/tenants/index.js';
import { acceptedTags } from '../i18n/index.js';
import { type AppBuild, appBuilds, type FetchText } from './app-builds.js';
import { assetTags, composeDocument, splitHints } from './compose.js';

/** The shell's manifest: the shell build is served at the site's root. */
const SHELL_MANIFEST = '/mf-manifest.json';
/** How often a manifest is read again: a redeployed app is live within this long. */
const REVALIDATE_MS = 1000;
const FETCH_TIMEOUT_MS = 5000;

/** A page that can be server-rendered, before any rendering: its cache key and the work to do. */
export interface PreparedPage {
  key: string;
  lang: Lang;
  /** The shell's index.html with the page rendered in; `notFound` when the page's data says 404. */
  compose(template: string): Promise<{ html: string; notFound: boolean }>;
  /** The page's data alone, exactly as `compose` embeds it (its payload file). */
  payload(): Promise<{ page: EmbeddedPageData; notFound: boolean }>;
  /** A preview link's page (a draft in it): made for this request only, never cached or indexed. */
  preview: boolean;
}

/**
 * Renders public pages on the server from the apps' own server builds (found through the same
 * run-time remote map the browser uses), with the data their loaders ask for, fetched in process
 * from the API. A remote whose server build is missing or fails renders in the browser instead
 * (logged once per build); without the shell's server build nothing is server-rendered.
 */
export function createPageServer(app: FastifyInstance, env: Env) {
  const warned = new Set<string>();
  // The content version as a key no other process gives to other content: this process's counter,
  // named for this process (another instance counts its own changes from its own start).
  const instance = randomUUID().slice(0, 8);
  const contentKey = () => `${instance}.${app.contentVersion.current}`;
  const warnOnce = (key: string, details: Record<string, unknown>, message: string) => {
    if (warned.has(key)) return;
    warned.add(key);
    app.log.warn(details, message);
  };

  const trusted = new Set(env.SSR_REMOTE_ORIGINS);
  const fetchText: FetchText = async (url) => {
    if (url.startsWith('/')) {
      const res = await app.inject({ method: 'GET', url });
      return res.statusCode === 200 ? res.body : null;
    }
    // Code from another origin runs in this process: only origins the deployment trusts.
    if (!trusted.has(new URL(url).origin)) throw new Error(`${new URL(url).origin} is not in SSR_REMOTE_ORIGINS`);
    const res = await fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    return res.ok ? res.text() : null;
  };

  const builds = appBuilds({
    fetchText,
    revalidateMs: REVALIDATE_MS,
    clock: app.deps.clock,
    onError: (manifestUrl, buildId, error) =>
      warnOnce(`load ${manifestUrl} ${buildId}`, { manifestUrl, buildId, err: error }, 'server build not loaded: its pages render in the browser'),
  });

  /** GETs each path of the API in process, in the page's language; a 404 makes the page one. */
  async function loadData(paths: readonly string[], lang: Lang, headers: Record<string, string>): Promise<{ data: PageData; notFound: boolean }> {
    const data: PageData = {};
    let notFound = false;
    await Promise.all(
      [...new Set(paths)].map(async (path) => {
        const res = await app.inject({ method: 'GET', url: `/api${path}`, headers: { ...headers, 'accept-language': lang } });
        if (res.statusCode === 200) data[path] = res.json();
        else if (res.statusCode === 404) notFound = true;
      }),
    );
    return { data, notFound };
  }

  async function renderArea(remote: AppBuild | null, page: PageRequest, data: PageData): Promise<string | null> {
    if (!remote?.entry) return null;
    try {
      return await remote.entry.render(page, data);
    } catch (error) {
      const { name, buildId } = remote.manifest;
      warnOnce(`render ${name} ${buildId}`, { remote: name, buildId, routeId: page.routeId, err: error }, 'server render failed: the area renders in the browser');
      return null;
    }
  }

  return {
    /** The key of the content the pages are made of now: a payload file asked for with it may be cached for good. */
    contentKey,
    /** `url`: the page's address, when it is not the request's own (a payload file's page). */
    async prepare(request: FastifyRequest, route: RouteDef, params: Record<string, string>, pathLang: Lang | null, pageUrl = request.url): Promise<PreparedPage | null> {
      if (!isServerRendered(route)) return null;
      const [shell, remote] = await Promise.all([builds.get(SHELL_MANIFEST), builds.get(app.remoteMap.current()[route.app as RemoteName])]);
      if (!shell?.entry) return null;
      const lang = pathLang ?? detectLocale(request.headers.cookie ?? '', acceptedTags(request.headers['accept-language'])).lang;
      const query = pageUrl.includes('?') ? pageUrl.slice(pageUrl.indexOf('?')) : '';
      // The bare root is home in the detected language: the browser's address becomes /{lang}.
      const url = pathLang ? pageUrl : `/${lang}${query}`;
      const mainHost = isMainHost(request.hostname, env.MAIN_HOSTS);
      const page: PageRequest = { routeId: route.id, lang, params, url, mainHost };
      const shellEntry = shell.entry;
      // The API answers a customer's domain as the browser's calls would: with the custom-domain header.
      const domainHeader: Record<string, string> = mainHost ? {} : { [CUSTOM_DOMAIN_HEADER]: request.host };
      // A preview link's token goes with every content read, which then shows its draft.
      const previewToken = new URLSearchParams(query).get(PREVIEW_PARAM);
      if (previewToken) domainHeader[PREVIEW_HEADER] = previewToken;
      const version = contentKey();
      const pageData = async () => {
        const paths = [...shellEntry.load(page), ...(remote?.entry?.load(page) ?? [])];
        const { data, notFound } = await loadData(paths, lang, domainHeader);
        return { data, notFound, page: { url, lang, version, data } satisfies EmbeddedPageData };
      };
      return {
        key: [request.host, url, lang, shell.manifest.buildId, remote?.manifest.buildId ?? '-'].join(' '),
        lang,
        preview: previewToken !== null,
        async payload() {
          const { page: embedded, notFound } = await pageData();
          return { page: embedded, notFound };
        },
        async compose(template) {
          const { data, notFound, page: embedded } = await pageData();
          // A page whose record does not exist is the browser's 404 screen, around the server's chrome.
          const area = notFound ? null : await renderArea(remote, page, data);
          const { hints, body } = splitHints(area ?? '');
          const root = await shellEntry.render(page, data, { [route.app]: area === null || !remote ? null : { html: body, buildId: remote.manifest.buildId } });
          const head = hints + assetTags(shell, remote, route.id, lang);
          return { html: composeDocument(template, { root, head, data: embedded }), notFound };
        },
      };
    },
  };
}

export type PageServer = ReturnType<typeof createPageServer>;
