import { lazy, type ComponentType, type ReactNode } from 'react';
import type { ListingDetail, Section } from '@site/shared/listings/core';
import { SECTION_PAGES, SECTION_ROUTES, type SectionPage, type SectionRouteId } from '@site/shared/routes';

const load = <K extends string, P extends object>(factory: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await factory())[name] }));

/**
 * The sections' pages in two chunks, `page-section-list` and `page-section-record` (the
 * remote's webpack config maps them to the route ids, so the manifest lists each page's files):
 * a list's first load carries no record page, and a record's none of the list.
 */
const ListingsPage = load(() => import(/* webpackChunkName: "page-section-list" */ './components/listings-page'), 'ListingsPage');
const RecordPage = load(() => import(/* webpackChunkName: "page-section-record" */ './components/record-page'), 'RecordPage');

/** What a section adds to the shared pages: the way to join from the criteria page (groups only). */
export interface SectionOptions {
  join?: (listing: ListingDetail) => ReactNode;
}

/**
 * A section's pages by route id: its list, and each record page inside the record's layout
 * (header, tabs). The keys are the section's row of SECTION_ROUTES, so the remote's page map,
 * typed by the route table, fails the type check when a section lacks a page.
 */
export function sectionPages<S extends Section>(section: S, options: SectionOptions = {}): Record<SectionRouteId<S>, ReactNode> {
  const page = (kind: SectionPage) =>
    kind === 'list' ? <ListingsPage key={section} section={section} /> : <RecordPage key={section} section={section} page={kind} join={options.join} />;
  // The one step the compiler cannot follow: re-keying by the section's ids, one per page.
  return Object.fromEntries(SECTION_PAGES.map((kind) => [SECTION_ROUTES[section][kind], page(kind)])) as Record<SectionRouteId<S>, ReactNode>;
}
