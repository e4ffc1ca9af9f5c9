import { isLang } from '@site/shared/lang';
import type { Db } from '../../../db/client.js';
import type { ChatMessageRow } from '../../../db/schema/index.js';
import { MINUTE } from '../../../lib/clock.js';
import { t } from '../../../i18n/index.js';
import type { Outbox } from '../outbox.js';
import { chatNoticeRepository as repo } from './chat-repository.js';
import type { Notify } from './notifier.js';
import { notifyRepository } from './repository.js';

/** An answer still not received this long after it was sent means the client has left the chat. */
export const MISSED_AFTER_MS = 2 * MINUTE;

const textOf = (message: ChatMessageRow, lang: 'ar' | 'en') => (message.content.kind === 'text' ? message.content.text : t(lang, 'mail.chat.attachment'));

/**
 * Emails the answers a chat client missed: agent messages their widget never received within
 * two minutes (so they had left). An account hears of it if it keeps the category on; a visitor
 * only if they left an email, in the language they chatted in. Each answer is told once.
 */
export async function notifyMissedChatAnswers(db: Db, notify: Notify, outbox: Outbox, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MISSED_AFTER_MS);
  let told = 0;
  for (const id of await repo.withMissedAnswers(db, cutoff)) {
    await db.transaction(async (tx) => {
      const found = await repo.lockMissed(tx, id, cutoff);
      const last = found?.missed.at(-1);
      if (!found || !last) return;
      const { conversation, missed } = found;
      if (conversation.ownerKind === 'account') {
        await notify(tx, { category: 'chat-reply', to: [conversation.ownerId], message: (person) => ({ template: 'chat-answered', data: { messages: missed.map((m) => textOf(m, person.lang)) } }) });
      } else if (conversation.contactEmail && !(await notifyRepository.isSuppressed(tx, conversation.contactEmail, 'chat-reply'))) {
        const lang = isLang(conversation.clientLang) ? conversation.clientLang : 'en';
        await outbox.enqueue(tx, {
          channel: 'email',
          to: conversation.contactEmail,
          lang,
          kind: 'visitor',
          category: 'chat-reply',
          unsubscribe: { kind: 'address', address: conversation.contactEmail },
          message: { template: 'chat-answered', data: { messages: missed.map((m) => textOf(m, lang)) } },
        });
      }
      await repo.markNotified(tx, id, last.createdAt);
      told += 1;
    });
  }
  return told;
}
