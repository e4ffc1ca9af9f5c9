import { useEffect, type ReactNode } from 'react';
import { emit } from '@site/shared/events';
import { DataView, type Loadable } from './data-view';
import { Skeleton } from './skeleton';

/**
 * A page that shows one record (the `:id` of its address): a skeleton, then the record, whose
 * title names the document. An unknown id is the shell's 404.
 */
export function RecordPage<T extends { title: string }>({ result, children }: { result: Loadable<T>; children: (record: T) => ReactNode }) {
  const title = result.data?.title;
  useEffect(() => {
    if (title) emit('page:title', { path: window.location.pathname, title });
  }, [title]);
  return (
    <div className="mk-page">
      <DataView result={result} skeleton={<Skeleton count={1} variant="lines" />}>{children}</DataView>
    </div>
  );
}
