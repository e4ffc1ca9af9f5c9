import type { ReactNode } from 'react';
import { DataView, isEmptyList, type Loadable } from './data-view';
import { PageHeader } from './page-header';
import { Reveal } from './reveal';

interface Props<T extends { id: string }> {
  title: string;
  lead?: string;
  result: Loadable<T[]>;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  errorText?: string;
}

/** A page that is a heading and a grid of cards from one list endpoint. */
export function ListPage<T extends { id: string }>({ title, lead, result, emptyText, renderItem, errorText }: Props<T>) {
  return (
    <div className="mk-page">
      <PageHeader title={title} lead={lead} />
      <DataView result={result} isEmpty={isEmptyList} emptyText={emptyText} errorText={errorText}>
        {(items) => (
          <ul className="mk-grid">
            {items.map((item) => <Reveal as="li" key={item.id}>{renderItem(item)}</Reveal>)}
          </ul>
        )}
      </DataView>
    </div>
  );
}
