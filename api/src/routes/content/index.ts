import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Lang } from '../../i18n/index.js';
import { found } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { pageQuerySchema } from '../../schemas/common.js';
import { PREVIEW_HEADER, publicJson } from '../../lib/public-json.js';
import { type ContentRepository, contentRepository } from '../../services/content/repository.js';
import { previewRepository } from '../../services/content-editing/preview-repository.js';

const idParams = z.object({ id: z.string().min(1).max(120) });
const articlesQuery = pageQuerySchema.extend({ kind: z.enum(['blog', 'news']).optional() });
const mediaQuery = z.object({ kind: z.enum(['video', 'audio']).optional() });

type ListName = 'partners' | 'branches' | 'team' | 'testimonials' | 'features' | 'services' | 'projects' | 'workMethods' | 'plans' | 'subscriptions' | 'faqs' | 'terms' | 'changelog';
type DetailName = 'article' | 'service' | 'project' | 'workMethod';

const LISTS: Array<[string, ListName]> = [
  ['/partners', 'partners'],
  ['/branches', 'branches'],
  ['/team', 'team'],
  ['/testimonials', 'testimonials'],
  ['/features', 'features'],
  ['/services', 'services'],
  ['/projects', 'projects'],
  ['/work-methods', 'workMethods'],
  ['/plans', 'plans'],
  ['/subscriptions', 'subscriptions'],
  ['/faqs', 'faqs'],
  ['/terms', 'terms'],
  ['/changelog', 'changelog'],
];

const DETAILS: Array<[string, DetailName]> = [
  ['/articles/:id', 'article'],
  ['/services/:id', 'service'],
  ['/projects/:id', 'project'],
  ['/work-methods/:id', 'workMethod'],
];

const routes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const live: ContentRepository = contentRepository(app.deps.db);
  const preview = previewRepository(app.deps);
  /** The live content, or — for a preview link's request — the content with that one draft in it. */
  const repoOf = async (req: FastifyRequest): Promise<ContentRepository> => {
    const token = req.headers[PREVIEW_HEADER];
    return typeof token === 'string' ? preview(token) : live;
  };

  const respond = publicJson(app);

  app.get('/content/home', async (req, reply) => respond(req, reply, async () => found(await (await repoOf(req)).home(req.lang))));
  app.get('/content/company', async (req, reply) => respond(req, reply, async () => found(await (await repoOf(req)).company(req.lang))));

  app.get('/articles', { schema: { querystring: articlesQuery } }, async (req, reply) =>
    respond(req, reply, async () => (await repoOf(req)).articles(req.lang, req.query)),
  );
  app.get('/media', { schema: { querystring: mediaQuery } }, async (req, reply) =>
    respond(req, reply, async () => (await repoOf(req)).media(req.lang, req.query.kind)),
  );

  for (const [url, name] of LISTS) {
    app.get(url, async (req, reply) => respond(req, reply, async () => ((await repoOf(req))[name] as (lang: Lang) => Promise<unknown[]>)(req.lang)));
  }
  for (const [url, name] of DETAILS) {
    app.get(url, { schema: { params: idParams } }, async (req, reply) =>
      respond(req, reply, async () => found(await ((await repoOf(req))[name] as (lang: Lang, id: string) => Promise<unknown>)(req.lang, req.params.id))),
    );
  }
};

/**
 * The content endpoints sit directly under /api (/api/articles, /api/content/home, ...), so this
 * plugin is wrapped with fastify-plugin: it then takes its parent's /api prefix rather than the
 * '/content' prefix the resource table gives it. The routes themselves stay encapsulated in
 * the inner plugin, so nothing leaks into sibling resources.
 */
export default fp(async (api) => {
  await api.register(routes);
}, { name: 'content-routes' });
