import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';

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

/** Default sender: records the message in the outbox table and logs it (without the code). */
export function createOutboxSender(db: Db, clock: Clock, log: FastifyBaseLogger): Sender {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: message.channel,
        to: message.to,
        subject: message.subject ?? '',
        body: message.body,
        code: message.code ?? null,
        purpose: message.purpose ?? null,
        createdAt: clock.now(),
      });
      log.info({ channel: message.channel, purpose: message.purpose }, 'message queued in outbox');
    },
  };
}
