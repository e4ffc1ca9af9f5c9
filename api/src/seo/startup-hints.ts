import type { RemoteMap } from '../lib/remote-map.js';
import { escapeHtml } from './page-meta.js';
import type { PageRenderer } from './render-page.js';

const preloadTag = (url: string) => `<link rel="preload" href="${escapeHtml(url)}" as="fetch" crossorigin="anonymous">`;

/*
 * The shell only learns where the remotes live after its own scripts ran and fetched
 * /app-config.json; the page's remote manifests come after that. The server already knows
 * both, so the HTML asks for them up front and the browser fetches them beside the shell's
 * scripts instead of after them. `crossorigin="anonymous"` matches a plain fetch(), which is
 * how the shell and the federation runtime request these files, so the preloads are reused.
 */
export const startupHints = (remotes: RemoteMap): PageRenderer => {
  return (html, { route }) => {
    const urls = ['/app-config.json'];
    // Only the page's own remote: overlays (the chat launcher) load once the page is up.
    if (route) urls.push(remotes.current()[route.app]);
    const tags = urls.map(preloadTag).join('');
    // Right after <head>: the preload scanner meets them before the shell's scripts.
    return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${tags}`) : `${tags}${html}`;
  };
};
