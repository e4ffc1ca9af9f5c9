import { type Env, smsTransportOf } from '../../../env.js';
import type { Channel, Transport } from '../types.js';
import { readPrivateKey, smtpTransport } from './smtp.js';
import { unifonicTransport } from './unifonic.js';
import { webhookTransport } from './webhook.js';

/** The transports the environment configures, by channel; a channel without one keeps its messages waiting. */
export function openTransports(env: Env): Partial<Record<Channel, Transport>> {
  const transports: Partial<Record<Channel, Transport>> = {};
  if (env.SMTP_URL) {
    const dkim = env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
      ? { domainName: env.DKIM_DOMAIN, keySelector: env.DKIM_SELECTOR, privateKey: readPrivateKey(env.DKIM_PRIVATE_KEY) }
      : null;
    transports.email = smtpTransport({ url: env.SMTP_URL, from: env.MAIL_FROM ?? 'Nukhba Software <no-reply@localhost>', poolSize: env.SMTP_POOL_SIZE, dkim });
  }
  const sms = smsTransportOf(env);
  if (sms === 'unifonic') transports.sms = unifonicTransport({ appSid: env.UNIFONIC_APP_SID!, senderId: env.UNIFONIC_SENDER_ID, url: env.UNIFONIC_URL });
  if (sms === 'webhook') transports.sms = webhookTransport({ url: env.SMS_WEBHOOK_URL!, secret: env.SMS_WEBHOOK_SECRET! });
  return transports;
}
