import { Link } from 'react-router';
import { errorText } from '@site/shared/api';
import { formatDate, useLang } from '@site/shared/i18n';
import type { JoinRequest } from '@site/shared/listings/core';
import { href } from '@site/shared/routes';
import { Skeleton } from '@site/shared/ui/core';
import { useState, type ReactNode } from 'react';
import { useGroupsT } from '../../../locales';
import { useLiveJoinRequests, useMyJoinRequests } from '../../../listings/api/my-join-requests';
import { decideJoinRequest, useManagedJoinRequests } from '../api/managed-join-requests';
import './join-requests.css';

function RequestItem({ request, children }: { request: JoinRequest; children?: ReactNode }) {
  const { t } = useGroupsT();
  const lang = useLang();
  return (
    <li>
      <h3><Link to={href('groups-details', lang, { id: request.group.id })}>{request.group.name}</Link></h3>
      <p>
        <span className={`gr-badge gr-badge--${request.status === 'rejected' ? 'closed' : 'open'}`}>{t(`join.status.${request.status}`)}</span>{' '}
        {formatDate(request.createdAt, lang)} · {request.requester.name}
      </p>
      <p className="gr-prose">{request.message}</p>
      {request.images.length > 0 && (
        <ul className="gr-join-list__images" aria-label={t('join.sentImages')}>
          {request.images.map((img) => (
            <li key={img.id}><a href={img.url} target="_blank" rel="noopener noreferrer"><img src={img.url} alt={img.name} width={96} height={96} /></a></li>
          ))}
        </ul>
      )}
      {children}
    </li>
  );
}

function Decide({ request }: { request: JoinRequest }) {
  const { t } = useGroupsT();
  const [error, setError] = useState<string | null>(null);
  const decide = (decision: 'approved' | 'rejected') =>
    void decideJoinRequest(request.id, decision).catch((failure: unknown) => setError(errorText(failure, t('join.failed')).message));
  if (request.status !== 'pending') return null;
  return (
    <div className="gr-join-list__actions">
      <button type="button" className="gr-button" onClick={() => decide('approved')}>{t('join.approve', { name: request.requester.name })}</button>
      <button type="button" className="gr-button gr-button--quiet" onClick={() => decide('rejected')}>{t('join.reject', { name: request.requester.name })}</button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

/** My requests with their status and images; a group's manager also sees and decides the requests to their groups. */
export function JoinRequestsPage() {
  const { t } = useGroupsT();
  const mine = useMyJoinRequests();
  const managed = useManagedJoinRequests();
  useLiveJoinRequests();
  return (
    <section className="gr-page" aria-labelledby="gr-page-title">
      <h1 className="gr-page__title" id="gr-page-title">{t('join.mine')}</h1>
      {!mine.data && !mine.error && <Skeleton height="6rem" />}
      {mine.error && <p role="alert">{t('join.loadFailed')}</p>}
      {mine.data && (mine.data.items.length === 0
        ? <p>{t('join.none')}</p>
        : <ul className="gr-join-list">{mine.data.items.map((r) => <RequestItem key={r.id} request={r} />)}</ul>)}
      {managed.data && managed.data.items.length > 0 && (
        <section className="gr-section" aria-labelledby="gr-managed">
          <h2 id="gr-managed">{t('join.managed')}</h2>
          <ul className="gr-join-list">
            {managed.data.items.map((r) => <RequestItem key={r.id} request={r}><Decide request={r} /></RequestItem>)}
          </ul>
        </section>
      )}
    </section>
  );
}
