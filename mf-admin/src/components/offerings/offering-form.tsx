import { showToast } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { type DirectoryOffering, offeringCreateSchema } from '@site/shared/listings/admin';
import type { OfferingKind } from '@site/shared/listings/core';
import { Button, Field, Form, Input } from '@site/shared/ui';
import { useAdminT } from '../../locales';
import { type ListingScope, listingsApi, reloadOfferings } from '../../lib/listings-api';
import { BilingualFields } from './bilingual-fields';
import { useFieldErrors } from './field-errors';

const TEXTS = [
  { field: 'name', max: 120 },
  { field: 'summary', max: 300, long: true },
  { field: 'description', max: 4000, long: true },
];

const blank = (kind: OfferingKind) => ({
  kind,
  slug: '',
  name: { ar: '', en: '' },
  summary: { ar: '', en: '' },
  description: { ar: '', en: '' },
  priceMin: 0,
  priceMax: 0,
});

interface Props {
  scope: ListingScope;
  listingId: string;
  kind: OfferingKind;
  /** The product or service edited; without it, a new one is added. */
  offering?: DirectoryOffering;
  onDone: () => void;
}

/**
 * A product or service in both languages side by side, with its SAR price range. A bad value keeps
 * everything typed and names the field; the API's refusal (a public id already used) shows above.
 */
export function OfferingForm({ scope, listingId, kind, offering, onDone }: Props) {
  const { t } = useAdminT();
  const errors = useFieldErrors();
  const lang = useLang();
  const heading = offering ? t('listings.offerings.editHeading', { name: offering.name[lang] }) : t(`listings.offerings.newHeading.${kind}`);
  return (
    <Form
      schema={offeringCreateSchema}
      options={{ defaultValues: offering ?? blank(kind) }}
      className="ui-card ad-form"
      aria-label={heading}
      onSubmit={async (values) => {
        if (offering) await listingsApi.updateOffering(scope, listingId, offering.id, values);
        else await listingsApi.createOffering(scope, listingId, values);
        showToast((toast) => toast.success(t('listings.saved')));
        await reloadOfferings(scope, listingId);
        onDone();
      }}
    >
      {({ register, formState }) => (
        <>
          <h3>{heading}</h3>
          <Field required label={t('listings.offerings.fields.slug')} error={errors.slug(formState.errors.slug)}>
            <Input dir="ltr" readOnly={!!offering} autoComplete="off" {...register('slug')} />
          </Field>
          <BilingualFields texts={TEXTS} labels="listings.offerings.fields" />
          <Field required label={t('listings.offerings.fields.priceMin')} error={errors.price(formState.errors.priceMin)}>
            <Input type="number" inputMode="numeric" min={0} step={1} dir="ltr" {...register('priceMin', { valueAsNumber: true })} />
          </Field>
          <Field required label={t('listings.offerings.fields.priceMax')} hint={t('listings.offerings.priceHint')} error={errors.price(formState.errors.priceMax)}>
            <Input type="number" inputMode="numeric" min={0} step={1} dir="ltr" {...register('priceMax', { valueAsNumber: true })} />
          </Field>
          <div className="ad-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('listings.offerings.save')}</Button>
            <Button variant="ghost" onClick={onDone}>{t('listings.offerings.cancel')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
