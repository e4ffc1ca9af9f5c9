import type { MouseEvent } from 'react';
import type { TermsSection } from '@site/shared/types';
import { useMk } from '../../../locales';
import './terms.css';

const anchor = (id: string) => `mk-terms-${id}`;

/** Moves focus with the scroll so keyboard and screen-reader users land on the section. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(anchor(id));
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

export function TermsView({ sections }: { sections: readonly TermsSection[] }) {
  const { t } = useMk();
  return (
    <div className="mk-terms">
      <nav className="mk-terms__toc" aria-labelledby="mk-terms-toc">
        <h2 id="mk-terms-toc" className="mk-terms__toc-title">{t('terms.toc')}</h2>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a className="mk-link" href={`#${anchor(s.id)}`} onClick={(e) => jump(e, s.id)}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mk-terms__body">
        {sections.map((s) => (
          <section key={s.id} id={anchor(s.id)} tabIndex={-1} aria-labelledby={`${anchor(s.id)}-h`} className="mk-terms__section">
            <h2 id={`${anchor(s.id)}-h`}>{s.title}</h2>
            <p className="mk-prose">{s.body}</p>
          </section>
        ))}
      </div>
    </div>
  );
}
