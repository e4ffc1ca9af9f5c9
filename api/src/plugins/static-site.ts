import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppConfig } from '@site/shared/config';
import { REMOTE_NAMES, remoteBasePath } from '@site/shared/remotes';
import { matchPage, splitLocale } from '@site/shared/routes';
import { PAYLOAD_FILE, PAYLOAD_VERSION } from '@site/shared/ssr';
import type { Env } from '../env.js';
import { ResponseCache, sendCached } from '../lib/response-cache.js';
import { type PageContext, type PageRenderer, renderPage, setDocumentLanguage } from '../seo/render-page.js';
import { startupHints } from '../seo/startup-hints.js';
import { createPageServer, type PreparedPage } from '../ssr/page-server.js';
import { tenantGate } from '../ssr/tenant-gate.js';
import { notFoundBody } from './error-handler.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a transform for served page HTML (SEO: title, meta, hreflang). */
    addPageRenderer(renderer: PageRenderer): void;
  }
}

const NO_CACHE_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'app-config.json', 'latest.json']);
const HASHED = /[.-][0-9a-f]{8,32}\.[a-z0-9]+(\.map)?$/i;
const NO_CACHE = 'no-cache';
/** A preview shows a draft to whoever holds its link: kept by nobody, found by no search engine. */
const PREVIEW_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' };
const HTML = 'text/html; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const JSON_TYPE = 'application/json; charset=utf-8';
const PAYLOAD_SUFFIX = `/${PAYLOAD_FILE}`;

export function cacheControlFor(filePath: string): string {
  // A pre-compressed copy (x.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || name.endsWith('.html') || filePath.split(path.sep).includes('builds')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return 'public, max-age=3600';
}

const setHeaders = (reply: FastifyReply, filePath: string) => {
  reply.header('cache-control', cacheControlFor(filePath));
};

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Paths that name a file (or an API/remote resource) get a plain 404, never the HTML shell. */
const isAssetLike = (pathname: string) =>
  pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/') || /\.[a-z0-9]{1,8}$/i.test(pathname);

/**
 * All-in-one mode: the built shell at `/`, each remote at `/remotes/<name>/`, page paths answered
 * with the shell's index.html (200 for known routes, 404 otherwise), and `/app-config.json`.
 * Missing build folders are skipped so the API runs without a frontend build.
 */
export default fp<{ env: Env }>(
  async (app, { env }) => {
    const shellDist = path.join(env.STATIC_ROOT, 'shell', 'dist');
    const indexFile = path.join(shellDist, 'index.html');
    const renderers: PageRenderer[] = [setDocumentLanguage, startupHints(app.remoteMap)];
    app.decorate('addPageRenderer', (renderer: PageRenderer) => {
      renderers.push(renderer);
    });

    app.get('/app-config.json', async (_request, reply) => {
      const latest = readJson(path.join(shellDist, 'builds', 'latest.json'));
      const buildId = env.BUILD_ID ?? (typeof latest?.id === 'string' ? latest.id : 'dev');
      reply.header('cache-control', NO_CACHE);
      return { apiBaseUrl: env.BASE_API_URL, mainHosts: env.MAIN_HOSTS, buildId, remotes: app.remoteMap.current() } satisfies AppConfig;
    });

    const serveStatic = env.SERVE_STATIC;
    if (serveStatic && fs.existsSync(shellDist)) {
      await app.register(fastifyStatic, { root: shellDist, prefix: '/', index: false, wildcard: true, cacheControl: false, preCompressed: true, setHeaders });
    } else if (serveStatic) {
      app.log.warn({ shellDist }, 'shell build not found: pages are not served (run the frontend build)');
    }
    for (const name of REMOTE_NAMES) {
      const dist = path.join(env.STATIC_ROOT, name, 'dist');
      if (!serveStatic) break;
      if (!fs.existsSync(dist)) {
        app.log.warn({ dist }, `remote ${name} build not found: skipped`);
        continue;
      }
      await app.register(fastifyStatic, {
        root: dist,
        prefix: remoteBasePath(name),
        decorateReply: false,
        index: false,
        wildcard: true,
        cacheControl: false,
        // The build writes .br/.gz copies; a file without one is sent as is.
        preCompressed: true,
        setHeaders,
      });
    }

    let cached: { mtimeMs: number; html: string } | null = null;
    function shellHtml(): string | null {
      try {
        const { mtimeMs } = fs.statSync(indexFile);
        if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: fs.readFileSync(indexFile, 'utf8') };
        return cached.html;
      } catch {
        return null;
      }
    }

    // Server-rendered pages, kept per address, language and the apps' build ids until the content changes.
    const pageServer = serveStatic && env.SSR ? createPageServer(app, env) : null;
    const pages = new ResponseCache(200);
    const payloads = new ResponseCache(500);
    app.contentVersion.onChange(() => {
      pages.clear();
      payloads.clear();
    });
    const tenants = tenantGate(app, env);

    /**
     * `{path}/_payload.json`: the data the server would embed in the page at `{path}` (with the
     * request's query), for a navigation to it. Cached like the pages; asked for with the current
     * content key (`_v`), it may be kept for good by the browser and any CDN (a new key is a new
     * address); without it, or with an old one, it is revalidated (ETag).
     */
    async function servePayload(request: FastifyRequest, reply: FastifyReply, pathname: string) {
      const pagePath = pathname.slice(0, -PAYLOAD_SUFFIX.length) || '/';
      const match = matchPage(pagePath);
      const query = new URLSearchParams(request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '');
      const asked = query.get(PAYLOAD_VERSION);
      query.delete(PAYLOAD_VERSION);
      const pageUrl = `${pagePath}${query.size ? `?${query.toString()}` : ''}`;
      if (!(await tenants.serves(request, match))) return reply.code(404).send(notFoundBody(request));
      const prepared = pageServer && match?.lang ? await pageServer.prepare(request, match.route, match.params, match.lang, pageUrl) : null;
      if (!pageServer || !prepared) return reply.code(404).send(notFoundBody(request));
      const cacheControl = asked === pageServer.contentKey() ? IMMUTABLE : NO_CACHE;
      const key = `payload ${prepared.key}`;
      if (prepared.preview) {
        const { page, notFound } = await prepared.payload();
        return reply.code(notFound ? 404 : 200).headers(PREVIEW_PAGE_HEADERS).type(JSON_TYPE).send(JSON.stringify(page));
      }
      const hit = payloads.get(key);
      if (hit) return sendCached(request, reply, { ...hit, headers: { ...hit.headers, 'cache-control': cacheControl } });
      const generation = payloads.generation();
      const { page, notFound } = await prepared.payload();
      const body = JSON.stringify(page);
      if (notFound) return reply.code(404).header('cache-control', NO_CACHE).type(JSON_TYPE).send(body);
      const entry = payloads.put(key, generation, body, { type: JSON_TYPE, headers: {} });
      return sendCached(request, reply, { ...entry, headers: { 'cache-control': cacheControl } });
    }

    async function servePage(request: FastifyRequest, reply: FastifyReply) {
      const url = request.url;
      let pathname = url.split('?')[0] ?? '/';
      try {
        pathname = decodeURI(pathname);
      } catch {
        // Malformed escapes: treat as an unknown page.
      }
      const readable = serveStatic && (request.method === 'GET' || request.method === 'HEAD');
      if (readable && pathname.endsWith(PAYLOAD_SUFFIX) && !pathname.startsWith('/api/')) return servePayload(request, reply, pathname);
      const html = readable && !isAssetLike(pathname) ? shellHtml() : null;
      if (html === null) return reply.code(404).send(notFoundBody(request));
      const match = matchPage(pathname);
      if (await tenants.answer(request, reply, pathname, match)) return reply;
      const generation = pages.generation();
      let prepared: PreparedPage | null = null;
      if (pageServer && match) prepared = await pageServer.prepare(request, match.route, match.params, match.lang);
      const hit = prepared && !prepared.preview ? pages.get(prepared.key) : undefined;
      if (hit) return sendCached(request, reply, hit);

      // A renderer may turn a known route with an unknown record id into a 404.
      const context: PageContext = {
        // An unknown page under /ar is still an Arabic page: its 404 is served in Arabic.
        lang: match?.lang ?? prepared?.lang ?? splitLocale(pathname).lang,
        route: match?.route ?? null,
        params: match?.params ?? {},
        url,
        statusCode: match ? 200 : 404,
        origin: `${request.protocol}://${request.host}`,
      };
      const rendered = prepared ? await prepared.compose(html) : null;
      if (rendered?.notFound) context.statusCode = 404;
      const body = await renderPage(rendered?.html ?? html, context, renderers);
      if (prepared?.preview) return reply.code(context.statusCode).headers(PREVIEW_PAGE_HEADERS).type(HTML).send(body);
      if (prepared && context.statusCode === 200) {
        return sendCached(request, reply, pages.put(prepared.key, generation, body, { type: HTML, headers: { 'cache-control': NO_CACHE } }));
      }
      return reply.code(context.statusCode).header('cache-control', NO_CACHE).type(HTML).send(body);
    }

    // '/' is a page, not a directory listing of the shell build.
    app.get('/', servePage);
    app.setNotFoundHandler(servePage);
  },
  { name: 'static-site', dependencies: ['error-handler', 'content-version', 'remote-map'] },
);
