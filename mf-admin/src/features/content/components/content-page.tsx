import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '@site/shared/api';
import { CONTENT_TYPES, type ContentItem, type ContentType, isContentType } from '@site/shared/content-editing';
import { formatDate, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button, EmptyState, Skeleton } from '@site/shared/ui/core';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { contentPaths } from '../api/content-api';
import { itemTitle } from './item-title';
import '../content.css';

/** /admin/content: the content types, and the chosen type's items (`?type=`) with their state. */
export function ContentPage() {
  return <SectionPage section="content">{() => <ContentBrowser />}</SectionPage>;
}

function ContentBrowser() {
  const { t } = useAdminT();
  const [params] = useSearchParams();
  const chosen = params.get('type');
  const type: ContentType = isContentType(chosen) ? chosen : CONTENT_TYPES[0];
  return (
    <div className="ad-content">
      <nav aria-label={t('content.typesLabel')}>
        <ul className="ad-content__types">
          {CONTENT_TYPES.map((each) => (
            <li key={each}>
              <Link to={`?type=${each}`} aria-current={each === type ? 'page' : undefined}>{t(`content.types.${each}`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <ItemList key={type} type={type} />
    </div>
  );
}

/** The state an item is in, as a short label. */
function stateOf(item: ContentItem): 'scheduled' | 'draft' | 'changed' | 'live' {
  if (item.draft?.publishAt) return 'scheduled';
  if (!item.live) return 'draft';
  return item.draft ? 'changed' : 'live';
}

function ItemList({ type }: { type: ContentType }) {
  const { t } = useAdminT();
  const lang = useLang();
  const list = useApi<{ items: ContentItem[] }>(contentPaths.list(type));
  const headingId = useId();
  return (
    <div className="ad-content__items" aria-busy={list.isLoading}>
      <h2 id={headingId}>{t(`content.types.${type}`)}</h2>
      <NewItem type={type} />
      {!list.data ? <Skeleton lines={4} /> : list.data.items.length === 0 ? <EmptyState title={t('content.empty')} description={null} /> : (
        <ul className="ad-content__list" aria-labelledby={headingId}>
          {list.data.items.map((item) => {
            const state = stateOf(item);
            return (
              <li key={item.id} className="ui-card">
                <Link to={href('admin-content-item', lang, { type, id: item.id })}>{itemTitle(item, lang)}</Link>
                <span className={`ad-badge ad-badge--${state}`}>
                  {t(`content.state.${state}`, { when: item.draft?.publishAt ? formatDate(item.draft.publishAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) : '' })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A new item: its address (a slug) first, then the editor opens with a blank of the type's shape. */
function NewItem({ type }: { type: ContentType }) {
  const { t } = useAdminT();
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const [error, setError] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('slug');
    const slug = typeof value === 'string' ? value.trim() : '';
    if (!/^[a-z0-9][a-z0-9-]{0,119}$/.test(slug)) return setError(true);
    void navigate(`${href('admin-content-item', lang, { type, id: slug })}?new=1`);
  };
  return (
    <form className="ad-content__new" aria-label={t('content.new.label')} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-slug`}>{t('content.new.slug')}</label>
      <input
        id={`${id}-slug`} name="slug" className="ui-input" dir="ltr" autoComplete="off"
        aria-invalid={error || undefined} aria-describedby={`${id}-hint`} onChange={() => setError(false)}
      />
      <Button type="submit" variant="secondary">{t('content.new.create')}</Button>
      <p id={`${id}-hint`} className={error ? 'ui-field__error' : 'ui-field__hint'}>{t('content.new.hint')}</p>
    </form>
  );
}
