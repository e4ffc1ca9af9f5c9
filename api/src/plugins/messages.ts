import fp from 'fastify-plugin';
import { HOUR } from '../lib/clock.js';
import { DomainError } from '../lib/errors.js';
import { t } from '../i18n/index.js';
import { DeliveryWorker } from '../services/messages/delivery.js';
import { type Inbound, createInbound, fileStream } from '../services/messages/inbound/process.js';
import { startSmtpListener } from '../services/messages/inbound/smtp-listener.js';
import { notifyMissedChatAnswers } from '../services/messages/notify/chat.js';
import { remindClosingTickets } from '../services/messages/notify/tickets.js';
import { openTransports } from '../services/messages/transports/index.js';
import { viewerOf } from '../services/tickets/access.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies by email, when MAIL_REPLY_DOMAIN is set. */
    inboundMail: Inbound | null;
    /** The delivery worker, when a transport is configured (MESSAGES_DELIVERY=send). */
    delivery: DeliveryWorker | null;
    /** The port of the inbound SMTP listener, when INBOUND_SMTP_PORT is set (0 picks a free one). */
    inboundSmtpPort: number | null;
  }
}

export interface MessagesOptions {
  /** Delivery lease and idle wake-up (tests: short). */
  leaseMs?: number;
  idleMs?: number;
}

/**
 * Email and text messages: the delivery worker on the job runner (one instance delivers at a
 * time; every instance queues), the hourly reminder of tickets about to close, the emails of chat
 * answers a client missed, and replies by email through the SMTP listener and the HTTP hook
 * (routes/messages). docs/messages.md.
 */
export default fp<MessagesOptions>(
  async (app, options) => {
    const { env, db, database, messages, keys, clock, limits } = app.deps;

    const transports = env.MESSAGES_DELIVERY === 'send' ? openTransports(env) : {};
    const worker = Object.keys(transports).length > 0
      ? new DeliveryWorker({ db, listen: (channel, onNotify) => database.listen(channel, onNotify), outbox: messages.outbox, transports, log: app.log.child({ part: 'delivery' }), ...options })
      : null;
    app.decorate('delivery', worker);
    if (worker) app.jobs.register({ name: 'messages.deliver', intervalMs: 1_000, run: ({ signal }) => worker.run(signal) });
    app.addHook('onClose', async () => {
      await Promise.all(Object.values(transports).map((transport) => transport.close()));
    });

    app.jobs.register({
      name: 'messages.ticket-closing',
      intervalMs: HOUR,
      run: async ({ log }) => {
        const reminded = await remindClosingTickets(db, messages.notify, clock.now());
        if (reminded > 0) log.info({ reminded }, 'clients told of tickets closing soon');
      },
    });

    app.jobs.register({
      name: 'messages.chat-missed',
      intervalMs: 30_000,
      run: async ({ log }) => {
        const told = await notifyMissedChatAnswers(db, messages.notify, messages.outbox, clock.now());
        if (told > 0) log.info({ told }, 'chat clients told of answers they missed');
      },
    });

    const replyDomain = env.MAIL_REPLY_DOMAIN;
    const inbound = replyDomain
      ? createInbound({
          db, clock, limits, replyDomain, outbox: messages.outbox, replyKey: keys.replyAddress,
          desk: {
            canSee: (account, ticketId) => app.tickets.canSee(viewerOf(account), ticketId),
            receiveFile: async (accountId, file, lang) =>
              (await app.uploads.receive({ kind: 'account', id: accountId, account: null }, 'ticket-attachment', { filename: file.filename, stream: fileStream(file.content) }, lang, null)).id,
            discardFile: (id) => app.uploads.discard(id),
            reply: (account, ticketId, input, messageId) =>
              app.tickets.reply({ viewer: viewerOf(account), principal: { kind: 'account', id: account.id, account: null } }, ticketId, input, messageId).then(() => undefined),
            refusal: (error, lang) =>
              error instanceof DomainError ? { closed: error.kind === 'conflict', message: [error.msg, ...error.details].map((m) => t(lang, m.key, m.params)).join(' ') } : null,
          },
        })
      : null;
    app.decorate('inboundMail', inbound);
    app.decorate('inboundSmtpPort', null);
    if (inbound && replyDomain && env.INBOUND_SMTP_PORT !== undefined) {
      const listener = await startSmtpListener({ port: env.INBOUND_SMTP_PORT, host: env.INBOUND_SMTP_HOST ?? env.HOST, replyDomain, inbound, log: app.log });
      app.inboundSmtpPort = listener.port;
      app.addHook('onClose', listener.close);
    }
  },
  { name: 'messages', dependencies: ['context', 'jobs', 'tickets', 'uploads'] },
);
