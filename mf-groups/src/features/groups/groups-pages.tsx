import { sectionPages } from '../../listings/section-pages';
import { JoinForm } from './components/join-form';

/** /groups and a group's pages; a group's criteria page carries the request to join it. */
export const GROUPS_PAGES = sectionPages('groups', { join: (group) => <JoinForm group={group} /> });
