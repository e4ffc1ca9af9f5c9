/*
 * The page data in the browser (read once from the document) and in a server render (set per
 * render): one module instance per page, shared by every app.
 */
import { PAGE_DATA_ID, type EmbeddedPageData } from '@site/shared/ssr';
import type { Lang } from '../lang';

/** undefined: not read yet; null: the page carries none (or it no longer applies). */
let current: EmbeddedPageData | null | undefined;

/** A server render sets the data of the page it renders (one render at a time per bundle). */
export function setServerPageData(data: EmbeddedPageData | null): void {
  current = data;
}

function readDocument(): EmbeddedPageData | null {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as EmbeddedPageData;
  } catch {
    return null;
  }
}

/**
 * The answer the page was rendered with for `path`, if any. In the browser it applies only to
 * the page the server rendered: after the first navigation away it is dropped for good, so a
 * page visited later (or again) fetches fresh data.
 */
export function seedFor(path: string, lang: Lang): unknown {
  if (typeof window !== 'undefined') {
    if (current === undefined) current = readDocument();
    if (current && current.url !== window.location.pathname + window.location.search) current = null;
  }
  return current && current.lang === lang ? current.data[path] : undefined;
}
