import { Link, useLocation } from 'react-router';
import { TICKET_BOXES, type TicketBox } from '@site/shared/tickets';
import { usePortalT } from '../../../locales';

/**
 * The two lists as links (?box=...): each is its own URL, so a list can be reloaded, shared
 * and reached with back. The current one is marked for assistive technology.
 */
export function BoxTabs({ box, isAgent }: { box: TicketBox; isAgent: boolean }) {
  const { t } = usePortalT();
  const { pathname } = useLocation();
  const role = isAgent ? 'agent' : 'client';
  return (
    <nav className="pt-tabs" aria-label={t('tickets.boxes.label')}>
      {TICKET_BOXES.map((name) => (
        <Link
          key={name}
          to={`${pathname}?box=${name}`}
          className={name === box ? 'pt-tab pt-tab--current' : 'pt-tab'}
          aria-current={name === box ? 'page' : undefined}
        >
          <span className="pt-tab-title">{t(`tickets.boxes.${name}`)}</span>
          <span className="pt-tab-hint">{t(`tickets.boxes.${name}Hint.${role}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
