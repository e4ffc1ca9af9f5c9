import { showToast } from '@site/shared/api';
import { listingCoreSchema, type DirectoryListing } from '@site/shared/listings/admin';
import { LISTING_STATUSES } from '@site/shared/listings/core';
import { Button, Field, Form, Input, Select, Textarea } from '@site/shared/ui';
import { useAdminT } from '../../../locales';
import { directoryApi, reloadDirectory } from '../api/directory-api';

const TEXTS = ['name', 'speciality', 'about'] as const;
const LANGS = ['ar', 'en'] as const;

/** Edits a listing's core fields in both languages side by side; the rest is sent back as it was. */
export function ListingForm({ listing }: { listing: DirectoryListing }) {
  const { t } = useAdminT();
  const { name, speciality, about, type, location, categories, status, website, contacts } = listing;
  return (
    <Form
      schema={listingCoreSchema}
      options={{ defaultValues: { name, speciality, about, type, location, categories, status, website, contacts } }}
      className="ui-card ad-form"
      aria-label={t('directory.editHeading', { name: listing.name.en })}
      onSubmit={async (values) => {
        await directoryApi.update(listing.id, values);
        showToast((toast) => toast.success(t('directory.saved')));
        await reloadDirectory();
      }}
    >
      {({ register, formState }) => (
        <>
          {TEXTS.map((field) =>
            LANGS.map((lang) => {
              const Control = field === 'about' ? Textarea : Input;
              return (
                <Field key={`${field}.${lang}`} required label={t(`directory.fields.${field}.${lang}`)} error={formState.errors[field]?.[lang] ? t('directory.invalid') : undefined}>
                  <Control dir={lang === 'ar' ? 'rtl' : 'ltr'} lang={lang} {...register(`${field}.${lang}`)} />
                </Field>
              );
            }),
          )}
          <Field label={t('directory.fields.status')}>
            <Select {...register('status')} options={LISTING_STATUSES.map((value) => ({ value, label: t(`directory.status.${value}`) }))} />
          </Field>
          <Field label={t('directory.fields.website')} error={formState.errors.website ? t('directory.invalidUrl') : undefined}>
            <Input dir="ltr" type="url" {...register('website')} />
          </Field>
          <Button type="submit" loading={formState.isSubmitting}>{t('directory.save')}</Button>
        </>
      )}
    </Form>
  );
}
