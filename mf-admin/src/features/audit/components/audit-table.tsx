import type { AuditEntry } from '@site/shared/audit';
import { formatDate } from '@site/shared/i18n/format';
import { useLang } from '@site/shared/i18n';
import { useAdminT } from '../../../locales';

const change = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** The entries, newest first; a person's name narrows the log to that person's actions. */
export function AuditTable({ items, onPerson }: { items: readonly AuditEntry[]; onPerson: (actorId: string) => void }) {
  const { t } = useAdminT();
  const lang = useLang();
  return (
    <div className="ad-table-wrap" tabIndex={0} role="region" aria-label={t('audit.tableLabel')}>
      <table className="ad-table">
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.target')}</th>
            <th scope="col">{t('audit.where')}</th>
            <th scope="col">{t('audit.change')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDate(entry.at, lang, { dateStyle: 'medium', timeStyle: 'short' })}</td>
              <td>
                {entry.actor ? (
                  <button type="button" className="ad-link-btn" onClick={() => onPerson(entry.actor!.id)} aria-label={t('audit.onlyPerson', { name: entry.actor.name })}>
                    <bdi>{entry.actor.name}</bdi>
                  </button>
                ) : t('audit.removedPerson')}
              </td>
              <td><code dir="ltr">{entry.action}</code></td>
              <td><span dir="ltr">{entry.targetType} {entry.targetId}</span></td>
              <td><span dir="ltr">{entry.ip}</span></td>
              <td>
                <details>
                  <summary>{t('audit.showChange')}</summary>
                  <div className="ad-change" dir="ltr">
                    <pre aria-label={t('audit.before')}>{change(entry.before)}</pre>
                    <pre aria-label={t('audit.after')}>{change(entry.after)}</pre>
                  </div>
                </details>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
