import type { FastifyPluginCallback } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.js';
import { HttpError } from '../../lib/http-error.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { checkPhone } from '../../services/phone.js';

/** Lets tests and demos finish OTP flows without a real SMS gateway. Never available in production. */
const dev: FastifyPluginCallback = (base, _options, done) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get('/outbox', { schema: { querystring: z.object({ to: z.string().min(3).max(254) }) } }, async (request) => {
    if (deps.env.NODE_ENV === 'production') throw new HttpError(404, 'errors.notAvailableInProduction');
    const raw = request.query.to.trim();
    const phone = raw.includes('@') ? null : checkPhone(raw);
    const to = raw.includes('@') ? raw.toLowerCase() : phone?.ok ? phone.e164 : raw;
    const rows = await deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(10);
    return {
      items: rows.map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.to,
        subject: m.subject,
        body: m.body,
        code: m.code,
        purpose: m.purpose,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  });
  done();
};

export default dev;
