/*
 * The page data in the browser (read once from the document) and in a server render (set per
 * render): one module instance per page, shared by every app.
 */
import { PAGE_DATA_ID, type EmbeddedPageData } from '@site/shared/ssr';
import type { Lang } from '../lang';

/** undefined: not read yet; null: the page carries none (or it no longer applies). */
let current: EmbeddedPageData | null | undefined;
/** The content version of the last page data seen (embedded or fetched): the key of the next payload file. */
let version: string | undefined;
/** The data of the page being navigated to, on its way (its payload file). */
let arriving: { url: string; lang: Lang; data: Promise<EmbeddedPageData | null> } | null = null;

/** A server render sets the data of the page it renders (one render at a time per bundle). */
export function setServerPageData(data: EmbeddedPageData | null): void {
  current = data;
}

function readDocument(): EmbeddedPageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const page = JSON.parse(text) as EmbeddedPageData;
    version = page.version;
    return page;
  } catch {
    return null;
  }
}

/** The content version the page's data was read at (what the next payload file is asked for with). */
export function pageDataVersion(): string | undefined {
  if (current === undefined && typeof document !== 'undefined') current = readDocument();
  return version;
}

const here = () => window.location.pathname + window.location.search;

/**
 * A navigation to `url` fetches the page's data (`load`: its payload file, the same data the
 * server would embed); once it has arrived it is the page's data, as if embedded.
 */
export function expectPageData(url: string, lang: Lang, load: Promise<EmbeddedPageData | null>): void {
  const data = load.then(
    (page) => {
      if (page && arriving?.data === data && page.url === url) {
        current = page;
        version = page.version ?? version;
      }
      return page;
    },
    () => null,
  );
  arriving = { url, lang, data };
}

/**
 * The answer for `path` in the data of the page being navigated to, once it has arrived (its
 * promise resolves to undefined when that data lacks `path`); undefined when no such data is on
 * its way for the current address.
 */
export function seedOnArrival(path: string, lang: Lang): Promise<unknown> | undefined {
  if (typeof window === 'undefined' || !arriving || arriving.url !== here() || arriving.lang !== lang) return undefined;
  return arriving.data.then((page) => (page?.lang === lang ? page.data[path] : undefined));
}

/**
 * The answer the page was rendered with for `path`, if any. In the browser it applies only to
 * the page the server rendered: after the first navigation away it is dropped for good, so a
 * page visited later (or again) fetches fresh data.
 */
export function seedFor(path: string, lang: Lang): unknown {
  if (typeof window !== 'undefined') {
    if (current === undefined) current = readDocument();
    if (current && current.url !== here()) current = null;
  }
  return current && current.lang === lang ? current.data[path] : undefined;
}
