export type Channel = 'email' | 'sms';

/** What a sealed outbox row holds: the message as rendered, and what it was rendered from. */
export interface SealedMessage {
  subject: string;
  /** The plain-text part of an email, or the text message itself. */
  text: string;
  html: string | null;
  /** Extra email headers (Reply-To, threading, List-Unsubscribe). */
  headers: Record<string, string>;
  /** The one-time code it carries, for the dev outbox only. */
  code: string | null;
  /** Template and data, kept so a digest can be rendered again with more in it. */
  template: unknown;
}

/** A message ready for a transport. */
export interface OutgoingMail {
  id: string;
  messageId: string;
  channel: Channel;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  headers: Record<string, string>;
}

/** What a transport made of one attempt: the provider's answer is always kept. */
export type SendOutcome =
  | { status: 'sent'; response: string }
  /** Worth another try later (connection lost, 4xx from SMTP, 5xx or 429 from an HTTP gateway). */
  | { status: 'retry'; response: string }
  /** The provider refused this message for good (unknown mailbox, invalid number). */
  | { status: 'failed'; response: string };

export interface Transport {
  channel: Channel;
  /** Messages it takes at once (e.g. the SMTP pool's connections times a few). */
  concurrency: number;
  send(message: OutgoingMail): Promise<SendOutcome>;
  close(): Promise<void>;
}

/** Provider answers are kept short in the table; nothing of the message itself is in them. */
export const clip = (text: string, max = 500) => (text.length > max ? `${text.slice(0, max)}…` : text);
