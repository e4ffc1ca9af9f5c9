import { useApi } from '@site/shared/api';
import { formatDate, useLang } from '@site/shared/i18n';
import type { PersonSession } from '@site/shared/people';
import { Button, Skeleton } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { peopleApi, saved } from '../api/people-api';

/** One person's open sessions (device, address, last seen), each of which can be ended. */
export function SessionsList({ personId }: { personId: string }) {
  const { t } = useAdminT();
  const lang = useLang();
  const path = `/admin/people/${personId}/sessions`;
  const list = useApi<{ items: PersonSession[] }>(path);
  if (!list.data) return <Skeleton lines={2} />;
  if (list.data.items.length === 0) return <p>{t('people.noSessions')}</p>;
  return (
    <ul className="ad-sessions">
      {list.data.items.map((session) => (
        <li key={session.id}>
          <span dir="ltr">{session.device} · {session.ip}</span>
          {' '}
          <span>{t('people.lastSeen', { date: formatDate(session.lastSeenAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}</span>
          {' '}
          <Button variant="ghost" onClick={() => void saved(() => peopleApi.revokeSession(personId, session.id), t('people.saved')).then(() => list.mutate())}>
            {t('people.revoke')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
