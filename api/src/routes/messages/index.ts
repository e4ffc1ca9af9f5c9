import { timingSafeEqual } from 'node:crypto';
import { LANGS } from '@site/shared/lang';
import { href } from '@site/shared/routes';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { Unsupported, unauthorized } from '../../lib/errors.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { outboxSettings } from '../../services/messages/index.js';
import { MAX_INBOUND_BYTES } from '../../services/messages/inbound/smtp-listener.js';
import { unsubscribe } from '../../services/messages/preferences.js';
import { renderUnsubscribePage } from '../../services/messages/unsubscribe-page.js';
import { readUnsubscribeToken } from '../../services/messages/unsubscribe.js';

const unsubscribeQuery = z.object({ token: z.string().max(2000).default(''), lang: z.enum(LANGS).optional() });

const sameSecret = (given: string, secret: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * /api/messages: the one-click unsubscribe link of every notification email (no session: the
 * signed link is the proof), and the inbound hook where a mail provider posts replies by email.
 */
const messageRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { baseUrl } = outboxSettings(deps.env);
  // RFC 8058 one-click requests come as a form (urlencoded or multipart); their body says nothing the link does not.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_request, _body, done) => done(null, {}));

  const page = (lang: (typeof LANGS)[number], view: Parameters<typeof renderUnsubscribePage>[0]) =>
    renderUnsubscribePage(view, lang, `${baseUrl}${href('profile', lang)}?tab=notifications`);

  app.get('/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const grant = readUnsubscribeToken(deps.keys.unsubscribe, request.query.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!grant) return reply.code(400).send(page(lang, { state: 'invalid' }));
    const action = `?token=${encodeURIComponent(request.query.token)}&lang=${lang}`;
    return page(lang, { state: 'confirm', category: grant.category, action });
  });

  app.post('/unsubscribe', { schema: { querystring: unsubscribeQuery } }, async (request, reply) => {
    const lang = request.query.lang ?? request.lang;
    const grant = readUnsubscribeToken(deps.keys.unsubscribe, request.query.token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!grant || !(await unsubscribe(deps.db, grant))) return reply.code(400).send(page(lang, { state: 'invalid' }));
    return page(lang, { state: 'done', category: grant.category });
  });

  const secret = deps.env.INBOUND_MAIL_SECRET;
  if (!secret || !app.inboundMail) return;
  const inbound = app.inboundMail;
  app.register(async (hook) => {
    hook.addContentTypeParser(['message/rfc822', 'text/plain', 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: MAX_INBOUND_BYTES }, (_request, body, done) => done(null, body));
    // A provider's inbound hook posts the raw message; the shared secret proves it is the provider.
    hook.post('/inbound', { bodyLimit: MAX_INBOUND_BYTES }, async (request, reply) => {
      const given = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, secret)) throw unauthorized();
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new Unsupported();
      const outcome = await inbound.receive(request.body);
      return reply.code(202).send({ status: outcome.status });
    });
  });
};

export default messageRoutes;
