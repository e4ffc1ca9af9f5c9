import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { seal } from '../keys.js';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  body: string;
  /** Set for OTP messages only. */
  code?: string;
  purpose?: string;
}

/** Delivery of SMS and email. Swap in a gateway-backed implementation for production delivery. */
export interface Sender {
  send(message: OutgoingMessage): Promise<void>;
}

/** What a sealed outbox row holds. */
export interface SealedMessage {
  text: string;
  code: string | null;
}

/**
 * Default sender: queues the message in the outbox table, its text and code sealed with the
 * outbox key, so a database dump or backup never shows a live code. Logs without the code.
 */
export function createOutboxSender(db: Db, clock: Clock, log: FastifyBaseLogger, sealKey: Buffer): Sender {
  return {
    async send(message) {
      const sealed: SealedMessage = { text: message.body, code: message.code ?? null };
      await db.insert(outbox).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? '',
        body: seal(sealKey, JSON.stringify(sealed)),
        purpose: message.purpose ?? null,
        createdAt: clock.now(),
      });
      log.info({ channel: message.channel, purpose: message.purpose }, 'message queued in outbox');
    },
  };
}
