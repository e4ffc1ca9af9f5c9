import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../plugins/identity.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { MEDIA_FILES, createMediaService } from '../../services/media/service.js';

const text = z.string().trim().min(1).max(300);
/** Alt text is required in both languages: a page in either shows the asset. */
const altBody = z.object({ alt: z.object({ en: text, ar: text }) });
const createBody = altBody.extend({ uploadId: z.uuid() });
const idParams = z.object({ id: z.uuid() });

/**
 * /api/admin/media: the media library (media.manage). Files arrive through POST /api/uploads with
 * purpose `media` (the byte checks); here they become assets with alt text and resized copies.
 */
const routes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const media = createMediaService({ db, clock, uploads: app.uploads, storage: app.uploads.storage });
  // The originals are on public pages: anyone signed in may fetch them by the upload link too.
  app.uploads.registerAccess(MEDIA_FILES, async () => true);
  const manage = { onRequest: app.requirePermission('media.manage') };

  app.get('/', manage, async () => ({ items: await media.list() }));
  app.post('/', { ...manage, schema: { body: createBody } }, async (req, reply) => reply.code(201).send(await media.create(requirePrincipal(req), req.body)));
  app.get('/:id', { ...manage, schema: { params: idParams } }, async (req) => media.get(req.params.id));
  app.patch('/:id', { ...manage, schema: { params: idParams, body: altBody } }, async (req) => media.updateAlt(req.params.id, req.body.alt));
};

export default routes;
