import { isDeepStrictEqual } from 'node:util';
import type { ContentFieldChange } from '@site/shared/content-editing';

/** The top-level fields whose values differ between two states of an item, in field order. */
export function diffFields(before: Record<string, unknown> | null, after: Record<string, unknown>): ContentFieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after)])];
  return fields
    .filter((field) => !isDeepStrictEqual(before?.[field] ?? null, after[field] ?? null))
    .map((field) => ({ field, before: before?.[field] ?? null, after: after[field] ?? null }));
}
