import { LANG_META, type Lang } from '@site/shared/lang';

/** What one message says, before it is laid out as an HTML email, its plain-text part, or a text message. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Quoted texts (replies, a note, chat answers), each with an optional attribution. */
  quotes?: Array<{ by?: string; text: string }>;
  /** A one-time code, shown large and left-to-right. */
  code?: string;
  action?: { label: string; url: string };
  /** Why the person gets it, small, at the end. */
  footer: string[];
  footerLinks?: Array<{ label: string; url: string }>;
  /** Ticket emails that can be answered by email start with the "reply above this line" marker. */
  replyAbove?: string;
  /** The text-message form. */
  sms: string;
}

const BRAND_COLOUR = '#1d4ed8';
const TEXT_COLOUR = '#111827';
const MUTED_COLOUR = '#4b5563';
// Tahoma first: it has Arabic glyphs on Windows and Outlook, where web fonts never load.
const FONT = 'Tahoma,Arial,Helvetica,sans-serif';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Paragraph text keeps the writer's line breaks. */
const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/**
 * The HTML part: nested tables and inline styles only (Gmail drops <style> in some views and
 * Outlook renders with Word), one column of at most 600 px. Sides are physical (border-right,
 * text-align: right) because Outlook ignores CSS logical properties; `dir` and the side are
 * chosen from the language, so Arabic reads right to left everywhere.
 */
export function renderHtml(content: MailContent, lang: Lang, brand: string): string {
  const { dir } = LANG_META[lang];
  const start = dir === 'rtl' ? 'right' : 'left';
  const cell = `font-family:${FONT};font-size:16px;line-height:1.6;color:${TEXT_COLOUR};text-align:${start};`;
  const parts: string[] = [];
  if (content.replyAbove) parts.push(`<p style="margin:0 0 16px;color:${MUTED_COLOUR};font-size:13px;">${escapeHtml(content.replyAbove)}</p>`);
  parts.push(`<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${TEXT_COLOUR};">${escapeHtml(content.heading)}</h1>`);
  for (const text of content.paragraphs) parts.push(`<p style="margin:0 0 16px;">${lines(text)}</p>`);
  if (content.code) {
    parts.push(
      `<p dir="ltr" style="margin:0 0 16px;font-size:32px;font-weight:bold;font-family:Consolas,'Courier New',monospace;color:${TEXT_COLOUR};text-align:${start};">${escapeHtml(content.code)}</p>`,
    );
  }
  for (const quote of content.quotes ?? []) {
    const by = quote.by ? `<p style="margin:0 0 4px;font-weight:bold;">${escapeHtml(quote.by)}</p>` : '';
    parts.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;"><tr><td style="${cell}border-${start}:4px solid ${BRAND_COLOUR};background:#f3f4f6;padding:12px 16px;">${by}<p style="margin:0;">${lines(quote.text)}</p></td></tr></table>`,
    );
  }
  if (content.action) {
    parts.push(
      `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;"><tr><td style="background:${BRAND_COLOUR};border-radius:6px;"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(content.action.label)}</a></td></tr></table>`,
    );
  }
  const footerLines = content.footer.map((text) => `<p style="margin:0 0 8px;">${escapeHtml(text)}</p>`);
  const links = (content.footerLinks ?? []).map((link) => `<a href="${escapeHtml(link.url)}" style="color:${BRAND_COLOUR};">${escapeHtml(link.label)}</a>`);
  if (links.length) footerLines.push(`<p style="margin:0;">${links.join(' &middot; ')}</p>`);

  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2f7;" dir="${dir}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2f7;" dir="${dir}"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;" dir="${dir}">
<tr><td style="background:${BRAND_COLOUR};border-radius:8px 8px 0 0;padding:20px 24px;font-family:${FONT};font-size:20px;font-weight:bold;color:#ffffff;text-align:${start};">${escapeHtml(brand)}</td></tr>
<tr><td style="${cell}padding:24px;">${parts.join('\n')}</td></tr>
<tr><td style="font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED_COLOUR};text-align:${start};padding:16px 24px 24px;border-top:1px solid #e5e7eb;">${footerLines.join('\n')}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}

/** The plain-text part: the same content, quotes marked with "> ", links written out. */
export function renderText(content: MailContent, brand: string): string {
  const out: string[] = [];
  if (content.replyAbove) out.push(content.replyAbove, '');
  out.push(content.heading, '');
  for (const text of content.paragraphs) out.push(text, '');
  if (content.code) out.push(content.code, '');
  for (const quote of content.quotes ?? []) {
    if (quote.by) out.push(quote.by);
    out.push(...quote.text.split(/\r?\n/).map((line) => `> ${line}`), '');
  }
  if (content.action) out.push(`${content.action.label}: ${content.action.url}`, '');
  out.push('--', brand, ...content.footer);
  for (const link of content.footerLinks ?? []) out.push(`${link.label}: ${link.url}`);
  return `${out.join('\n')}\n`;
}
