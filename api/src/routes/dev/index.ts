import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { parseIdentifier } from '../../services/accounts.js';
import { latestMessages } from '../../services/sender/outbox.js';

/** Lets tests and demos finish OTP flows without a real SMS gateway. Mounted only with DEV_OUTBOX=1. */
const dev: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/outbox', { schema: { querystring: z.object({ to: z.string().min(3).max(254) }) } }, async (request) => {
    const raw = request.query.to.trim();
    const to = parseIdentifier(raw)?.contact ?? raw;
    return { items: await latestMessages(deps.db, deps.keys.outboxSeal, to) };
  });
};

export default dev;
