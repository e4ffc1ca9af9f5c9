import { NOTIFICATION_CATEGORIES, type NotificationCategory, channelsOf, isLocked } from '@site/shared/notifications';
import type { Db } from '../../../db/client.js';
import type { NewMessage, Outbox } from '../outbox.js';
import type { ReplyTarget } from '../reply-address.js';
import type { Template } from '../templates/catalog.js';
import type { Channel } from '../types.js';
import { type Recipient, notifyRepository as repo } from './repository.js';

/** One notification to some accounts; each gets it in their language, on the channels they chose. */
export interface Notification {
  category: NotificationCategory;
  /** Account ids; repeats are told once. */
  to: Array<string | null | undefined>;
  message: (recipient: Recipient) => Template;
  /** Replies that arrive while the email still waits join it (one key per ticket and recipient). */
  digestKey?: (recipient: Recipient) => string;
  /** Sent at most once per recipient and channel (reminders a job may try again). */
  onceKey?: string;
  /** Ticket emails: the recipient may answer by email. */
  replyAs?: (recipient: Recipient) => ReplyTarget;
  thread?: string;
  /** A security notice with a text-message form goes by SMS to someone whose email is not verified. */
  smsFallback?: boolean;
}

export type Notify = (tx: Db, notification: Notification) => Promise<void>;

/** Email only to a proven address, text messages only to a proven phone. */
const reachable = (person: Recipient, channel: Channel) => (channel === 'email' ? person.emailVerified : person.phoneVerified);

/**
 * Queues a notification in the caller's transaction: per recipient and channel, when the
 * category is on for them (security is always on) and the contact is proven.
 */
export function createNotify(outbox: Outbox): Notify {
  return async (tx, n) => {
    const people = await repo.recipientsChoosing(tx, n.to.filter((id): id is string => typeof id === 'string'), n.category);
    const rule = NOTIFICATION_CATEGORIES[n.category];
    const messages: NewMessage[] = [];
    for (const person of people) {
      const channels = channelsOf(n.category).filter((channel) => {
        if (!reachable(person, channel)) return false;
        return isLocked(n.category) || (person.choices[channel] ?? (rule.defaults as Record<Channel, boolean | undefined>)[channel] ?? false);
      });
      if (isLocked(n.category) && n.smsFallback && !person.emailVerified && person.phoneVerified) channels.push('sms');
      for (const channel of channels) {
        messages.push({
          channel,
          to: channel === 'email' ? person.email.toLowerCase() : person.phone,
          lang: person.lang,
          message: n.message(person),
          kind: isLocked(n.category) ? 'security' : 'notification',
          accountId: person.id,
          category: n.category,
          unsubscribe: { kind: 'account', id: person.id },
          replyAs: channel === 'email' ? (n.replyAs?.(person) ?? null) : null,
          thread: n.thread ?? null,
          digestKey: n.digestKey ? `${n.digestKey(person)}:${channel}` : null,
          onceKey: n.onceKey ? `${n.onceKey}:${person.id}:${channel}` : null,
        });
      }
    }
    if (messages.length > 0) await outbox.enqueueAll(tx, messages);
  };
}
