import type { ReactNode } from 'react';
import { DataView, type Loadable } from './data-view';
import { Skeleton } from './skeleton';

/** A page that shows one record (the `:id` of its address): a skeleton, then the record. An unknown id is the shell's 404. */
export function RecordPage<T>({ result, children }: { result: Loadable<T>; children: (record: T) => ReactNode }) {
  return (
    <div className="mk-page">
      <DataView result={result} skeleton={<Skeleton count={1} variant="lines" />}>{children}</DataView>
    </div>
  );
}
