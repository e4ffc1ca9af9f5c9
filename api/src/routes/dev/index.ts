import { LANGS } from '@site/shared/lang';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { parseIdentifier } from '../../services/accounts/repository.js';
import { devOutbox } from '../../services/messages/dev-outbox.js';
import { CATCHER_CSP, EMAIL_CSP, renderCatcher } from '../../services/messages/mail-catcher.js';

/**
 * Lets tests and demos see what the site sends without a real mailbox or phone: the latest
 * messages to a contact as JSON (with their one-time codes), and the mail catcher page.
 * Mounted only with DEV_OUTBOX=1, never in production.
 */
const dev: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const shown = devOutbox(deps.db, deps.messages.outbox);

  app.get('/outbox', { schema: { querystring: z.object({ to: z.string().min(3).max(254) }) } }, async (request) => {
    const raw = request.query.to.trim();
    const to = parseIdentifier(raw)?.contact ?? raw;
    // What the ticket actions just written owe is queued first: the outbox shows every message sent so far.
    await app.tickets.sendNotices();
    return { items: await shown.to(to) };
  });

  app.get('/mail', { schema: { querystring: z.object({ lang: z.enum(LANGS).optional() }) } }, async (request, reply) => {
    await app.tickets.sendNotices();
    const html = renderCatcher(await shown.latest(), request.query.lang ?? request.lang, `${deps.env.BASE_API_URL.replace(/\/+$/, '')}/dev`);
    return reply.header('content-security-policy', CATCHER_CSP).type('text/html; charset=utf-8').send(html);
  });

  // Service levels without waiting business hours: the ticket's running target reaches 80 % and 100 % in so many ms from now.
  app.post('/tickets/:id/sla', {
    schema: { params: z.object({ id: z.uuid() }), body: z.object({ warnInMs: z.number().int(), dueInMs: z.number().int() }).strict() },
  }, async (request, reply) => {
    const now = deps.clock.now().getTime();
    const moved = await app.tickets.moveDeadlines(request.params.id, new Date(now + request.body.warnInMs), new Date(now + request.body.dueInMs));
    return reply.code(moved ? 204 : 404).send();
  });

  app.get('/mail/:id', { schema: { params: z.object({ id: z.uuid() }) } }, async (request, reply) => {
    const message = await shown.one(request.params.id);
    if (!message?.html) return reply.code(404).type('text/plain; charset=utf-8').send('');
    return reply.header('content-security-policy', EMAIL_CSP).type('text/html; charset=utf-8').send(message.html);
  });
};

export default dev;
