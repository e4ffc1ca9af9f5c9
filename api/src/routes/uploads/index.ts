import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOAD_POLICIES } from '@site/shared/uploads';
import { z } from 'zod';
import { byteRange } from '../../lib/byte-range.js';
import { notFound } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requirePrincipal } from '../../plugins/identity.js';
import { LIMITS } from '../../plugins/rate-limit.js';
import { MULTIPART_LIMITS, readUpload } from './read-multipart.js';
import { sendUpload } from './send-upload.js';

const largestPolicy = Math.max(...Object.values(UPLOAD_POLICIES).map((policy) => policy.maxBytes));

const downloadSchema = {
  params: z.object({ id: z.uuid() }),
  querystring: z.object({ exp: z.coerce.number().int().optional(), sig: z.string().max(100).optional() }),
};

/** /api/uploads: receive one file for a purpose; download it with a signed link or as someone allowed to see it. */
const uploadRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { uploads } = app;
  // Multipart only here. Each policy's limit is enforced while streaming; this backstop lets one
  // byte more through, so the policy check is the one that answers (with its translated limit).
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: largestPolicy + 1 } });

  app.post('/', { preHandler: app.requirePrincipal, config: { rateLimit: LIMITS.upload } }, async (request, reply) => {
    const principal = requirePrincipal(request);
    const file = await readUpload(request, (purpose, part) => uploads.receive(principal, purpose, part, request.lang, request.ip), (id) => uploads.discard(id));
    return reply.code(201).send(file);
  });

  app.get('/:id', { preHandler: app.identify, schema: downloadSchema }, async (request, reply) => {
    const { exp, sig } = request.query;
    const link = exp !== undefined && sig !== undefined ? { exp, sig } : undefined;
    const opened = await uploads.open(request.params.id, { principal: request.principal, link }, (size) => byteRange(request.headers.range, size));
    if (!opened) throw notFound();
    return sendUpload(reply, opened);
  });
};

export default uploadRoutes;
