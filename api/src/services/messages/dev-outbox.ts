import type { Db } from '../../db/client.js';
import type { OutboxRow } from '../../db/schema/index.js';
import type { Outbox } from './outbox.js';
import { outboxRepository as repo } from './repository.js';
import type { SealedMessage } from './types.js';

/** A message as the dev outbox and the mail catcher show it: opened, with its delivery state. */
export interface ShownMessage {
  id: string;
  messageId: string;
  channel: OutboxRow['channel'];
  to: string;
  subject: string;
  /** The text message, or the plain-text part of the email. */
  body: string;
  html: string | null;
  code: string | null;
  purpose: string | null;
  lang: OutboxRow['lang'];
  status: OutboxRow['status'];
  attempts: number;
  providerResponse: string | null;
  createdAt: string;
}

const EMPTY: SealedMessage = { subject: '', text: '', html: null, headers: {}, code: null, template: null };

function show(outbox: Pick<Outbox, 'open'>, row: OutboxRow): ShownMessage {
  const sealed = outbox.open(row) ?? EMPTY;
  return {
    id: row.id,
    messageId: row.messageId,
    channel: row.channel,
    to: row.to,
    subject: sealed.subject,
    body: sealed.text,
    html: sealed.html,
    code: sealed.code,
    purpose: row.purpose,
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    providerResponse: row.providerResponse,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Opened messages for demos and tests (only ever mounted with DEV_OUTBOX=1). */
export const devOutbox = (db: Db, outbox: Pick<Outbox, 'open'>) => ({
  /** The latest messages to one recipient (E.164 phone or lower-case email), newest first. */
  to: async (to: string, limit = 10) => (await repo.latestTo(db, to, limit)).map((row) => show(outbox, row)),
  latest: async (limit = 100) => (await repo.latest(db, limit)).map((row) => show(outbox, row)),
  one: async (id: string) => {
    const row = await repo.find(db, id);
    return row ? show(outbox, row) : null;
  },
});
