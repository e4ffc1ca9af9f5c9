import { useLang } from '@site/shared/i18n';
import type { ListingDetail, OfferingKind } from '@site/shared/listings/core';
import { Skeleton } from '@site/shared/ui/core';
import { whatsappHref } from '@site/shared/phone/links';
import { useGroupsT } from '../../locales';
import { useOffering } from '../api/get-listing';
import { LoadError } from './listings-status';
import { PriceText } from './price';

/** A product or service: what it is, its SAR price and how to request it. */
export function OfferingPage({ listing, kind, offeringId }: { listing: ListingDetail; kind: OfferingKind; offeringId: string }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const { data, error, isValidating, mutate } = useOffering(listing.section, listing.id, kind, offeringId);
  if (error && !isValidating) return <LoadError text={t('error.page')} onRetry={() => void mutate()} />;
  if (!data) return <div role="status"><span className="gr-visually-hidden">{t('detail.loading')}</span><Skeleton height="8rem" /></div>;
  const message = t('offering.message', { item: data.name });
  const { email, whatsapp } = listing.contacts;
  return (
    <article className="gr-section" aria-labelledby="gr-offering">
      <p className="gr-page__intro">{t(`offering.${kind}`)}</p>
      <h2 id="gr-offering">{data.name}</h2>
      <p className="gr-prose">{data.description}</p>
      {data.images.map((src) => <img className="gr-offering__image" key={src} src={src} alt="" width={320} height={180} />)}
      <dl className="gr-facts">
        <div><dt>{t('offering.price')}</dt><dd className="gr-price"><PriceText price={data.price} lang={lang} /></dd></div>
      </dl>
      <section className="gr-section" aria-labelledby="gr-request">
        <h3 id="gr-request">{t('offering.request')}</h3>
        <p>{t('offering.requestText', { name: listing.name, item: data.name })}</p>
        <ul className="gr-links">
          {email && <li><a href={`mailto:${email}?subject=${encodeURIComponent(data.name)}&body=${encodeURIComponent(message)}`}>{t('offering.requestEmail')}</a></li>}
          {whatsapp && (
            <li>
              <a href={whatsappHref(whatsapp, message)} rel="noopener noreferrer" target="_blank">
                {t('offering.requestWhatsapp')}
              </a>
            </li>
          )}
        </ul>
      </section>
    </article>
  );
}
