import { showToast } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { type DirectoryListing, listingDetailsSchema } from '@site/shared/listings/admin';
import { Button, Field, Form, Input } from '@site/shared/ui';
import { BilingualFields } from '../../../components/offerings/bilingual-fields';
import { useFieldErrors } from '../../../components/offerings/field-errors';
import { useAdminT } from '../../../locales';
import { listingsApi, reloadMyListings } from '../../../lib/listings-api';

const TEXTS = [
  { field: 'speciality', max: 200 },
  { field: 'about', max: 4000, long: true },
];

/** A manager's own listing: how it describes itself (both languages) and how to reach it. */
export function DetailsForm({ listing }: { listing: DirectoryListing }) {
  const { t } = useAdminT();
  const errors = useFieldErrors();
  const { speciality, about, website, contacts } = listing;
  const lang = useLang();
  const label = t('listings.detailsHeading', { name: listing.name[lang] });
  return (
    <Form
      schema={listingDetailsSchema}
      options={{ defaultValues: { speciality, about, website, contacts: { phone: '', email: '', whatsapp: '', ...contacts } } }}
      className="ui-card ad-form"
      aria-label={label}
      onSubmit={async (values) => {
        await listingsApi.updateOwn(listing.id, values);
        showToast((toast) => toast.success(t('listings.saved')));
        await reloadMyListings();
      }}
    >
      {({ register, formState }) => (
        <>
          <h3>{label}</h3>
          <BilingualFields texts={TEXTS} labels="listings.fields" />
          <Field label={t('listings.fields.website')} error={errors.url(formState.errors.website)}>
            <Input dir="ltr" type="url" autoComplete="url" {...register('website')} />
          </Field>
          <Field label={t('listings.fields.email')} error={errors.email(formState.errors.contacts?.email)}>
            <Input dir="ltr" type="email" autoComplete="email" {...register('contacts.email')} />
          </Field>
          <Field label={t('listings.fields.phone')} error={errors.phone(formState.errors.contacts?.phone)}>
            <Input dir="ltr" type="tel" autoComplete="tel" {...register('contacts.phone')} />
          </Field>
          <Field label={t('listings.fields.whatsapp')} error={errors.phone(formState.errors.contacts?.whatsapp)}>
            <Input dir="ltr" type="tel" {...register('contacts.whatsapp')} />
          </Field>
          <Button type="submit" loading={formState.isSubmitting}>{t('listings.saveDetails')}</Button>
        </>
      )}
    </Form>
  );
}
