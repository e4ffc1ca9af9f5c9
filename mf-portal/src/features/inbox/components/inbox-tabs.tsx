import { Link } from 'react-router';
import { CHAT_BOXES, type ChatBox } from '@site/shared/chat';
import { usePortalT } from '../../../locales';

/** The four lists as links (?box=...), the current one marked for assistive technology. */
export function InboxTabs({ box }: { box: ChatBox }) {
  const { t } = usePortalT();
  return (
    <nav className="pt-tabs" aria-label={t('inbox.boxes.label')}>
      {CHAT_BOXES.map((name) => (
        <Link key={name} to={`?box=${name}`} className={name === box ? 'pt-tab pt-tab--current' : 'pt-tab'} aria-current={name === box ? 'page' : undefined}>
          <span className="pt-tab-title">{t(`inbox.boxes.${name}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
