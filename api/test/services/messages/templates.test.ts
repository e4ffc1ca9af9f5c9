import { type RenderContext, type Template, render } from '../../../src/services/messages/templates/catalog.js';
import { renderHtml, renderText } from '../../../src/services/messages/templates/layout.js';

const ticket = { id: '6f1c1b2e-0000-4000-8000-000000000001', number: 42, subject: 'Printer <b>offline</b>' };
const EXAMPLES: Template[] = [
  { template: 'otp', data: { code: '123456', minutes: 10, purpose: 'register' } },
  { template: 'contact-changed', data: { field: 'email', value: 'l•••@example.com' } },
  { template: 'password-changed', data: { at: '2026-01-01T10:00:00.000Z' } },
  { template: 'new-sign-in', data: { device: 'Firefox on Linux', ip: '10.0.0.1', at: '2026-01-01T10:00:00.000Z' } },
  { template: 'ticket-reply', data: { ticket, replies: [{ author: 'Omar', body: 'Try <script>x</script>' }, { author: 'Omar', body: '' }] } },
  { template: 'ticket-client-reply', data: { ticket, client: 'Layla', replies: [{ author: 'Layla', body: 'Still broken' }] } },
  { template: 'ticket-new', data: { ticket, client: 'Layla', department: 'billing', details: 'Charged twice' } },
  { template: 'ticket-assigned', data: { ticket, by: 'Omar', note: 'Billing' } },
  { template: 'ticket-status', data: { ticket, status: 'resolved', closesAt: '2026-01-08T10:00:00.000Z' } },
  { template: 'ticket-status', data: { ticket, status: 'closing', closesAt: '2026-01-08T10:00:00.000Z' } },
  { template: 'ticket-status', data: { ticket, status: 'closed', closesAt: null } },
  { template: 'ticket-sla', data: { ticket, target: 'firstResponse', level: 80, dueAt: '2026-01-08T10:00:00.000Z' } },
  { template: 'ticket-sla', data: { ticket, target: 'resolution', level: 100, dueAt: '2026-01-08T10:00:00.000Z' } },
  { template: 'join-request-decided', data: { group: 'Riyadh Web Developers', approved: false } },
  { template: 'join-request-new', data: { group: 'Riyadh Web Developers', requester: 'Layla', message: 'Hello' } },
  { template: 'chat-answered', data: { messages: ['We are here'] } },
  { template: 'reply-bounce', data: { reason: 'attachment', subject: 'Re: x', detail: 'not a PDF' } },
];

const context = (lang: 'ar' | 'en'): RenderContext => ({ lang, kind: 'notification', baseUrl: 'https://example.com', unsubscribeUrl: 'https://example.com/api/messages/unsubscribe?token=t', replyable: true });

test('every message renders in both languages: Arabic right to left, with the brand, a text part, and nothing left untranslated', () => {
  for (const message of EXAMPLES) {
    for (const lang of ['ar', 'en'] as const) {
      const content = render(message, context(lang));
      const html = renderHtml(content, lang, lang === 'ar' ? 'نخبة للبرمجيات' : 'Nukhba Software');
      const text = renderText(content, 'Nukhba Software');
      const label = `${message.template} in ${lang}`;
      expect({ label, subject: content.subject.length > 0, heading: content.heading.length > 0 }).toEqual({ label, subject: true, heading: true });
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(lang === 'ar' ? 'نخبة للبرمجيات' : 'Nukhba Software');
      expect(`${html}${text}`).not.toMatch(/mail\.[a-zA-Z]+\.|\{\{/);
      if (lang === 'ar') expect(content.heading).toMatch(/[\u0600-\u06ff]/);
      // Dynamic text is escaped in HTML: a subject or reply cannot add markup.
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<b>offline</b>');
    }
  }
});

test('Arabic emails write numbers in Arabic-Indic digits, keep codes left to right, and put quotes on the right', () => {
  const reply = renderHtml(render(EXAMPLES[4]!, context('ar')), 'ar', 'نخبة للبرمجيات');
  expect(render(EXAMPLES[4]!, context('ar')).subject).toContain('٤٢');
  expect(reply).toContain('border-right:4px solid');
  expect(reply).toContain('text-align:right');
  const code = renderHtml(render(EXAMPLES[0]!, { ...context('ar'), kind: 'code' }), 'ar', 'نخبة للبرمجيات');
  expect(code).toMatch(/<p dir="ltr"[^>]*>123456<\/p>/);
});

test('footers: notifications link the settings and the unsubscribe page; security messages say they are always sent', () => {
  const notification = render(EXAMPLES[4]!, context('en'));
  expect(notification.footerLinks?.map((l) => l.url)).toEqual(['https://example.com/en/profile?tab=notifications', 'https://example.com/api/messages/unsubscribe?token=t']);
  expect(notification.replyAbove).toBe('— Write your reply above this line —');
  const security = render(EXAMPLES[2]!, { ...context('en'), kind: 'security', unsubscribeUrl: null, replyable: false });
  expect(security.footer).toEqual(['This is a security message about your account. It is always sent.']);
  expect(security.footerLinks).toBeUndefined();
});
