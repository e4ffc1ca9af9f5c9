import type { ComponentType, ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { setServerAddress } from '@site/shared/address';
import { i18n, initI18n } from '@site/shared/i18n';
import type { Areas, PageData, PageLoader, PageRequest, ServerEntry } from '@site/shared/ssr';
import type { RouteId } from '@site/shared/routes';
import { setServerPageData } from '@site/shared/ssr/seed';

export interface ServerAppProps {
  page: PageRequest;
  areas: Areas;
}

let queue: Promise<unknown> = Promise.resolve();
/** One render at a time: the address, the page data and i18next's language are per bundle. */
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** The whole HTML once every lazy part has loaded; any error fails the render (the area then renders in the browser). */
async function toHtml(element: ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerenderToNodeStream(element, {
    // Every boundary written in place: React otherwise moves a large finished boundary's content
    // after the page, for an inline script to put back, and the page runs no inline script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  let html = '';
  for await (const chunk of prelude as AsyncIterable<string | Buffer>) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  if (failure) throw failure;
  return html;
}

/**
 * An app's server entry: its loaders say what data each page needs; `App` renders the same tree
 * the browser hydrates. Rendering waits for lazy pages (React's prerender), in the page's
 * language, with the page's data seeding every `useApi` hook.
 */
export function createServerEntry(o: { loaders: Partial<Record<RouteId, PageLoader>>; app: ComponentType<ServerAppProps>; data?: (page: PageRequest) => readonly string[] }): ServerEntry {
  const App = o.app;
  return {
    load: (page) => [...(o.data?.(page) ?? []), ...(o.loaders[page.routeId]?.(page) ?? [])],
    render: (page: PageRequest, data: PageData, areas = {}) =>
      exclusive(async () => {
        setServerAddress(page.url);
        setServerPageData({ url: page.url, lang: page.lang, data });
        await initI18n(page.lang);
        await i18n.changeLanguage(page.lang);
        try {
          return await toHtml(<App page={page} areas={areas} />);
        } finally {
          setServerPageData(null);
        }
      }),
  };
}
