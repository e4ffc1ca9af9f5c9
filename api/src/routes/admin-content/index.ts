import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CONTENT_TYPES, PREVIEW_PARAM, previewPath } from '@site/shared/content-editing';
import { LANGS } from '@site/shared/lang';
import { notFound } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { contentEditingService } from '../../services/content-editing/service.js';
import { previewSigner } from '../../services/content-editing/preview.js';
import { sanitizeRichText } from '../../services/content-editing/rich-text.js';
import { contentAudit } from './audit.js';

const typeParams = z.object({ type: z.enum(CONTENT_TYPES) });
// Ids are slugs: they appear in page addresses.
const itemParams = typeParams.extend({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,119}$/) });
const versionParams = itemParams.extend({ version: z.coerce.number().int().min(1).max(1_000_000) });
const draftBody = z.object({ data: z.record(z.string(), z.unknown()) });
const publishBody = z.object({ override: z.boolean().optional() }).optional();
const scheduleBody = z.object({ at: z.iso.datetime({ offset: true }), override: z.boolean().optional() });
const previewBody = z.object({ lang: z.enum(LANGS) });

/** How long a publish waits to hear its own change before answering: the next read is then fresh. */
const HEAR_OWN_CHANGE_MS = 2_000;

/**
 * /api/admin/content: staff edit the public site's content. Drafts need `content.edit`; publishing,
 * scheduling and restoring need `content.publish`. Checked before the request is read, so a
 * caller without the right learns nothing from validation answers.
 */
const routes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock, keys } = app.deps;
  const content = contentEditingService({ db, clock, sanitize: sanitizeRichText });
  const signer = previewSigner(keys.contentPreview);
  const audited = contentAudit({ db, clock, content });
  const edit = { onRequest: app.requirePermission('content.edit') };
  const publish = { onRequest: app.requirePermission('content.publish') };
  const actor = (req: FastifyRequest) => req.auth?.account.id ?? null;
  /** Runs a write of live content and answers once this instance has heard the change. */
  const live = async <T>(write: () => Promise<T>): Promise<T> => {
    const heard = app.contentVersion.next(HEAR_OWN_CHANGE_MS);
    const result = await write();
    await heard;
    return result;
  };

  app.get('/', edit, async () => ({ types: CONTENT_TYPES }));
  app.get('/:type', { ...edit, schema: { params: typeParams } }, async (req) => ({ items: await content.list(req.params.type) }));
  app.get('/:type/:id', { ...edit, schema: { params: itemParams } }, async (req) => content.item(req.params.type, req.params.id));

  app.put('/:type/:id/draft', { ...edit, schema: { params: itemParams, body: draftBody } }, async (req) =>
    audited(req, 'draft', req.params, () => content.saveDraft(req.params.type, req.params.id, req.body.data, actor(req))),
  );
  app.delete('/:type/:id/draft', { ...edit, schema: { params: itemParams } }, async (req, reply) => {
    await audited(req, 'discard', req.params, () => content.discardDraft(req.params.type, req.params.id));
    return reply.code(204).send();
  });

  app.post('/:type/:id/preview', { ...edit, schema: { params: itemParams, body: previewBody } }, async (req) => {
    const { type, id } = req.params;
    const data = await content.draftData(type, id);
    if (!data) throw notFound('contentEditing.noDraft');
    const { token, expiresAt } = signer.sign(type, id, clock.now());
    const path = previewPath(type, { id, kind: data.kind });
    return { url: `/${req.body.lang}${path ? `/${path}` : ''}?${PREVIEW_PARAM}=${token}`, expiresAt: expiresAt.toISOString() };
  });

  app.post('/:type/:id/publish', { ...publish, schema: { params: itemParams, body: publishBody } }, async (req) =>
    audited(req, 'publish', req.params, () => live(() => content.publish(req.params.type, req.params.id, req.body ?? {}, actor(req)))),
  );
  app.post('/:type/:id/schedule', { ...publish, schema: { params: itemParams, body: scheduleBody } }, async (req) =>
    audited(req, 'schedule', req.params, () => content.schedule(req.params.type, req.params.id, new Date(req.body.at), req.body)),
  );
  app.delete('/:type/:id/schedule', { ...publish, schema: { params: itemParams } }, async (req, reply) => {
    await audited(req, 'unschedule', req.params, () => content.unschedule(req.params.type, req.params.id));
    return reply.code(204).send();
  });

  app.get('/:type/:id/versions/:version', { ...edit, schema: { params: versionParams } }, async (req) =>
    content.version(req.params.type, req.params.id, req.params.version),
  );
  app.post('/:type/:id/versions/:version/restore', { ...publish, schema: { params: versionParams } }, async (req) =>
    audited(req, 'restore', req.params, () => live(() => content.restore(req.params.type, req.params.id, req.params.version, actor(req)))),
  );
};

export default routes;
