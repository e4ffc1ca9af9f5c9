import type { FastifyPluginAsync } from 'fastify';
import { contactSchema } from '@site/shared/validation';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { type BodyOf, type ZodTypeProvider, localizedBody } from '../../lib/zod-provider.js';
import { contactRepository } from '../../services/contact/repository.js';

/** A public form that stores what it gets: 5 messages per 10 minutes per client address. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 } as const;

const contactBody = localizedBody(contactSchema);
const idParams = z.object({ id: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /api/contact */
const routes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const repo = contactRepository(app.deps.db);

  app.post<{ Body: BodyOf<typeof contactBody> }>(
    '/',
    { preValidation: contactBody.preValidation, config: { rateLimit: CONTACT_RATE_LIMIT } },
    async (request, reply) => {
      const created = await repo.create(request.body, { ip: request.ip, lang: request.lang, now: app.deps.clock.now() });
      return reply.code(201).send(created);
    },
  );

  // Support agents only: lets staff (and tests) read a stored message back.
  app.get('/:id', { schema: { params: idParams }, preHandler: app.requirePermission('support.work') }, async (request) => {
    const found = UUID.test(request.params.id) ? await repo.find(request.params.id) : null;
    if (!found) throw notFound();
    return found;
  });
};

export default routes;
