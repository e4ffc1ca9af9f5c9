import { randomUUID } from 'node:crypto';
import type { Lang } from '@site/shared/lang';
import type { NotificationCategory } from '@site/shared/notifications';
import type { Db } from '../../db/client.js';
import type { OutboxRow } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import { seal, unseal } from '../security/keys.js';
import { type ReplyTarget, replyAddress, replyToken } from './reply-address.js';
import { outboxRepository as repo } from './repository.js';
import { type MessageKind, type Template, mergeData, render } from './templates/catalog.js';
import { renderHtml, renderText } from './templates/layout.js';
import { t } from '../../i18n/index.js';
import type { Channel, SealedMessage } from './types.js';
import { type UnsubscribeSubject, unsubscribeToken } from './unsubscribe.js';

export interface OutboxSettings {
  /** The site's public origin: links in messages. */
  baseUrl: string;
  /** Right-hand side of every Message-ID. */
  mailDomain: string;
  /** Domain of reply addresses; null: ticket emails cannot be answered by email. */
  replyDomain: string | null;
  /** How long a digest waits for more before it is sent. */
  digestMs: number;
}

/** One message to queue, as the feature that causes it describes it. */
export interface NewMessage {
  channel: Channel;
  /** Lower-case email or E.164 phone. */
  to: string;
  lang: Lang;
  message: Template;
  kind: MessageKind;
  accountId?: string | null;
  category?: NotificationCategory | null;
  /** Who the one-click unsubscribe link is for (notifications and visitor emails). */
  unsubscribe?: UnsubscribeSubject | null;
  /** Give the recipient a signed reply address for this ticket. */
  replyAs?: ReplyTarget | null;
  /** Emails of one thread (a ticket) share a References header, so mail programs group them. */
  thread?: string | null;
  /** Merge into the queued message of the same key, if one still waits. */
  digestKey?: string | null;
  /** Never queue a second message with this key. */
  onceKey?: string | null;
  /** The one-time code inside, shown by the dev outbox only. */
  code?: string | null;
  /** Stored as the row's purpose (defaults to the template's name); one-time codes keep their OTP purpose. */
  purpose?: string;
}

export type Outbox = ReturnType<typeof createOutbox>;

/** A queued digest as merging needs it: its row and sealed text. */
type Digest = Pick<OutboxRow, 'id' | 'body'>;

/**
 * Writes messages into the outbox inside the caller's transaction, rendered and sealed, and
 * wakes the delivery worker when that transaction commits. Nothing here talks to a provider.
 */
export function createOutbox({ sealKey, replyKey, unsubscribeKey, clock, settings }: { sealKey: Buffer; replyKey: Buffer; unsubscribeKey: Buffer; clock: Clock; settings: OutboxSettings }) {
  const unsubscribeUrl = (input: NewMessage) => {
    if (!input.unsubscribe || !input.category || (input.kind !== 'notification' && input.kind !== 'visitor')) return null;
    const token = unsubscribeToken(unsubscribeKey, { subject: input.unsubscribe, category: input.category });
    return `${settings.baseUrl}/api/messages/unsubscribe?token=${token}&lang=${input.lang}`;
  };

  function compose(input: NewMessage, message: Template): SealedMessage {
    const reply = input.replyAs && settings.replyDomain ? replyAddress(settings.replyDomain, replyToken(replyKey, input.replyAs, clock.now())) : null;
    const unsubscribe = unsubscribeUrl(input);
    const content = render(message, { lang: input.lang, kind: input.kind, baseUrl: settings.baseUrl, unsubscribeUrl: unsubscribe, replyable: reply !== null });
    const sealed: SealedMessage = { subject: content.subject, text: content.sms, html: null, headers: {}, code: input.code ?? null, template: message };
    if (input.channel === 'sms') {
      if (!content.sms) throw new Error(`Template ${message.template} has no text-message form`);
      return sealed;
    }
    const brand = t(input.lang, 'mail.brand');
    // RFC 3834: automatic mail says so, so that auto-replies (and our own inbound) ignore it.
    const headers: Record<string, string> = { 'Auto-Submitted': input.kind === 'bounce' ? 'auto-replied' : 'auto-generated', 'X-Auto-Response-Suppress': 'All' };
    if (reply) headers['Reply-To'] = reply;
    if (input.thread) {
      const thread = `<${input.thread}@${settings.mailDomain}>`;
      headers.References = thread;
      headers['In-Reply-To'] = thread;
    }
    if (unsubscribe) {
      headers['List-Unsubscribe'] = `<${unsubscribe}>`;
      headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    return { ...sealed, text: renderText(content, brand), html: renderHtml(content, input.lang, brand), headers };
  }

  /** The sealed content of a row (null when it was sealed with another key). */
  const open = (row: Pick<OutboxRow, 'body'>): SealedMessage | null => {
    const text = unseal(sealKey, row.body);
    return text ? (JSON.parse(text) as SealedMessage) : null;
  };

  return {
    open,

    /**
     * Queues messages in the caller's transaction (`db` may be `tx`), in a few statements whatever
     * their number (they are queued inside the writer's transaction): the open digests of all of
     * them are locked in one, those that join one are rewritten in one, and the worker is woken once.
     */
    async enqueueAll(db: Db, inputs: NewMessage[]): Promise<void> {
      const keys = inputs.flatMap((input) => (input.digestKey ? [input.digestKey] : []));
      const digests = keys.length > 0 ? await repo.lockOpenDigests(db, keys) : new Map<string, Digest>();
      const joined = new Map<string, string>();
      let woken = false;
      for (const input of inputs) {
        const queued = input.digestKey ? digests.get(input.digestKey) : undefined;
        if (queued) {
          const before = open(queued);
          const merged = before ? mergeData(before.template as Template, input.message) : input.message;
          // A second message of this batch for the same digest merges into the first's text.
          queued.body = seal(sealKey, JSON.stringify(compose(input, merged)));
          joined.set(queued.id, queued.body);
          continue;
        }
        const body = seal(sealKey, JSON.stringify(compose(input, input.message)));
        const id = await repo.insert(db, {
          messageId: `<${randomUUID()}@${settings.mailDomain}>`,
          channel: input.channel,
          to: input.to,
          purpose: input.purpose ?? input.message.template,
          category: input.category ?? null,
          accountId: input.accountId ?? null,
          lang: input.lang,
          body,
          digestKey: input.digestKey ?? null,
          onceKey: input.onceKey ?? null,
          createdAt: clock.now(),
        }, input.digestKey ? settings.digestMs : 0);
        if (id) {
          woken = true;
          if (input.digestKey) digests.set(input.digestKey, { id, body });
        }
        // A digest of the same key was opened by another transaction after this one looked: join it.
        else if (input.digestKey) await this.enqueue(db, input);
      }
      if (joined.size > 0) await repo.updateBodies(db, [...joined].map(([id, body]) => ({ id, body })));
      if (woken) await repo.announce(db);
    },

    /** Queues one message in the caller's transaction (`db` may be `tx`). */
    enqueue(db: Db, input: NewMessage): Promise<void> {
      return this.enqueueAll(db, [input]);
    },
  };
}
