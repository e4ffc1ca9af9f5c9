import type { Lang } from '@site/shared/lang';

type Loader = () => Promise<{ default: object }>;

export interface TextsInPartsOptions {
  /** Both parts from the start (the server). */
  always: boolean;
  /** Adds the later part of a language whose first part is in already. */
  addLater: (lang: Lang, later: object) => void;
  /** The languages whose first part is in or on its way (the page's). */
  loadedLangs: () => Lang[];
}

/**
 * A namespace's texts in two chunks per language: `first`, what the landing page shows, and
 * `later`, the rest. The loaders given to i18next fetch the first part only until `wantLater`
 * has been called (or `always`); from then on both, and `wantLater` adds the later part to the
 * languages already loaded. The two parts have no top-level key in common (locales.test.ts).
 */
export function textsInParts(first: Record<Lang, Loader>, later: Record<Lang, Loader>, options: TextsInPartsOptions) {
  let wanted = options.always;
  let adding: Promise<void> | null = null;
  const both = (lang: Lang): Loader => async () => {
    if (!wanted) return first[lang]();
    const [a, b] = await Promise.all([first[lang](), later[lang]()]);
    return { default: { ...a.default, ...b.default } };
  };
  const wantLater = (): Promise<void> => {
    wanted = true;
    adding ??= Promise.all(options.loadedLangs().map(async (lang) => options.addLater(lang, (await later[lang]()).default))).then(
      () => undefined,
      (error: unknown) => {
        // A failed fetch is tried again by the next page that asks.
        adding = null;
        throw error;
      },
    );
    return adding;
  };
  return { loaders: { ar: both('ar'), en: both('en') }, wantLater };
}
