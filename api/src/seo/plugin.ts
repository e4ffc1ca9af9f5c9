import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isMainHost } from '@site/shared/config';
import type { Db } from '../db/client.js';
import type { Env } from '../env.js';
import media from '../routes/content/media.js';
import { injectMeta, pageMeta } from './page-meta.js';
import { findPageRecord } from './records.js';
import type { PageContext, PageRenderer } from './render-page.js';
import { renderRobots, renderSitemap, sitemapEntries } from './sitemap.js';

/** PUBLIC_URL (when the deployment sets it) wins over the Host header, which a proxy may rewrite. */
const publicUrlOf = (env: Env) => (env as Env & { PUBLIC_URL?: string }).PUBLIC_URL?.replace(/\/+$/, '');

/**
 * Writes page metadata into the shell HTML. A detail page whose record does not exist gets the
 * not-found metadata and lowers `context.statusCode` to 404 for the page server to send.
 */
export function metaRenderer(env: Env, db: Db): PageRenderer {
  return async (html, context: PageContext) => {
    const origin = publicUrlOf(env) ?? context.origin ?? `http://localhost:${env.PORT}`;
    const path = context.url.split(/[?#]/)[0] ?? '/';
    let route = context.route;
    let record;
    if (route && context.lang) {
      record = await findPageRecord(db, route.id, context.lang, context.params.id);
      if (record === null) {
        context.statusCode = 404;
        route = null;
      }
    }
    const meta = pageMeta(`${origin}${path}`, context.lang, route, {
      record,
      mainDomain: isMainHost(new URL(origin).hostname, env.MAIN_HOSTS),
    });
    return injectMeta(html, meta);
  };
}

/**
 * Root-level pieces of the public site: /media (shipped images and clips), /sitemap.xml,
 * /robots.txt, and the page renderer that writes title, description, canonical, hreflang and
 * Open Graph tags into the shell's HTML (404 for a detail page whose record does not exist).
 */
export default fp(
  async (app) => {
    // Registered once even if both the app and a test add it.
    if (app.hasRoute({ method: 'GET', url: '/robots.txt' })) return;
    const { env, db } = app.deps;
    const originOf = (request: FastifyRequest) => publicUrlOf(env) ?? `${request.protocol}://${request.host}`;

    await app.register(media);

    app.get('/sitemap.xml', async (request, reply) => {
      const body = renderSitemap(originOf(request), await sitemapEntries(db));
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    });

    app.get('/robots.txt', async (request, reply) =>
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(renderRobots(originOf(request))),
    );

    const renderer = metaRenderer(env, db);

    // The static-site plugin is registered after this one; its renderer list exists once the app is ready.
    app.addHook('onReady', (done) => {
      if (typeof app.addPageRenderer === 'function') app.addPageRenderer(renderer);
      else app.log.warn('static-site page renderer hook not found: page metadata is not injected');
      done();
    });
  },
  { name: 'content-site', dependencies: ['context'] },
);
