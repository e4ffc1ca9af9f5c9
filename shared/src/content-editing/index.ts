/**
 * The public site's content as staff edit it: every type the console lists, and the page each one
 * is previewed on. The API keeps drafts, versions and publishing for all of them in one way, so a
 * type added here (and to the API's table registry) needs no code of its own.
 */
export const CONTENT_TYPES = [
  'home-hero',
  'features',
  'services',
  'work-methods',
  'testimonials',
  'faqs',
  'company',
  'team',
  'branches',
  'articles',
  'projects',
  'plans',
  'subscriptions',
  'partners',
  'media',
  'terms',
  'changelog',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const isContentType = (value: unknown): value is ContentType => (CONTENT_TYPES as readonly unknown[]).includes(value);

/** The query parameter of a preview link on a public page. */
export const PREVIEW_PARAM = 'preview';

/**
 * The public page (without the language prefix) that shows an item of a type, for its preview.
 * An article's page depends on its kind; every other type has one page.
 */
export function previewPath(type: ContentType, item: { id: string; kind?: unknown }): string {
  switch (type) {
    case 'home-hero':
    case 'features':
    case 'services':
    case 'work-methods':
    case 'testimonials':
    case 'faqs':
      return '';
    case 'company':
    case 'team':
      return 'about';
    case 'branches':
      return 'contactus';
    case 'articles':
      return item.kind === 'news' ? 'news' : `blog/${encodeURIComponent(item.id)}`;
    case 'projects':
      return `projects/${encodeURIComponent(item.id)}`;
    case 'plans':
      return 'plans';
    case 'subscriptions':
      return 'subscriptionlist';
    case 'partners':
      return 'partners';
    case 'media':
      return item.kind === 'audio' ? 'audios' : 'videos';
    case 'terms':
      return 'terms';
    case 'changelog':
      return 'changelog';
  }
}

/** A draft's state as the console shows it. */
export interface ContentDraft {
  data: Record<string, unknown>;
  updatedAt: string;
  /** When the scheduled publishing will publish it, if scheduled. */
  publishAt: string | null;
}

export interface ContentItem {
  id: string;
  /** The published row, or null for an item never published. */
  live: Record<string, unknown> | null;
  draft: ContentDraft | null;
}

export interface ContentVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: string | null;
}

/** One field that differs between two versions of an item. */
export interface ContentFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Shared by the API (which refuses to publish) and the console (which warns while typing). */
export { missingTranslations } from './translations';
export { contentEditingMessagesEn, contentEditingMessagesAr, type ContentEditingMessages } from './messages';
