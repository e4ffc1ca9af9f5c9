import { sectionPages } from '../../listings/section-pages';

/** /supporting_members and a supporting member's pages: the directory's shared pages (src/listings). */
export const SUPPORTING_MEMBERS_PAGES = sectionPages('supporting-members');
