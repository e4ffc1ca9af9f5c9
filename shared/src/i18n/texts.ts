import type { BackendModule, ReadCallback } from 'i18next';
import type { Lang } from '../lang';

/** A namespace's texts in one language: inline, or the loader of their own chunk (`() => import('./en.json')`). */
export type TextsLoader = () => Promise<{ default: object }>;
export type Texts = object | TextsLoader;
export type NamespaceTexts = Record<Lang, Texts>;

const registry = new Map<string, NamespaceTexts>();

/** Records a namespace's texts; the first registration of a namespace stays. */
export function addTexts(ns: string, texts: NamespaceTexts): void {
  if (!registry.has(ns)) registry.set(ns, texts);
}

export const registeredNamespaces = (): string[] => [...registry.keys()];

/** Whether every language of the texts is inline (no chunk to load). */
export const inline = (texts: NamespaceTexts): texts is Record<Lang, object> => Object.values(texts).every((t) => typeof t !== 'function');

/**
 * i18next's backend over the registered texts: i18next asks it for a namespace in a language the
 * first time that language is needed (start, a language switch, a namespace added later), so a
 * page fetches its own language's texts only, each app's in one chunk (`texts-<lang>`, the
 * common ones `common-texts-<lang>`) that the page server preloads from the manifest.
 */
export const textsBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang: string, ns: string, done: ReadCallback) {
    const texts = registry.get(ns)?.[lang as Lang];
    if (typeof texts === 'function') (texts as TextsLoader)().then((module) => done(null, module.default as ReadCallbackData), (error: Error) => done(error, false));
    else done(null, texts ?? {});
  },
};

type ReadCallbackData = Parameters<ReadCallback>[1];
