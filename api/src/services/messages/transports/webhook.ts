import { createHmac } from 'node:crypto';
import type { Transport } from '../types.js';
import { clip } from '../types.js';
import { countSegments } from '../sms-segments.js';
import { postToGateway } from './http.js';

export interface WebhookSettings {
  url: string;
  secret: string;
}

/** What the receiver checks: HMAC-SHA256 of `<timestamp>.<body>` with the shared secret, hex. */
export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/**
 * Any other SMS gateway: each text is POSTed as JSON `{ id, to, text, encoding, segments }`
 * with `X-Signature` over the timestamp and body and `Idempotency-Key` set to the message id,
 * the same on every attempt, so a receiver that keeps the keys it saw never sends one twice.
 */
export function webhookTransport(settings: WebhookSettings): Transport {
  return {
    channel: 'sms',
    concurrency: 8,
    send(message) {
      const { encoding, segments } = countSegments(message.text);
      const body = JSON.stringify({ id: message.messageId, to: message.to, text: message.text, encoding, segments });
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers = {
        'content-type': 'application/json',
        'idempotency-key': message.messageId,
        'x-timestamp': timestamp,
        'x-signature': webhookSignature(settings.secret, timestamp, body),
      };
      return postToGateway(settings.url, { headers, body }, (_status, text) => ({ status: 'sent', response: clip(text || 'accepted') }));
    },
    async close() {},
  };
}
