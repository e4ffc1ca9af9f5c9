import { useState } from 'react';
import { useApi } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import type { DirectoryListing } from '@site/shared/listings/admin';
import { Button, Skeleton } from '@site/shared/ui/core';
import { OfferingsPanel } from '../../../components/offerings/offerings-panel';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { DIRECTORY_KEY } from '../api/directory-api';
import { CreateListingForm } from './create-listing-form';
import { DomainPanel } from './domain-panel';
import { ListingForm } from './listing-form';

/** /admin/directory: groups, supporting members and support services, their details, products, services and domains (admins only). */
export function DirectoryPage() {
  return <SectionPage section="directory">{() => <Directory />}</SectionPage>;
}

function Directory() {
  const { t } = useAdminT();
  const lang = useLang();
  const list = useApi<{ items: DirectoryListing[] }>(DIRECTORY_KEY);
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  if (!list.data) return <Skeleton lines={6} />;
  const current = list.data.items.find((l) => l.id === selected);
  return (
    <>
      <div className="ad-actions">
        <Button variant="secondary" aria-expanded={creating} onClick={() => setCreating(true)}>{t('directory.create.open')}</Button>
      </div>
      {creating && (
        <CreateListingForm
          onDone={(id) => {
            setCreating(false);
            if (id) setSelected(id);
          }}
        />
      )}
      <div className="ad-table-wrap">
        <table className="ad-table">
          <caption>{t('directory.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('directory.columns.name')}</th>
              <th scope="col">{t('directory.columns.section')}</th>
              <th scope="col">{t('directory.columns.domain')}</th>
              <th scope="col"><span className="ui-visually-hidden">{t('directory.columns.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {list.data.items.map((listing) => (
              <tr key={listing.id}>
                <th scope="row"><bdi>{listing.name[lang]}</bdi></th>
                <td>{t(`directory.sections.${listing.section}`)}</td>
                <td dir="ltr">{listing.domain ?? '—'}</td>
                <td>
                  <Button variant="secondary" aria-pressed={selected === listing.id} onClick={() => setSelected(listing.id)}>
                    {t('directory.edit', { name: listing.name[lang] })}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {current && (
        <section aria-labelledby="ad-directory-edit" className="ad-page-part">
          <h2 id="ad-directory-edit">{t('directory.editHeading', { name: current.name[lang] })}</h2>
          <ListingForm key={current.id} listing={current} />
          <OfferingsPanel key={`${current.id}-offerings`} scope="any" listing={current} />
          <DomainPanel key={`${current.id}-domain`} listing={current} />
        </section>
      )}
    </>
  );
}
