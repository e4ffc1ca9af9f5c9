import { type EmbeddedPageData, pageDataScript, SSR_ATTRIBUTE } from '@site/shared/ssr';
import { pageFiles } from '@site/shared/ssr/page-files';
import { escapeHtml } from '../seo/page-meta.js';
import type { AppBuild } from './app-builds.js';
import { resolveUrl } from './urls.js';

/**
 * The browser files a server-rendered page in `lang` needs before it can hydrate (`pageFiles`). Stylesheets
 * are linked (the HTML is painted with them, no flash of unstyled content); scripts are preloaded,
 * so every one of them is on the wire at once instead of one after another.
 */
export function assetTags(shell: AppBuild, remote: AppBuild | null, routeId: string, lang: string): string {
  const css = new Set<string>();
  const js = new Set<string>();
  for (const { from, files } of pageFiles(shell.manifest, remote?.manifest ?? null, routeId, lang)) {
    const build = from === 'shell' || !remote ? shell : remote;
    files.css.forEach((file) => css.add(resolveUrl(file, build.manifestUrl)));
    files.js.forEach((file) => js.add(resolveUrl(file, build.manifestUrl)));
  }
  return [
    ...[...css].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...[...js].map((href) => `<link rel="preload" as="script" href="${escapeHtml(href)}">`),
  ].join('');
}

/** React writes resource hints (the hero image's preload) ahead of a rendered tree: they belong in <head>. */
export function splitHints(html: string): { hints: string; body: string } {
  const hints = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { hints, body: html.slice(hints.length) };
}

/**
 * The shell's index.html with its root rendered: the root's HTML (marked for hydration), the
 * page's data once, the head tags, and no "needs JavaScript" notice: the page reads without it.
 */
export function composeDocument(template: string, o: { root: string; head: string; data: EmbeddedPageData }): string {
  return template
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, '')
    .replace(/<div id="sh-root"><\/div>/, () => `<div id="sh-root" ${SSR_ATTRIBUTE}="">${o.root}</div>${pageDataScript(o.data)}`)
    .replace(/<\/head>/i, () => `${o.head}</head>`);
}
