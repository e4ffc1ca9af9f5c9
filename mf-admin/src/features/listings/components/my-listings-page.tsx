import { useState } from 'react';
import { useApi } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import type { DirectoryListing } from '@site/shared/listings/admin';
import { EmptyState, Skeleton } from '@site/shared/ui/core';
import { Field, Select } from '@site/shared/ui';
import { OfferingsPanel } from '../../../components/offerings/offerings-panel';
import { SectionPage } from '../../../components/section-page';
import { useAdminT } from '../../../locales';
import { MY_LISTINGS_KEY } from '../../../lib/listings-api';
import { DetailsForm } from './details-form';

/** /admin/listings: a manager's own listings, their details, products and services. */
export function MyListingsPage() {
  return <SectionPage section="myListings">{() => <MyListings />}</SectionPage>;
}

function MyListings() {
  const { t } = useAdminT();
  const lang = useLang();
  const list = useApi<{ items: DirectoryListing[] }>(MY_LISTINGS_KEY);
  const [selected, setSelected] = useState<string | null>(null);
  if (!list.data) return <Skeleton lines={6} />;
  const { items } = list.data;
  if (items.length === 0) return <EmptyState title={t('listings.none')} description={null} />;
  const current = items.find((l) => l.id === selected) ?? items[0]!;
  return (
    <>
      {items.length > 1 && (
        <Field label={t('listings.choose')}>
          <Select value={current.id} onChange={(event) => setSelected(event.target.value)} options={items.map((l) => ({ value: l.id, label: l.name[lang] }))} />
        </Field>
      )}
      <DetailsForm key={current.id} listing={current} />
      <OfferingsPanel key={`${current.id}-offerings`} scope="own" listing={current} />
    </>
  );
}
