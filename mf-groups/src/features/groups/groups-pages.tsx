import { lazy, Suspense } from 'react';
import { sectionPages } from '../../listings/section-pages';

/** Shown on the criteria page after mount (whether someone is signed in is known in the browser): off the record's first load. */
const JoinForm = lazy(async () => ({ default: (await import(/* webpackChunkName: "join-form" */ './components/join-form')).JoinForm }));

/** /groups and a group's pages; a group's criteria page carries the request to join it. */
export const GROUPS_PAGES = sectionPages('groups', {
  join: (group) => (
    <Suspense fallback={null}>
      <JoinForm group={group} />
    </Suspense>
  ),
});
