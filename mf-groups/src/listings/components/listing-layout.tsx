import { useEffect, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { emit } from '@site/shared/events';
import { useLang } from '@site/shared/i18n';
import type { ListingDetail, Section } from '@site/shared/listings/core';
import { href, SECTION_ROUTES } from '@site/shared/routes';
import { Skeleton } from '@site/shared/ui/core';
import { useGroupsT } from '../../locales';
import { useListing } from '../api/get-listing';
import { RatingStars } from './rating-stars';
import { LoadError } from './listings-status';
import './listing-layout.css';

const TABS = ['details', 'criteria', 'stats'] as const;

/**
 * The call to action: a group's join (or why there is none: a closed group); for a supporting
 * member or a support service, its services, each with the way to request it.
 */
export function JoinAction({ listing }: { listing: ListingDetail }) {
  const { t } = useGroupsT();
  const lang = useLang();
  if (listing.section !== 'groups') {
    if (listing.services.length === 0) return null;
    return <Link className="gr-button" to={{ pathname: href(SECTION_ROUTES[listing.section].details, lang, { id: listing.id }), hash: 'gr-services' }}>{t('detail.request')}</Link>;
  }
  if (listing.status === 'closed') return <p className="gr-layout__closed" role="note">{t('detail.joinClosed')}</p>;
  return <Link className="gr-button" to={{ pathname: href(SECTION_ROUTES[listing.section].criteria, lang, { id: listing.id }), hash: 'join' }}>{t('detail.join')}</Link>;
}

/**
 * The record's header (name, rating, status, join) and the tab bar over its pages. Every page of
 * a record renders inside it, so it stays in place while moving between tabs.
 */
export function ListingLayout({ section, id, children }: { section: Section; id: string; children: (listing: ListingDetail) => ReactNode }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const { data, error, isValidating, mutate } = useListing(section, id);
  const { pathname, hash } = useLocation();
  // The router does not scroll to a #fragment (the join form, the services): once the record is shown, do it here.
  useEffect(() => {
    if (data && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [data, pathname, hash]);
  // Every tab of a record (details, criteria, stats) is titled with the record's name.
  const name = data?.name;
  useEffect(() => {
    if (name) emit('page:title', { path: pathname, title: name });
  }, [name, pathname]);

  if (error && !isValidating) return <div className="gr-page"><LoadError text={t('error.page')} onRetry={() => void mutate()} /></div>;
  if (!data) {
    return (
      <div className="gr-page" role="status">
        <span className="gr-visually-hidden">{t('detail.loading')}</span>
        <Skeleton className="gr-layout__skeleton" />
      </div>
    );
  }
  return (
    <div className="gr-page gr-layout">
      <nav className="gr-layout__back" aria-label={t(`sections.${section}.heading`)}>
        <Link to={href(SECTION_ROUTES[section].list, lang)}>{t(`sections.${section}.back`)}</Link>
      </nav>
      <header className="gr-layout__header">
        <div className="gr-layout__title">
          <h1 className="gr-page__title">{data.name}</h1>
          <RatingStars value={data.rating} lang={lang} />
          <span className={`gr-badge gr-badge--${data.status}`}>{t(`card.status.${data.status}`)}</span>
        </div>
        <JoinAction listing={data} />
      </header>
      <nav className="gr-tabs" aria-label={t('tabs.label')}>
        {TABS.map((tab) => (
          <NavLink key={tab} end className="gr-tabs__tab" to={href(SECTION_ROUTES[section][tab], lang, { id })}>
            {t(`tabs.${tab}`)}
          </NavLink>
        ))}
      </nav>
      <div className="gr-layout__body">{children(data)}</div>
    </div>
  );
}
