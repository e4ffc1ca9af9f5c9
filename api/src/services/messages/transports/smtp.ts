import fs from 'node:fs';
import nodemailer from 'nodemailer';
import { type SendOutcome, type Transport, clip } from '../types.js';

export interface SmtpSettings {
  /** `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://...`. */
  url: string;
  from: string;
  poolSize: number;
  dkim?: { domainName: string; keySelector: string; privateKey: string } | null;
}

/** A PEM key given inline, or the path of a file holding one. */
export const readPrivateKey = (value: string) => (value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : fs.readFileSync(value, 'utf8'));

/** SMTP reply codes 4xx (and connection failures) are temporary; 5xx refuse the message for good. */
function outcomeOf(error: unknown): SendOutcome {
  const { responseCode, response, code, message } = error as { responseCode?: number; response?: string; code?: string; message?: string };
  const answer = clip(response ?? `${code ?? 'error'}: ${message ?? String(error)}`);
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return { status: 'failed', response: answer };
  return { status: 'retry', response: answer };
}

/**
 * Email over SMTP with nodemailer's pool: a few long-lived connections, each carrying many
 * messages. Every attempt of a message has the same Message-ID, so a receiver that drops
 * duplicates by Message-ID (Gmail does) shows a retry after a crash once.
 */
export function smtpTransport(settings: SmtpSettings): Transport {
  const transporter = nodemailer.createTransport({
    url: settings.url,
    pool: true,
    maxConnections: settings.poolSize,
    maxMessages: 1000,
    // Well under the delivery lease (a minute): an attempt ends, one way or the other, before another worker may take it.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(settings.dkim ? { dkim: settings.dkim } : {}),
  });
  return {
    channel: 'email',
    concurrency: settings.poolSize * 4,
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          messageId: mail.messageId,
          headers: mail.headers,
        });
        return { status: 'sent', response: clip(String(info.response ?? 'accepted')) };
      } catch (error) {
        return outcomeOf(error);
      }
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}
