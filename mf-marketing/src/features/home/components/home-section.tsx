import type { ReactNode } from 'react';
import { Reveal } from '../../../components/reveal';

interface Props {
  id: string;
  title: string;
  /** Cards link to their own pages when the section has no list page. */
  linkTo?: string;
  linkLabel?: string;
  children: ReactNode;
}

/** A home section: heading, content and a link to the page that holds the rest. */
export function HomeSection({ id, title, linkTo, linkLabel, children }: Props) {
  const headingId = `mk-home-${id}`;
  return (
    <Reveal as="section" className="mk-section" labelledBy={headingId}>
      <div className="mk-section__head">
        <h2 className="mk-section__title" id={headingId}>{title}</h2>
        {linkTo ? <a className="mk-link" href={linkTo}>{linkLabel}</a> : null}
      </div>
      {children}
    </Reveal>
  );
}
