import { formatDate, formatNumber } from '@site/shared/i18n/format';
import { LANG_META, type Lang, otherLang } from '@site/shared/lang';
import { t } from '../../i18n/index.js';
import type { ShownMessage } from './dev-outbox.js';
import { countSegments } from './sms-segments.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Its own policy: no script at all; the emails render in sandboxed frames of this origin. */
export const CATCHER_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
/** An email's HTML as its recipient's mail program gets it: inline styles, nothing active. */
export const EMAIL_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const STYLE = `
body{margin:0;font:16px/1.5 Tahoma,Arial,sans-serif;background:#f3f4f6;color:#111827}
header,main{max-width:760px;margin:0 auto;padding:16px}
h1{font-size:24px;margin:8px 0}
ol{list-style:none;margin:0;padding:0}
article{background:#fff;border-radius:8px;padding:16px;margin:0 0 16px;border:1px solid #d1d5db}
h2{font-size:18px;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px;font-size:14px}
dt{color:#374151;font-weight:bold}dd{margin:0}
iframe{width:100%;height:520px;border:1px solid #d1d5db;border-radius:6px;background:#fff}
.sms{max-width:320px;background:#dcfce7;border-radius:16px;padding:12px 16px;white-space:pre-wrap}
a{color:#1d4ed8}
`;

/** The mail catcher: every queued or sent message as its recipient sees it, newest first. */
export function renderCatcher(messages: ShownMessage[], lang: Lang, base: string): string {
  const m = (key: string, params: Record<string, string | number> = {}) => t(lang, `mail.catcher.${key}`, params);
  const { dir } = LANG_META[lang];
  const items = messages.map((message) => {
    const shown = message.channel === 'email'
      ? `<iframe sandbox title="${escape(m('emailFrame', { subject: message.subject }))}" src="${base}/mail/${message.id}"></iframe>`
      : `<p class="sms" dir="auto">${escape(message.body)}</p><p>${escape(m('segments', { count: countSegments(message.body).segments, n: formatNumber(countSegments(message.body).segments, lang) }))}</p>`;
    return `<li><article aria-labelledby="m-${message.id}">
<h2 id="m-${message.id}">${escape(message.channel === 'email' ? message.subject : m('sms'))}</h2>
<dl>
<dt>${escape(m('to'))}</dt><dd><bdi dir="ltr">${escape(message.to)}</bdi></dd>
<dt>${escape(m('status'))}</dt><dd>${escape(m(`statuses.${message.status}`))}</dd>
<dt>${escape(m('queuedAt'))}</dt><dd><time datetime="${message.createdAt}">${escape(formatDate(message.createdAt, lang, { dateStyle: 'medium', timeStyle: 'medium' }))}</time></dd>
<dt>${escape(m('messageId'))}</dt><dd><bdi dir="ltr">${escape(message.messageId)}</bdi></dd>
</dl>
${shown}
</article></li>`;
  });
  const other = otherLang(lang);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(m('title'))}</title><style>${STYLE}</style></head>
<body>
<header><h1>${escape(m('title'))}</h1><p>${escape(m('intro'))}</p><p><a href="${base}/mail?lang=${other}" lang="${other}" hreflang="${other}">${escape(LANG_META[other].name)}</a></p></header>
<main>${items.length ? `<ol>${items.join('\n')}</ol>` : `<p>${escape(m('empty'))}</p>`}</main>
</body>
</html>`;
}
