import type { RouteDef } from '@site/shared/routes';
import { LANG_META, type Lang } from '@site/shared/lang';

export interface PageContext {
  /** Language from the path prefix; null for '/', where the shell picks one. */
  lang: Lang | null;
  /** The matched route, or null for an unknown path (served with HTTP 404). */
  route: RouteDef | null;
  params: Record<string, string>;
  /** Path and query as requested. */
  url: string;
  /** A renderer may lower this to 404 (a detail page whose record does not exist). */
  statusCode: 200 | 404;
  /** `${protocol}://${host}` of the request, for absolute canonical and Open Graph URLs. */
  origin?: string;
}

/** Transforms the shell's index.html for one page (title, meta, hreflang, ...). Runs in order. */
export type PageRenderer = (html: string, context: PageContext) => string | Promise<string>;

/** Writes <html lang dir>, replacing what the template had. */
export const withHtmlLang = (html: string, lang: Lang) =>
  html.replace(/<html([^>]*)>/i, (_match, attrs: string) => {
    const rest = attrs.replace(/\s(lang|dir)="[^"]*"/gi, '');
    return `<html lang="${lang}" dir="${LANG_META[lang].dir}"${rest}>`;
  });

/** Sets <html lang dir> so the first paint is already in the right direction. */
export const setDocumentLanguage: PageRenderer = (html, { lang }) => (lang ? withHtmlLang(html, lang) : html);

export async function renderPage(html: string, context: PageContext, renderers: readonly PageRenderer[]): Promise<string> {
  let out = html;
  for (const render of renderers) out = await render(out, context);
  return out;
}
