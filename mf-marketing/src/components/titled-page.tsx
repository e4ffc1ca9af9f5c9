import type { ReactNode } from 'react';
import { DataView, isEmptyList, type Loadable } from './data-view';
import { PageHeader } from './page-header';

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}

/** A page: its one h1 and lead, then its content. */
export function TitledPage({ title, lead, children }: Props) {
  return (
    <div className="mk-page">
      <PageHeader title={title} lead={lead} />
      {children}
    </div>
  );
}

interface ListProps<T> {
  title: string;
  lead?: string;
  result: Loadable<T[]>;
  emptyText: string;
  errorText?: string;
  skeleton?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A page that is a heading over one fetched list: loading, failure (with Retry), empty, ready. */
export function ListDataPage<T>({ title, lead, result, emptyText, errorText, skeleton, children }: ListProps<T>) {
  return (
    <TitledPage title={title} lead={lead}>
      <DataView result={result} isEmpty={isEmptyList} emptyText={emptyText} errorText={errorText} skeleton={skeleton}>
        {children}
      </DataView>
    </TitledPage>
  );
}
