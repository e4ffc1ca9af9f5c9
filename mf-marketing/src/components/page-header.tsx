import type { ReactNode } from 'react';
import './base.css';

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
}

/** The one h1 of a page. */
export function PageHeader({ title, lead, id }: Props) {
  return (
    <header className="mk-page-header">
      <h1 className="mk-page-title" id={id}>{title}</h1>
      {lead ? <p className="mk-page-lead">{lead}</p> : null}
    </header>
  );
}
