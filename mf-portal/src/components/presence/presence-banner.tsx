import type { DeskPresence } from '@site/shared/desk';
import { usePortalT } from '../../locales';
import './presence.css';

/** "Sara is viewing", "Omar is typing": who else is on this ticket or conversation, announced politely. */
export function PresenceBanner({ others }: { others: readonly DeskPresence[] }) {
  const { t } = usePortalT();
  return (
    <div className="pr-banner" role="status" aria-live="polite">
      {others.length > 0 && (
        <ul className="pr-list">
          {others.map((other) => (
            <li key={other.agent.id} className={`pr-item pr-item--${other.state}`}>
              {t(`presence.${other.state === 'typing' ? 'typing' : 'viewing'}`, { name: other.agent.name })}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
