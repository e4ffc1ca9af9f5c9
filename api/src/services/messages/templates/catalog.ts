import { formatDate, formatNumber } from '@site/shared/i18n/format';
import type { Lang } from '@site/shared/lang';
import { href } from '@site/shared/routes';
import { REOPEN_WINDOW_DAYS, type TicketDepartment } from '@site/shared/tickets';
import type { OtpPurpose } from '@site/shared/types';
import type { Role } from '@site/shared/permissions';
import { t } from '../../../i18n/index.js';
import type { MailContent } from './layout.js';

export interface TicketRef {
  id: string;
  number: number;
  subject: string;
}

export interface ReplyRef {
  author: string;
  body: string;
}

export type BounceReason = 'invalidAddress' | 'notParty' | 'closed' | 'attachment' | 'empty';

/** Every message the site sends, and the data each one is written from. */
export interface TemplateData {
  otp: { code: string; minutes: number; purpose: OtpPurpose };
  'contact-changed': { field: 'email' | 'phone'; value: string };
  'password-changed': { at: string };
  'new-sign-in': { device: string; ip: string; at: string };
  'ticket-reply': { ticket: TicketRef; replies: ReplyRef[] };
  'ticket-client-reply': { ticket: TicketRef; client: string; replies: ReplyRef[] };
  'ticket-new': { ticket: TicketRef; client: string; department: TicketDepartment; details: string };
  'ticket-assigned': { ticket: TicketRef; by: string; note: string | null };
  'ticket-status': { ticket: TicketRef; status: 'resolved' | 'closing' | 'closed'; closesAt: string | null };
  'ticket-sla': { ticket: TicketRef; target: 'firstResponse' | 'resolution'; level: 80 | 100; dueAt: string };
  'join-request-decided': { group: string; approved: boolean };
  'join-request-new': { group: string; requester: string; message: string };
  'chat-answered': { messages: string[] };
  'reply-bounce': { reason: BounceReason; subject: string; detail: string };
  'staff-invite': { inviter: string; role: Role; link: string; days: number };
}

export type TemplateName = keyof TemplateData;
export type Template = { [N in TemplateName]: { template: N; data: TemplateData[N] } }[TemplateName];

/** Why the person gets the message: decides its footer (and whether it may carry an unsubscribe link). */
export type MessageKind = 'code' | 'security' | 'notification' | 'visitor' | 'bounce';

export interface RenderContext {
  lang: Lang;
  kind: MessageKind;
  /** The site's public origin, for links. */
  baseUrl: string;
  /** The one-click unsubscribe page, for every notification. */
  unsubscribeUrl: string | null;
  /** Ticket emails carrying a signed reply address open with the "reply above this line" marker. */
  replyable: boolean;
}

/** Digests: replies to one ticket that arrive while its email still waits go into that email. */
export function mergeData(queued: Template, next: Template): Template {
  if ((next.template === 'ticket-reply' || next.template === 'ticket-client-reply') && next.template === queued.template) {
    const earlier = (queued.data as { replies: ReplyRef[] }).replies;
    return { ...next, data: { ...next.data, replies: [...earlier, ...next.data.replies].slice(-20) } } as Template;
  }
  return next;
}

const MESSAGE_TIME_ZONE = 'Asia/Riyadh';
const when = (iso: string, lang: Lang) =>
  formatDate(iso, lang, { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: MESSAGE_TIME_ZONE, timeZoneName: 'short' });
const day = (iso: string, lang: Lang) => formatDate(iso, lang, { dateStyle: 'long', timeZone: MESSAGE_TIME_ZONE });

type Body = Omit<MailContent, 'footer' | 'footerLinks' | 'replyAbove'>;

/** Builds the words of one template in one language. */
function body(message: Template, ctx: RenderContext): Body {
  const { lang, baseUrl } = ctx;
  const m = (key: string, params: Record<string, string | number> = {}) => t(lang, `mail.${key}`, params);
  const link = (path: string) => `${baseUrl}${path}`;
  const ticketFacts = (ticket: TicketRef) => ({ number: formatNumber(ticket.number, lang, { useGrouping: false }), subject: ticket.subject, link: link(href('ticket-details', lang, { id: ticket.id })) });
  const viewTicket = (ticket: TicketRef) => ({ label: m('ticket.view'), url: link(href('ticket-details', lang, { id: ticket.id })) });

  switch (message.template) {
    case 'otp': {
      const { code, minutes, purpose } = message.data;
      return {
        subject: m('otp.subject'),
        heading: m('otp.heading'),
        paragraphs: [m(`otp.intro.${purpose}`), m('otp.expiry', { minutes: formatNumber(minutes, lang) })],
        code,
        sms: t(lang, 'otp.smsBody', { code, minutes }),
      };
    }
    case 'contact-changed': {
      const notice = t(lang, `contactChange.notice.${message.data.field}`, { value: message.data.value });
      return { subject: t(lang, 'contactChange.subject'), heading: m('contactChanged.heading'), paragraphs: [notice], sms: notice };
    }
    case 'password-changed':
      return { subject: m('passwordChanged.subject'), heading: m('passwordChanged.subject'), paragraphs: [m('passwordChanged.body', { at: when(message.data.at, lang) })], sms: m('passwordChanged.sms') };
    case 'new-sign-in': {
      const { device, ip, at } = message.data;
      return { subject: m('newSignIn.subject'), heading: m('newSignIn.subject'), paragraphs: [m('newSignIn.body', { device, ip, at: when(at, lang) }), m('newSignIn.advice')], sms: '' };
    }
    case 'ticket-reply':
    case 'ticket-client-reply': {
      const { ticket, replies } = message.data;
      const key = message.template === 'ticket-reply' ? 'ticket.reply' : 'ticket.clientReply';
      const facts = ticketFacts(ticket);
      const client = message.template === 'ticket-client-reply' ? message.data.client : '';
      return {
        subject: m(`${key}.subject`, facts),
        heading: m(`${key}.heading`, { client }),
        paragraphs: [],
        quotes: replies.map((reply) => ({ by: reply.author, text: reply.body || m('ticket.filesOnly') })),
        action: viewTicket(ticket),
        sms: m(`${key}.sms`, facts),
      };
    }
    case 'ticket-new': {
      const { ticket, client, department, details } = message.data;
      const facts = { ...ticketFacts(ticket), client, department: t(lang, `tickets.departments.${department}`) };
      return { subject: m('ticket.created.subject', facts), heading: m('ticket.created.heading', facts), paragraphs: [m('ticket.created.body', facts)], quotes: [{ text: details }], action: viewTicket(ticket), sms: m('ticket.created.sms', facts) };
    }
    case 'ticket-assigned': {
      const { ticket, by, note } = message.data;
      const facts = { ...ticketFacts(ticket), by };
      return {
        subject: m('ticket.assigned.subject', facts),
        heading: m('ticket.assigned.heading'),
        paragraphs: [m('ticket.assigned.body', facts)],
        quotes: note ? [{ by: m('ticket.assigned.note'), text: note }] : [],
        action: viewTicket(ticket),
        sms: m('ticket.assigned.sms', facts),
      };
    }
    case 'ticket-status': {
      const { ticket, status, closesAt } = message.data;
      const facts = { ...ticketFacts(ticket), date: closesAt ? day(closesAt, lang) : '', days: formatNumber(REOPEN_WINDOW_DAYS, lang) };
      const paragraphs = [m(`ticket.${status}.body`, facts)];
      if (status === 'resolved' && closesAt) paragraphs.push(m('ticket.resolved.autoClose', facts));
      return { subject: m(`ticket.${status}.subject`, facts), heading: m(`ticket.${status}.heading`), paragraphs, action: viewTicket(ticket), sms: m(`ticket.${status}.sms`, facts) };
    }
    case 'ticket-sla': {
      const { ticket, target, level, dueAt } = message.data;
      const key = level === 100 ? 'ticket.sla.breached' : 'ticket.sla.soon';
      const facts = { ...ticketFacts(ticket), target: m(`ticket.sla.targets.${target}`), due: dueAt ? when(dueAt, lang) : '' };
      return { subject: m(`${key}.subject`, facts), heading: m(`${key}.heading`, facts), paragraphs: [m(`${key}.body`, facts)], action: viewTicket(ticket), sms: m(`${key}.sms`, facts) };
    }
    case 'join-request-decided': {
      const key = message.data.approved ? 'joinRequest.approved' : 'joinRequest.rejected';
      const facts = { group: message.data.group };
      return { subject: m(`${key}.subject`, facts), heading: m(`${key}.heading`), paragraphs: [m(`${key}.body`, facts)], action: { label: m('joinRequest.view'), url: link(href('join-requests', lang)) }, sms: m(`${key}.sms`, facts) };
    }
    case 'join-request-new': {
      const { group, requester, message: text } = message.data;
      return {
        subject: m('joinRequest.created.subject', { group }),
        heading: m('joinRequest.created.heading', { group }),
        paragraphs: [m('joinRequest.created.body', { group, requester })],
        quotes: text ? [{ text }] : [],
        action: { label: m('joinRequest.review'), url: link(href('join-requests', lang)) },
        sms: m('joinRequest.created.sms', { group, requester }),
      };
    }
    case 'chat-answered':
      return { subject: m('chat.subject'), heading: m('chat.heading'), paragraphs: [m('chat.body')], quotes: message.data.messages.map((text) => ({ text })), action: { label: m('chat.action'), url: link(href('index', lang)) }, sms: '' };
    case 'reply-bounce': {
      const { reason, subject, detail } = message.data;
      return {
        subject: m('bounce.subject'),
        heading: m('bounce.heading'),
        paragraphs: [m('bounce.body', { subject, reason: m(`bounce.reasons.${reason}`, { detail }) }), m('bounce.nothingSaved')],
        action: { label: m('bounce.action'), url: link(href('tickets', lang)) },
        sms: '',
      };
    }
    case 'staff-invite': {
      const { inviter, role, link: url, days } = message.data;
      const facts = { inviter, role: m(`invite.roles.${role}`), days: formatNumber(days, lang) };
      return { subject: m('invite.subject'), heading: m('invite.heading'), paragraphs: [m('invite.body', facts), m('invite.expiry', facts)], action: { label: m('invite.action'), url }, sms: '' };
    }
  }
}

/** The full content of a message: its words plus the footer its kind calls for. */
export function render(message: Template, ctx: RenderContext): MailContent {
  const m = (key: string) => t(ctx.lang, `mail.${key}`);
  const content: MailContent = { ...body(message, ctx), footer: [] };
  if (ctx.replyable) content.replyAbove = m('replyAbove');
  const settings = { label: m('footer.settings'), url: `${ctx.baseUrl}${href('profile', ctx.lang)}?tab=notifications` };
  const unsubscribe = ctx.unsubscribeUrl ? [{ label: m('footer.unsubscribe'), url: ctx.unsubscribeUrl }] : [];
  if (ctx.kind === 'security') content.footer = [m('footer.security')];
  if (ctx.kind === 'notification') {
    content.footer = [m('footer.notification')];
    content.footerLinks = [settings, ...unsubscribe];
  }
  if (ctx.kind === 'visitor') {
    content.footer = [m('footer.visitor')];
    content.footerLinks = unsubscribe;
  }
  return content;
}
