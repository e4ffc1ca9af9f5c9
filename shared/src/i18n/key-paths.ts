/** i18next plural suffixes: Arabic uses all six forms where English uses `_one` and `_other`. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const ARABIC_LETTER = /[\u0600-\u06ff]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Every leaf path of a translation tree, e.g. 'panel.title'. */
export function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** A key path without its plural suffix ('otp.resendIn_few' -> 'otp.resendIn'). */
export const pluralBase = (path: string): string => path.replace(PLURAL, '');

/** The {{placeholders}} of one text, sorted, so translations can be checked to keep them. */
export const placeholdersOf = (text: unknown): string[] => String(text).match(/{{\s*\w+\s*}}/g)?.sort() ?? [];

/** The value at a dotted path of a translation tree. */
export const leafAt = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);

/** How an Arabic translation tree differs from its English original; all lists empty = in step. */
export interface LocaleDifferences {
  /** Keys (plural forms folded) that English has and Arabic lacks. */
  missingInAr: string[];
  /** Keys (plural forms folded) that Arabic has and English lacks. */
  missingInEn: string[];
  /** Arabic leaves that are not text, blank, or Latin text without one Arabic letter. */
  untranslated: string[];
  /** Keys whose {{placeholders}} differ; a plural key compares its `_other` forms. */
  placeholders: string[];
}

const baseKeys = (tree: unknown) => new Set(keyPaths(tree).map(pluralBase));

/**
 * The one comparison behind every namespace's parity test. `literal` names Arabic keys that
 * are meant to stay in Latin script (a brand, a title fixed in English).
 */
export function compareLocales(en: unknown, ar: unknown, literal: readonly string[] = []): LocaleDifferences {
  const enKeys = baseKeys(en);
  const arKeys = baseKeys(ar);
  const untranslated = keyPaths(ar).filter((path) => {
    const text = leafAt(ar, path);
    if (typeof text !== 'string' || text.trim() === '') return true;
    return !literal.includes(path) && LATIN_LETTER.test(text.replace(/{{\s*\w+\s*}}/g, '')) && !ARABIC_LETTER.test(text);
  });
  const placeholders = keyPaths(en)
    .filter((path) => !PLURAL.test(path) || path.endsWith('_other'))
    .filter((path) => leafAt(ar, path) !== undefined)
    .filter((path) => placeholdersOf(leafAt(ar, path)).join() !== placeholdersOf(leafAt(en, path)).join());
  return {
    missingInAr: [...enKeys].filter((key) => !arKeys.has(key)).sort(),
    missingInEn: [...arKeys].filter((key) => !enKeys.has(key)).sort(),
    untranslated: untranslated.sort(),
    placeholders: placeholders.sort(),
  };
}

/** What `compareLocales` answers for two trees in step. */
export const IN_STEP: LocaleDifferences = { missingInAr: [], missingInEn: [], untranslated: [], placeholders: [] };
