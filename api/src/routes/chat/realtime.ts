import { CHAT_INBOX_TOPIC, CHAT_TOPIC, CHAT_VISITOR_KIND, chatRequests } from '@site/shared/chat';
import { CHAT_DESK_TOPIC } from '@site/shared/desk';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { markDefaults } from '../../lib/zod-provider.js';
import { createTicketBody } from '../../schemas/tickets.js';
import { CHAT_FILES, type ChatService, type OpenTicket, createChatService, isAgent } from '../../services/chat/service.js';
import { viewerOf } from '../../services/tickets/access.js';

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatService;
  }
}

const isId = (id: string | null): id is string => z.uuid().safeParse(id).success;

/**
 * Live support chat on the realtime hub: the anonymous visitor identity, the topics (one per
 * conversation, and the agents' inbox) and the requests clients and agents send. docs/chat.md.
 */
export default fp(
  async (app) => {
    const { db, limits, signals } = app.deps;
    const openTicket: OpenTicket = async ({ clientId, agent, input, lang, contact }) => {
      const parsed = createTicketBody.schema(lang).parse(input, { error: markDefaults });
      return app.tickets.create({ clientId, openedBy: { viewer: viewerOf(agent.account!), principal: agent }, input: parsed, contact });
    };
    const chat = createChatService({ db, limits, openTicket, uploads: app.uploads, signals,
      publish: (topic, name, data) => app.realtime.publish(topic, name, data),
      assign: (tx) => app.assignment.pick(tx, { kind: 'chat' }),
    });
    app.decorate('chat', chat);
    const stopWatching = app.realtime.watch((topic, _data, name) => chat.heard(topic, name), chat.missedChanges);
    app.addHook('onClose', async () => {
      stopWatching();
      // How often the inbox's boxes were answered from memory.
      app.log.info({ ...chat.listStats() }, 'chat inbox list cache');
    });
    app.uploads.registerAccess(CHAT_FILES, (principal, messageId) => chat.canSeeMessage(principal, messageId));
    // Pages of the sites allowed to embed the chat may open sockets (others get 403 before the upgrade).
    const embedOrigins = new Set(app.deps.env.CHAT_EMBED_ORIGINS);
    app.realtime.allowOrigin((origin) => embedOrigins.has(origin.origin));
    app.principals.register(CHAT_VISITOR_KIND, (token) => chat.resolveVisitor(token));

    app.realtime.topic(CHAT_TOPIC, async (principal, id) => isId(id) && chat.canSee(principal, id));
    app.realtime.topic(CHAT_DESK_TOPIC, async (principal, id) => isId(id) && chat.worksOn(principal, id));
    app.realtime.topic(CHAT_INBOX_TOPIC, async (principal, id) => id === null && isAgent(principal));

    const { realtime } = app;
    realtime.handle('chat.send', { schema: chatRequests['chat.send'], run: ({ principal, data, lang }) => chat.send(principal, data, lang) });
    realtime.handle('chat.note', { schema: chatRequests['chat.note'], run: ({ principal, data }) => chat.note(principal, data) });
    realtime.handle('chat.history', { schema: chatRequests['chat.history'], run: ({ principal, data }) => chat.history(principal, data) });
    realtime.handle('chat.list', { schema: chatRequests['chat.list'], run: async ({ principal, data }) => ({ items: await chat.list(principal, data.box) }) });
    realtime.handle('chat.take', { schema: chatRequests['chat.take'], run: ({ principal, data }) => chat.take(principal, data.conversationId) });
    realtime.handle('chat.close', { schema: chatRequests['chat.close'], run: ({ principal, data }) => chat.close(principal, data.conversationId) });
    realtime.handle('chat.read', { schema: chatRequests['chat.read'], run: ({ principal, data }) => chat.read(principal, data) });
    realtime.handle('chat.delivered', { schema: chatRequests['chat.delivered'], run: ({ principal, data }) => chat.delivered(principal, data) });
    realtime.handle('chat.typing', { schema: chatRequests['chat.typing'], run: ({ principal, data }) => chat.typing(principal, data) });
    realtime.handle('chat.contact', { schema: chatRequests['chat.contact'], run: ({ principal, data }) => chat.contact(principal, data) });
    realtime.handle('chat.ticket', { schema: chatRequests['chat.ticket'], run: ({ principal, data, lang }) => chat.ticket(principal, data, lang) });
  },
  { name: 'chat', dependencies: ['context', 'identity', 'realtime', 'tickets', 'uploads', 'assignment'] },
);
