import { lazy, Suspense, useId } from 'react';
import { Checkbox, Controller, Field, Input, Textarea, useFormContext } from '@site/shared/ui';
import { Skeleton } from '@site/shared/ui/core';
import type { Lang } from '@site/shared/lang';
import { useAdminT } from '../../../locales';
import type { FieldSpec, FormValues } from '../fields';
import { bestUrl } from '../../../lib/media-api';
import { MediaPickerButton } from '../../../components/media/media-picker';

// TipTap and ProseMirror are large: only an article's editor loads them, in a chunk of their own.
const RichTextInput = lazy(() => import(/* webpackChunkName: "rich-text" */ './rich-text-input').then((m) => ({ default: m.RichTextInput })));

/** A field's label: its key in words when the console has a text for it, else the key itself. */
function useLabel(key: string) {
  const { t, i18n } = useAdminT();
  return i18n.exists(`content.fields.${key}`, { ns: 'admin' }) ? t(`content.fields.${key}`) : key;
}

const errorOf = (errors: unknown, path: string[]): string | undefined => {
  let node = errors as Record<string, unknown> | undefined;
  for (const part of path) node = node?.[part] as Record<string, unknown> | undefined;
  return typeof node?.message === 'string' ? node.message : undefined;
};

/** One field of an item: a pair side by side (Arabic right-to-left), or a single control. */
export function FieldInput({ spec }: { spec: FieldSpec }) {
  const { t } = useAdminT();
  const { register, control, formState, setValue, getValues } = useFormContext<FormValues>();
  const label = useLabel(spec.key);
  const groupId = useId();
  const name = `fields.${spec.key}` as const;
  const error = errorOf(formState.errors, ['fields', spec.key]);
  const message = error ? t(error) : undefined;

  if (spec.kind === 'pair' || spec.kind === 'lines' || spec.kind === 'rich') {
    const langs: Lang[] = ['ar', 'en'];
    return (
      <fieldset className="ad-pair" aria-describedby={spec.kind === 'lines' ? `${groupId}-hint` : undefined}>
        <legend>{label}</legend>
        {spec.kind === 'lines' && <p id={`${groupId}-hint`} className="ui-field__hint">{t('content.linesHint')}</p>}
        <div className="ad-pair__sides">
          {langs.map((lang) => {
            const sideLabel = t(`content.lang.${lang}`);
            if (spec.kind === 'rich') {
              return (
                <Controller
                  key={lang} control={control} name={`${name}.${lang}`}
                  render={({ field }) => (
                    <Suspense fallback={<Skeleton lines={4} />}>
                      <RichTextInput label={`${label} (${sideLabel})`} lang={lang} value={String(field.value ?? '')} onChange={field.onChange} />
                    </Suspense>
                  )}
                />
              );
            }
            const Control = spec.kind === 'lines' || spec.key.match(/body|summary|description|answer|excerpt|content/i) ? Textarea : Input;
            return (
              <Field key={lang} label={sideLabel}>
                <Control lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'} {...register(`${name}.${lang}`)} />
              </Field>
            );
          })}
        </div>
      </fieldset>
    );
  }
  if (spec.kind === 'flag') return <Checkbox label={label} {...register(name)} />;
  if (spec.kind === 'json') {
    return (
      <Field label={label} hint={t('content.jsonHint')} error={message}>
        <Textarea dir="ltr" rows={6} className="ad-json" {...register(name)} />
      </Field>
    );
  }
  const input = (
    <Field label={label} error={message}>
      <Input dir="ltr" inputMode={spec.kind === 'number' ? 'decimal' : undefined} {...register(name)} />
    </Field>
  );
  if (spec.key !== 'imageSrc') return input;
  // An item's picture comes from the media library: its address, and its alt text as the item's.
  return (
    <div className="ad-image-field">
      {input}
      <MediaPickerButton label={t('media.picker.open')} onPick={(asset) => {
        setValue(name, bestUrl(asset), { shouldDirty: true });
        if ('imageAlt' in getValues('fields')) setValue('fields.imageAlt', asset.alt, { shouldDirty: true });
      }} />
    </div>
  );
}
