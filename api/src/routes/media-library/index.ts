import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { MEDIA_WIDTHS } from '@site/shared/media';
import { notFound } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { createMediaService } from '../../services/media/service.js';

const idParams = z.object({ id: z.uuid() });
const sizeParams = idParams.extend({ width: z.coerce.number().int().min(1).max(Math.max(...MEDIA_WIDTHS)) });

/** A year: an asset's bytes never change under its id (a new file is a new asset). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** /api/media-library: the media library's files as public pages show them, to anyone. Unknown ids and widths are 404. */
const routes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.deps;
  const media = createMediaService({ db, clock, uploads: app.uploads, storage: app.uploads.storage });
  const send = async (opened: Awaited<ReturnType<typeof media.open>>, reply: import('fastify').FastifyReply) => {
    if (!opened) throw notFound();
    return reply.header('content-type', opened.type).header('content-length', opened.size).header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff').send(opened.stream);
  };

  app.get('/:id', { schema: { params: idParams } }, async (req, reply) => send(await media.open(req.params.id), reply));
  app.get('/:id/:width', { schema: { params: sizeParams } }, async (req, reply) => send(await media.open(req.params.id, req.params.width), reply));
};

export default routes;
