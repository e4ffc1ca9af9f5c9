import sanitizeHtml from 'sanitize-html';
import type { ContentType } from '@site/shared/content-editing';
import { RICH_TEXT_FIELDS } from './registry.js';

/**
 * What an article's body may contain: the editor's formatting, links and images, nothing that
 * runs. Attributes are allowlisted per tag (so no `on*` handler survives), links and images keep
 * only http(s), mailto/tel and same-site addresses (so no `javascript:` or `data:` URL), and links
 * that open elsewhere cannot reach back into the page.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'code', 'pre', 'hr'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'data-media-id'],
    '*': ['dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Rich text as it may be stored and served. */
/*
 * Sanitised until nothing changes (a few passes at most): removing a tag can leave markup a parser
 * reads differently the next time (`<p><p><video><p>` gives nested paragraphs), and what is stored
 * must read back exactly as it was checked.
 */
export function sanitizeHtmlText(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS);
  for (let pass = 0; pass < 4; pass += 1) {
    const again = sanitizeHtml(clean, OPTIONS);
    if (again === clean) break;
    clean = again;
  }
  return clean;
}

/** An item with each of its type's rich-text fields cleaned, in both languages. */
export function sanitizeRichText(type: ContentType, data: Record<string, unknown>): Record<string, unknown> {
  const fields = RICH_TEXT_FIELDS[type] ?? [];
  const clean = { ...data };
  for (const field of fields) {
    const value = clean[field] as { en?: unknown; ar?: unknown } | undefined;
    if (value && typeof value === 'object') {
      clean[field] = Object.fromEntries(Object.entries(value).map(([lang, html]) => [lang, typeof html === 'string' ? sanitizeHtmlText(html) : html]));
    }
  }
  return clean;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * An article's body as the public page shows it: HTML that has been through the sanitiser, again
 * on the way out, so a row written around the API (SQL, an old import) cannot carry a script onto
 * a page either. Bodies from before rich text (plain text) become escaped paragraphs.
 */
export function articleBodyHtml(body: string): string {
  if (/<[a-z][^>]*>/i.test(body)) return sanitizeHtmlText(body);
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeText(paragraph)}</p>`)
    .join('');
}
