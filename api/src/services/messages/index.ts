import type { Env } from '../../env.js';
import type { Clock } from '../../lib/clock.js';
import type { ServerKeys } from '../security/keys.js';
import { joinRequestNotifications } from './notify/join-requests.js';
import { createNotify } from './notify/notifier.js';
import { securityNotices } from './notify/security.js';
import { slaWarnings, takeInbound, ticketNotifications } from './notify/tickets.js';
import { type OutboxSettings, createOutbox } from './outbox.js';

/** The domain of an address like `Name <user@example.com>` or `user@example.com`. */
export const domainOf = (address: string | undefined) => /@([^\s>]+)>?\s*$/.exec(address ?? '')?.[1]?.toLowerCase() ?? null;

export function outboxSettings(env: Env): OutboxSettings {
  const baseUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    baseUrl,
    mailDomain: domainOf(env.MAIL_FROM) ?? new URL(baseUrl).hostname,
    replyDomain: env.MAIL_REPLY_DOMAIN ?? null,
    digestMs: env.MESSAGES_DIGEST_SECONDS * 1000,
  };
}

export type Messages = ReturnType<typeof createMessages>;

/**
 * Everything that writes messages: the outbox, and the notifications each feature hands its
 * changes to (inside the change's transaction). Delivery is separate (`delivery.ts`), so an
 * instance can queue without sending.
 */
export function createMessages({ keys, clock, env }: { keys: ServerKeys; clock: Clock; env: Env }) {
  const outbox = createOutbox({ sealKey: keys.outboxSeal, replyKey: keys.replyAddress, unsubscribeKey: keys.unsubscribe, clock, settings: outboxSettings(env) });
  const notify = createNotify(outbox);
  return {
    outbox,
    notify,
    security: securityNotices(notify, outbox),
    tickets: ticketNotifications(notify, outbox),
    takeInbound,
    slaWarnings: slaWarnings(notify),
    joinRequests: joinRequestNotifications(notify),
  };
}
