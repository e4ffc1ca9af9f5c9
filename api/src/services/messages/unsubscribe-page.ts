import { LANG_META, type Lang } from '@site/shared/lang';
import { t } from '../../i18n/index.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export type UnsubscribeView = { state: 'confirm'; category: string; action: string } | { state: 'done'; category: string } | { state: 'invalid' };

/**
 * The page behind an unsubscribe link. Opening the link only asks (mail scanners follow links);
 * the button, like a mail program's one-click request (RFC 8058), POSTs to the same address.
 */
export function renderUnsubscribePage(view: UnsubscribeView, lang: Lang, settingsUrl: string): string {
  const m = (key: string, params: Record<string, string> = {}) => t(lang, `mail.unsubscribe.${key}`, params);
  const category = view.state === 'invalid' ? '' : t(lang, `mail.categories.${view.category}`);
  let main: string;
  if (view.state === 'confirm') {
    main = `<p>${escape(m('confirm', { category }))}</p>
<form method="post" action="${escape(view.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit" style="font:inherit;padding:10px 18px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer">${escape(m('button'))}</button></form>`;
  } else if (view.state === 'done') {
    main = `<p role="status">${escape(m('done', { category }))}</p><p>${escape(m('manage'))} <a href="${escape(settingsUrl)}">${escape(t(lang, 'mail.footer.settings'))}</a></p>`;
  } else {
    main = `<p role="alert">${escape(m('invalid'))}</p><p><a href="${escape(settingsUrl)}">${escape(t(lang, 'mail.footer.settings'))}</a></p>`;
  }
  return `<!doctype html>
<html lang="${lang}" dir="${LANG_META[lang].dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(m('title'))} | ${escape(t(lang, 'mail.brand'))}</title></head>
<body style="margin:0;font:16px/1.6 Tahoma,Arial,sans-serif;background:#f3f4f6;color:#111827">
<main style="max-width:560px;margin:48px auto;padding:24px;background:#fff;border-radius:8px">
<h1 style="margin-top:0;font-size:24px">${escape(m('title'))}</h1>
${main}
</main>
</body>
</html>`;
}
