import { matchPage } from '@site/shared/routes';
import { isServerRendered, payloadUrl, type EmbeddedPageData } from '@site/shared/ssr';
import { expectPageData, pageDataVersion } from '@site/shared/ssr/seed';

/**
 * A navigation to a public page asks for its data once, as its payload file (the data the server
 * would embed in it), instead of one API read per hook: the page's `useApi` hooks take that data as
 * theirs (`@site/shared/ssr/seed`). A page rendered in the browser only (sign-in, signed-in pages)
 * has none; a failed payload leaves each hook to ask the API itself.
 */
export function fetchPageData(url: string, fetchImpl: typeof fetch = (input) => fetch(input)): void {
  const match = matchPage(url.split('?')[0] ?? '/');
  if (!match?.lang || !isServerRendered(match.route)) return;
  const load = Promise.resolve(payloadUrl(url, pageDataVersion())).then(fetchImpl).then(
    (res) => (res.ok ? (res.json() as Promise<EmbeddedPageData>) : null),
    () => null,
  );
  expectPageData(url, match.lang, load);
}
