import type { ReactNode } from 'react';
import { DataView, isEmptyList, type Loadable } from './data-view';
import { useMk } from '../locales';
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

/** A page titled from its section of the marketing texts (`<texts>.title`, `<texts>.lead`). */
export function TextsPage({ texts, children }: { texts: string; children: ReactNode }) {
  const { t } = useMk();
  return <TitledPage title={t(`${texts}.title`)} lead={t(`${texts}.lead`)}>{children}</TitledPage>;
}

interface ListProps<T> {
  /** The page's section of the marketing texts: its `title`, `lead` and `empty` strings. */
  texts: string;
  result: Loadable<T[]>;
  errorText?: string;
  skeleton?: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** A page that is a heading over one fetched list: loading, failure (with Retry), empty, ready. */
export function ListDataPage<T>({ texts, result, errorText, skeleton, children }: ListProps<T>) {
  const { t } = useMk();
  return (
    <TextsPage texts={texts}>
      <DataView result={result} isEmpty={isEmptyList} emptyText={t(`${texts}.empty`)} errorText={errorText} skeleton={skeleton}>
        {children}
      </DataView>
    </TextsPage>
  );
}
