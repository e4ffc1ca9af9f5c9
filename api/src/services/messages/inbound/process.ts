import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Lang } from '@site/shared/lang';
import type { Role } from '@site/shared/permissions';
import { TICKET_LIMITS } from '@site/shared/tickets';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { HOUR } from '../../../lib/clock.js';
import type { LimitStore } from '../../limits/store.js';
import { DuplicateInboundError } from '../notify/tickets.js';
import { type Recipient, notifyRepository } from '../notify/repository.js';
import type { Outbox } from '../outbox.js';
import { readReplyToken, tokenOfAddress } from '../reply-address.js';
import type { BounceReason } from '../templates/catalog.js';
import { inboundRepository } from './repository.js';
import { stripReply } from './strip.js';

/** What became of one inbound email. */
export type InboundOutcome =
  | { status: 'stored'; ticketId: string }
  /** Already taken once (a provider delivering it twice). */
  | { status: 'duplicate' }
  /** Not for us, or an automatic message: no reply, no bounce (bouncing auto-replies makes loops). */
  | { status: 'ignored' }
  | { status: 'bounced'; reason: BounceReason };

/** What the ticket desk offers replies by email. */
export interface InboundDesk {
  /** Whether the account may see the ticket (the ticket's client, or support). */
  canSee(account: Recipient & { role: Role }, ticketId: string): Promise<boolean>;
  /** Stores the files under the account (the upload service's checks); throws a translated error for a refused one. */
  receiveFile(accountId: string, file: { filename: string; content: Buffer }, lang: Lang): Promise<string>;
  discardFile(id: string): Promise<void>;
  /** Adds the reply as the account; throws the desk's refusal (409) when the ticket takes no replies. */
  reply(account: Recipient & { role: Role }, ticketId: string, input: { body: string; attachments: string[] }, messageId: string): Promise<void>;
  /** The refusal's message in `lang`, or null when the error is no refusal. */
  refusal(error: unknown, lang: Lang): { closed: boolean; message: string } | null;
}

export interface InboundDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  limits: LimitStore;
  replyKey: Buffer;
  replyDomain: string;
  desk: InboundDesk;
}

/** Bounces to one address per hour at most: a forger cannot turn the site into a mail cannon. */
const BOUNCES_PER_ADDRESS_PER_HOUR = 5;

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase() ?? '')).filter(Boolean);

/** RFC 3834 and the usual markers of automatic mail (vacation replies, lists, delivery reports). */
function isAutomatic(mail: ParsedMail): boolean {
  const header = (name: string) => {
    const value = mail.headers.get(name);
    return typeof value === 'string' ? value.toLowerCase() : '';
  };
  const auto = header('auto-submitted');
  return (auto !== '' && auto !== 'no') || /^(bulk|junk|list)$/.test(header('precedence')) || mail.headers.has('x-autoreply') || mail.headers.has('x-autorespond');
}

/** A sender without an account is answered in the language their email is written in. */
const langOfText = (text: string): Lang => (/[\u0600-\u06ff]/.test(text) ? 'ar' : 'en');

/**
 * Turns a reply by email into a reply on its ticket: the signed reply address names the ticket
 * and the person it was given to, the From address must be that person's, the quoted history
 * and signature are cut, attachments pass the upload checks, and the ticket's state machine has
 * the last word. Anything refused is bounced politely in the sender's language, with nothing stored.
 */
export function createInbound(deps: InboundDeps) {
  async function bounce(to: string | null, reason: BounceReason, mail: ParsedMail, sender: Recipient | null, detail = ''): Promise<InboundOutcome> {
    if (to && (await deps.limits.hit(`mail-bounce:${to}`, HOUR)).count <= BOUNCES_PER_ADDRESS_PER_HOUR) {
      const lang = sender?.lang ?? langOfText(`${mail.subject ?? ''} ${mail.text ?? ''}`);
      await deps.outbox.enqueue(deps.db, {
        channel: 'email',
        to,
        lang,
        kind: 'bounce',
        accountId: sender?.id ?? null,
        message: { template: 'reply-bounce', data: { reason, subject: (mail.subject ?? '').slice(0, 200), detail } },
      });
    }
    return { status: 'bounced', reason };
  }

  return {
    /** `envelope.to`: the SMTP recipients (the hook passes none: the message's own To and Cc are read). */
    async receive(raw: Buffer, envelope: { to: string[] } = { to: [] }): Promise<InboundOutcome> {
      const mail = await simpleParser(raw, { skipImageLinks: true, skipTextLinks: true });
      if (isAutomatic(mail)) return { status: 'ignored' };
      const recipients = [...envelope.to.map((a) => a.toLowerCase()), ...addressesOf(mail.to), ...addressesOf(mail.cc)];
      const token = recipients.map((address) => tokenOfAddress(address, deps.replyDomain)).find((found) => found !== null);
      if (!token) return { status: 'ignored' };
      const from = addressesOf(mail.from)[0] ?? null;
      const sender = from ? await notifyRepository.accountByEmail(deps.db, from) : null;

      const check = readReplyToken(deps.replyKey, token, deps.clock.now());
      if (!check.ok) return bounce(from, 'invalidAddress', mail, sender);
      const person = await inboundRepository.party(deps.db, check.target);
      if (!person || !from || person.account.email.toLowerCase() !== from || !(await deps.desk.canSee(person.account, person.ticket.id))) {
        return bounce(from, 'notParty', mail, sender);
      }
      const { account, ticket } = person;
      const body = stripReply(mail.text ?? '').slice(0, TICKET_LIMITS.reply);
      const files = mail.attachments.filter((file) => !file.related).slice(0, TICKET_LIMITS.attachments);
      if (!body && files.length === 0) return bounce(from, 'empty', mail, sender);

      const stored: string[] = [];
      const discard = () => Promise.all(stored.map((id) => deps.desk.discardFile(id)));
      try {
        for (const file of files) stored.push(await deps.desk.receiveFile(account.id, { filename: file.filename ?? 'attachment', content: file.content }, account.lang));
      } catch (error) {
        await discard();
        const refusal = deps.desk.refusal(error, account.lang);
        if (!refusal) throw error;
        return bounce(from, 'attachment', mail, sender, refusal.message);
      }
      const messageId = mail.messageId ?? `<${createHash('sha256').update(raw).digest('hex')}@inbound>`;
      try {
        await deps.desk.reply(account, ticket.id, { body, attachments: stored }, messageId);
        return { status: 'stored', ticketId: ticket.id };
      } catch (error) {
        await discard();
        if (error instanceof DuplicateInboundError) return { status: 'duplicate' };
        const refusal = deps.desk.refusal(error, account.lang);
        if (refusal?.closed) return bounce(from, 'closed', mail, sender);
        throw error;
      }
    },
  };
}

export type Inbound = ReturnType<typeof createInbound>;

/** Files from a mail part, as the upload service reads them. */
export const fileStream = (content: Buffer) => Readable.from(content);
