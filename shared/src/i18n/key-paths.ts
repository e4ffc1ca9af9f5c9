/** Every leaf path of a translation tree, e.g. 'panel.title' (used by the en/ar parity tests). */
export function keyPaths(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The {{placeholders}} of one text, sorted, so translations can be checked to keep them. */
export const placeholdersOf = (text: unknown): string[] => String(text).match(/{{\s*\w+\s*}}/g)?.sort() ?? [];

/** The value at a dotted path of a translation tree. */
export const leafAt = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
