import type { PageLoaders } from '@site/shared/ssr';
import { sectionLoaders } from '../listings/section-loaders';

/** Route id -> the API paths the page reads on its first render (docs/server-rendering.md). */
export const LOADERS = {
  // Signed-in pages render in the browser only.
  'join-requests': () => [],
  ...sectionLoaders('groups'),
  ...sectionLoaders('support-services'),
  ...sectionLoaders('supporting-members'),
} satisfies PageLoaders<'mf-groups'>;
