import { type Permission, can } from '@site/shared/permissions';
import type { Role } from '@site/shared/permissions';
import type { RouteIdOf } from '@site/shared/routes';

/** A console section: its page, the permission that opens it, and its texts (`sections.<key>`). */
export interface ConsoleSection {
  id: Exclude<RouteIdOf<'mf-admin'>, 'admin'>;
  permission: Permission;
  key: string;
}

/**
 * The console's sections, written once: the home lists the ones the role may use, and each page
 * shows the 403 screen to a role without its permission (the API refuses it as well).
 */
export const SECTIONS: readonly ConsoleSection[] = [
  { id: 'admin-people', permission: 'people.manage', key: 'people' },
  { id: 'admin-audit', permission: 'audit.read', key: 'audit' },
  // Content: editors and admins (content.edit); publishing buttons follow content.publish.
  { id: 'admin-content', permission: 'content.edit', key: 'content' },
  { id: 'admin-media', permission: 'media.manage', key: 'media' },
  { id: 'admin-directory', permission: 'directory.manage', key: 'directory' },
  // A listing's manager: their own listings' details, products and services.
  { id: 'admin-my-listings', permission: 'listings.manageOwn', key: 'myListings' },
];

export const sectionsFor = (role: Role | null | undefined): ConsoleSection[] =>
  role ? SECTIONS.filter((section) => can(role, section.permission)) : [];
