import type { ReactNode } from 'react';
import type { Loadable } from './data-view';
import { Reveal } from './reveal';
import { ListDataPage } from './titled-page';

interface Props<T extends { id: string }> {
  /** The page's section of the marketing texts: its `title`, `lead` and `empty` strings. */
  texts: string;
  result: Loadable<T[]>;
  renderItem: (item: T) => ReactNode;
  errorText?: string;
}

/** A page that is a heading and a grid of cards from one list endpoint. */
export function ListPage<T extends { id: string }>({ renderItem, ...page }: Props<T>) {
  return (
    <ListDataPage {...page}>
      {(items) => (
        <ul className="mk-grid">
          {items.map((item) => <Reveal as="li" key={item.id}>{renderItem(item)}</Reveal>)}
        </ul>
      )}
    </ListDataPage>
  );
}
