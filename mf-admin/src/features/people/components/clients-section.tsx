import { type FormEvent, useEffect, useId, useState } from 'react';
import { api } from '@site/shared/api';
import type { ClientPage, PersonSummary } from '@site/shared/people';
import { Button, EmptyState } from '@site/shared/ui/core';
import { useAdminT } from '../../../locales';
import { SessionsList } from './sessions-list';
import { StatusActions } from './status-actions';

/** Finds clients by name, email or phone; more results come a page at a time (keyset cursor). */
export function ClientsSection() {
  const { t } = useAdminT();
  const id = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [items, setItems] = useState<PersonSummary[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const load = async (q: string, after: string | null) => {
    const page = await api.get<ClientPage>('/admin/people/clients', { query: { q, after } });
    setItems((before) => (after ? [...before, ...page.items] : page.items));
    setNext(page.next);
  };
  useEffect(() => {
    if (query !== null) load(query, null).catch(() => undefined);
  }, [query, version]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    setQuery(typeof q === 'string' ? q.trim() : '');
    setVersion((v) => v + 1);
  };

  return (
    <>
      <form role="search" aria-label={t('people.search')} className="ad-filters" onSubmit={submit}>
        <label htmlFor={`${id}-q`}>{t('people.searchLabel')}</label>
        <input id={`${id}-q`} name="q" type="search" className="ui-input" maxLength={100} />
        <Button type="submit">{t('people.searchButton')}</Button>
      </form>
      <div aria-live="polite">
        {query !== null && items.length === 0 ? <EmptyState title={t('people.noClients')} description={null} /> : items.length > 0 && (
          <ul className="ad-people" aria-label={t('people.clientsTable')}>
            {items.map((person) => (
              <li key={person.id} className="ui-card">
                <h4><bdi>{person.fullName}</bdi></h4>
                <p dir="ltr" className="ad-muted">{person.email} · {person.phone}</p>
                <p>{t(`people.status.${person.status}`)}{person.twoFactorEnabled && ` · ${t('people.twoFactorOn')}`}</p>
                <StatusActions person={person} kind="client" onDone={() => setVersion((v) => v + 1)} />
                <details>
                  <summary>{t('people.sessionsOf', { name: person.fullName })}</summary>
                  <SessionsList personId={person.id} />
                </details>
              </li>
            ))}
          </ul>
        )}
        {next && query !== null && <Button variant="secondary" onClick={() => void load(query, next).catch(() => undefined)}>{t('people.more')}</Button>}
      </div>
    </>
  );
}
