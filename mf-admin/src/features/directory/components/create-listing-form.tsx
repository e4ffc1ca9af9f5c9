import { showToast } from '@site/shared/api';
import { type ListingCreateInput, listingCreateSchema } from '@site/shared/listings/admin';
import { LISTING_STATUSES, SECTION_IDS } from '@site/shared/listings/core';
import { Button, Field, Form, Input, Select } from '@site/shared/ui';
import { BilingualFields } from '../../../components/offerings/bilingual-fields';
import { useFieldErrors } from '../../../components/offerings/field-errors';
import { useAdminT } from '../../../locales';
import { directoryApi, reloadDirectory } from '../api/directory-api';

const TEXTS = [
  { field: 'name', max: 120 },
  { field: 'speciality', max: 200 },
  { field: 'about', max: 4000, long: true },
];
const FACETS = ['type', 'location'] as const;
const LANGS = ['ar', 'en'] as const;
const text = { ar: '', en: '' };
const EMPTY: ListingCreateInput = { section: 'groups', slug: '', name: text, speciality: text, about: text, type: { key: '', ...text }, location: { key: '', ...text }, categories: [], status: 'open', website: '', contacts: {} };

/** A new group, supporting member or support service: its section and public id, and its texts in both languages. */
export function CreateListingForm({ onDone }: { onDone: (id: string) => void }) {
  const { t } = useAdminT();
  const errors = useFieldErrors();
  return (
    <Form
      schema={listingCreateSchema}
      options={{ defaultValues: EMPTY }}
      className="ui-card ad-form"
      aria-label={t('directory.create.heading')}
      onSubmit={async (values) => {
        const created = await directoryApi.create(values);
        showToast((toast) => toast.success(t('directory.saved')));
        await reloadDirectory();
        onDone(created.id);
      }}
    >
      {({ register, formState }) => (
        <>
          <h3>{t('directory.create.heading')}</h3>
          <Field required label={t('directory.create.section')}>
            <Select {...register('section')} options={SECTION_IDS.map((value) => ({ value, label: t(`directory.sections.${value}`) }))} />
          </Field>
          <Field required label={t('directory.create.slug')} error={errors.slug(formState.errors.slug)}>
            <Input dir="ltr" autoComplete="off" {...register('slug')} />
          </Field>
          <BilingualFields texts={TEXTS} labels="directory.fields" />
          {FACETS.map((facet) => (
            <fieldset key={facet} className="ad-fieldset">
              <legend>{t(`directory.create.${facet}`)}</legend>
              <Field required label={t('directory.create.key')} error={errors.slug(formState.errors[facet]?.key)}>
                <Input dir="ltr" autoComplete="off" {...register(`${facet}.key`)} />
              </Field>
              {LANGS.map((side) => (
                <Field key={side} required label={t(`directory.create.label.${side}`)} error={errors.text(formState.errors[facet]?.[side], 80)}>
                  <Input dir={side === 'ar' ? 'rtl' : 'ltr'} lang={side} {...register(`${facet}.${side}`)} />
                </Field>
              ))}
            </fieldset>
          ))}
          <Field label={t('directory.fields.status')}>
            <Select {...register('status')} options={LISTING_STATUSES.map((value) => ({ value, label: t(`directory.status.${value}`) }))} />
          </Field>
          <div className="ad-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('directory.create.submit')}</Button>
            <Button variant="ghost" onClick={() => onDone('')}>{t('listings.offerings.cancel')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
