import { Link } from 'react-router';
import { formatDate, formatNumber, useLang } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import type { ListingDetail, OfferingSummary } from '@site/shared/listings/core';
import { href, SECTION_ROUTES } from '@site/shared/routes';
import { telHref, whatsappHref } from '@site/shared/phone/links';
import { useGroupsT } from '../../locales';
import { PriceText } from './price';

function Offers({ listing, items, lang }: { listing: ListingDetail; items: OfferingSummary[]; lang: Lang }) {
  const { t } = useGroupsT();
  if (items.length === 0) return <p>{t('detail.none')}</p>;
  return (
    <ul className="gr-offers">
      {items.map((item) => (
        <li className="gr-offer" key={item.id}>
          <h3>
            <Link to={href(SECTION_ROUTES[listing.section][item.kind], lang, { id: listing.id, [`${item.kind}Id`]: item.id })}>{item.name}</Link>
          </h3>
          <p>{item.summary}</p>
          <span className="gr-price"><PriceText price={item.price} lang={lang} /></span>
        </li>
      ))}
    </ul>
  );
}

/** Everything a record holds, for reading in either direction. */
export function DetailsPage({ listing }: { listing: ListingDetail }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const percent = (value: number) => formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 1 });
  const facts: Array<[string, string]> = [
    [t('card.type'), listing.type.label],
    [t('card.location'), listing.location.label],
    [t('card.speciality'), listing.speciality],
    [t('card.categories'), listing.categories.map((c) => c.label).join(lang === 'ar' ? '، ' : ', ')],
    [t('card.members'), formatNumber(listing.membersCount, lang)],
    [t('detail.created'), formatDate(listing.createdAt, lang)],
    ...listing.profile.map((p): [string, string] => [p.label, p.value]),
    ...(listing.section === 'groups' ? [[t('detail.manager'), listing.manager?.name ?? t('detail.noManager')] as [string, string]] : []),
    ...(listing.supportRate === null ? [] : [[t('detail.supportRate'), percent(listing.supportRate)] as [string, string]]),
    ...(listing.commissionRate === null ? [] : [[t('detail.commissionRate'), percent(listing.commissionRate)] as [string, string]]),
  ];
  const { contacts } = listing;
  const relatedHeading = listing.section === 'supporting-members' ? t('detail.offeredServices') : t('detail.offeredBy');

  return (
    <>
      <section className="gr-section" aria-labelledby="gr-about">
        <h2 id="gr-about">{t('detail.about')}</h2>
        <p className="gr-prose">{listing.about}</p>
      </section>
      <section className="gr-section" aria-labelledby="gr-facts">
        <h2 id="gr-facts">{t('detail.facts')}</h2>
        <dl className="gr-facts">
          {facts.map(([term, value]) => (
            <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
          ))}
        </dl>
      </section>
      <section className="gr-section" aria-labelledby="gr-contacts">
        <h2 id="gr-contacts">{t('detail.contacts')}</h2>
        <ul className="gr-links">
          {contacts.phone && <li><a href={telHref(contacts.phone)}>{t('detail.phone')} <bdi dir="ltr">{contacts.phone}</bdi></a></li>}
          {contacts.email && <li><a href={`mailto:${contacts.email}`}>{t('detail.email')} <bdi dir="ltr">{contacts.email}</bdi></a></li>}
          {contacts.whatsapp && <li><a href={whatsappHref(contacts.whatsapp)} rel="noopener noreferrer" target="_blank">{t('detail.whatsapp')}</a></li>}
          {contacts.website && <li><a href={contacts.website} rel="noopener noreferrer" target="_blank">{t('detail.website')}</a></li>}
        </ul>
      </section>
      {listing.related.length > 0 && (
        <section className="gr-section" aria-labelledby="gr-related">
          <h2 id="gr-related">{relatedHeading}</h2>
          <ul className="gr-links">
            {listing.related.map((r) => <li key={r.id}><Link to={href(SECTION_ROUTES[r.section].details, lang, { id: r.id })}>{r.name}</Link></li>)}
          </ul>
        </section>
      )}
      <section className="gr-section" aria-labelledby="gr-products">
        <h2 id="gr-products">{t('detail.products')}</h2>
        <Offers listing={listing} items={listing.products} lang={lang} />
      </section>
      <section className="gr-section" aria-labelledby="gr-services">
        <h2 id="gr-services">{t('detail.services')}</h2>
        <Offers listing={listing} items={listing.services} lang={lang} />
      </section>
      {listing.audios.length > 0 && (
        <section className="gr-section" aria-labelledby="gr-audios">
          <h2 id="gr-audios">{t('detail.audios')}</h2>
          <ul className="gr-links">
            {listing.audios.map((audio, i) => (
              <li className="gr-audio" key={`${audio.url}-${i}`}>
                <span id={`gr-audio-${i}`}>{audio.title}</span>
                <audio controls preload="none" src={audio.url} aria-labelledby={`gr-audio-${i}`} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
