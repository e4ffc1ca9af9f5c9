import { useState } from 'react';
import { useApi } from '@site/shared/api';
import { formatPrice, useLang } from '@site/shared/i18n';
import type { DirectoryListing, DirectoryOffering } from '@site/shared/listings/admin';
import { OFFERING_KINDS, type OfferingKind } from '@site/shared/listings/core';
import { Button, Skeleton } from '@site/shared/ui/core';
import { useAdminT } from '../../locales';
import { type ListingScope, listingsApi, offeringsKey, reloadOfferings } from '../../lib/listings-api';
import { OfferingForm } from './offering-form';

type Editing = { kind: OfferingKind; offering?: DirectoryOffering } | null;

/** A listing's products and services: a table, and one form at a time to add or edit one. */
export function OfferingsPanel({ scope, listing }: { scope: ListingScope; listing: DirectoryListing }) {
  const { t } = useAdminT();
  const lang = useLang();
  const list = useApi<{ items: DirectoryOffering[] }>(offeringsKey(scope, listing.id));
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const headingId = `ad-offerings-${listing.id}`;
  const price = (o: DirectoryOffering) =>
    o.priceMin === o.priceMax ? formatPrice(o.priceMin, lang) : t('listings.offerings.range', { min: formatPrice(o.priceMin, lang), max: formatPrice(o.priceMax, lang) });
  const remove = async (offering: DirectoryOffering) => {
    await listingsApi.removeOffering(scope, listing.id, offering.id).catch(() => undefined);
    setRemoving(null);
    await reloadOfferings(scope, listing.id);
  };

  return (
    <section className="ui-card ad-page-part" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('listings.offerings.heading', { name: listing.name[lang] })}</h3>
      {!list.data ? (
        <Skeleton lines={3} />
      ) : list.data.items.length === 0 ? (
        <p>{t('listings.offerings.empty')}</p>
      ) : (
        <div className="ad-table-wrap">
          <table className="ad-table">
            <caption className="ui-visually-hidden">{t('listings.offerings.heading', { name: listing.name[lang] })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('listings.offerings.columns.name')}</th>
                <th scope="col">{t('listings.offerings.columns.kind')}</th>
                <th scope="col">{t('listings.offerings.columns.price')}</th>
                <th scope="col"><span className="ui-visually-hidden">{t('listings.offerings.columns.actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((offering) => (
                <tr key={offering.id}>
                  <th scope="row"><bdi>{offering.name[lang]}</bdi></th>
                  <td>{t(`listings.offerings.kind.${offering.kind}`)}</td>
                  <td>{price(offering)}</td>
                  <td className="ad-actions">
                    <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: offering.kind, offering })}>
                      {t('listings.offerings.edit', { name: offering.name[lang] })}
                    </Button>
                    {removing === offering.id ? (
                      <>
                        <Button size="sm" variant="danger" onClick={() => void remove(offering)}>{t('listings.offerings.confirmRemove', { name: offering.name[lang] })}</Button>
                        <Button size="sm" variant="ghost" onClick={() => setRemoving(null)}>{t('listings.offerings.keep')}</Button>
                      </>
                    ) : (
                      <Button size="sm" variant="ghost" onClick={() => setRemoving(offering.id)}>{t('listings.offerings.remove', { name: offering.name[lang] })}</Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="ad-actions">
        {OFFERING_KINDS.map((kind) => (
          <Button key={kind} variant="secondary" onClick={() => setEditing({ kind })}>{t(`listings.offerings.add.${kind}`)}</Button>
        ))}
      </div>
      {editing && (
        <OfferingForm
          key={editing.offering?.id ?? `new-${editing.kind}`}
          scope={scope}
          listingId={listing.id}
          kind={editing.kind}
          offering={editing.offering}
          onDone={() => setEditing(null)}
        />
      )}
    </section>
  );
}
