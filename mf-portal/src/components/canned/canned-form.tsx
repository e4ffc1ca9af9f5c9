import { CANNED_LIMITS, type CannedInput, type CannedResponse } from '@site/shared/desk';
import { TICKET_DEPARTMENTS } from '@site/shared/tickets';
import { Field, Form, Input, Select, Textarea } from '@site/shared/ui';
import { type Translate, maxLength, required, satisfies, text, useSchema } from '@site/shared/validation';
import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { FormActions } from '../form-actions';
import { usePortalT, useTicketsT } from '../../locales';

const SHORTCUT = /^[\p{L}\p{N}_-]+$/u;

type Labels = Record<'shortcut' | 'titleEn' | 'titleAr' | 'bodyEn' | 'bodyAr', string>;

/** The form's schema, with each message naming the field by its label in the page's language. */
const formSchema = (labels: Labels, t: Translate) =>
  z.object({
    shortcut: text(t, labels.shortcut, required(), maxLength(CANNED_LIMITS.shortcut), satisfies((v) => SHORTCUT.test(v.trim()))).transform((v) => v.trim()),
    titleEn: text(t, labels.titleEn, required(), maxLength(CANNED_LIMITS.title)),
    titleAr: text(t, labels.titleAr, required(), maxLength(CANNED_LIMITS.title)),
    bodyEn: text(t, labels.bodyEn, required(), maxLength(CANNED_LIMITS.body)),
    bodyAr: text(t, labels.bodyAr, required(), maxLength(CANNED_LIMITS.body)),
    department: z.enum(['', ...TICKET_DEPARTMENTS]),
  });
type Values = z.output<ReturnType<typeof formSchema>>;

const toInput = (v: Values): CannedInput => ({
  shortcut: v.shortcut,
  title: { en: v.titleEn.trim(), ar: v.titleAr.trim() },
  body: { en: v.bodyEn, ar: v.bodyAr },
  department: v.department || null,
});

const toValues = (item?: CannedResponse): Values => ({
  shortcut: item?.shortcut ?? '',
  titleEn: item?.title.en ?? '',
  titleAr: item?.title.ar ?? '',
  bodyEn: item?.body.en ?? '',
  bodyAr: item?.body.ar ?? '',
  department: item?.department ?? '',
});

/** One saved reply: a shortcut, a title and a text in each language, and the department it is for (or all). */
export function CannedForm({ item, onSave, onCancel }: { item?: CannedResponse; onSave: (input: CannedInput) => Promise<void>; onCancel: () => void }) {
  const { t } = usePortalT();
  const { t: tt } = useTicketsT();
  const labels = useMemo<Labels>(() => ({
    shortcut: t('canned.fields.shortcut'), titleEn: t('canned.fields.titleEn'), titleAr: t('canned.fields.titleAr'),
    bodyEn: t('canned.fields.bodyEn'), bodyAr: t('canned.fields.bodyAr'),
  }), [t]);
  const schema = useSchema(useCallback((validation: Translate) => formSchema(labels, validation), [labels]));
  return (
    <Form
      schema={schema}
      options={{ defaultValues: toValues(item) }}
      className="pt-form cn-form"
      aria-label={t(item ? 'canned.manage.edit' : 'canned.manage.new')}
      onSubmit={(values) => onSave(toInput(values))}
    >
      {({ register, formState }) => (
        <>
          <p className="pt-muted">{t('canned.manage.placeholders')} <span dir="ltr">{'{client.name} {ticket.number} {agent.name}'}</span></p>
          <div className="pt-form-grid">
            <Field label={labels.shortcut} error={formState.errors.shortcut} hint={t('canned.fields.shortcutHint')} required>
              <Input {...register('shortcut')} maxLength={CANNED_LIMITS.shortcut} dir="ltr" autoComplete="off" />
            </Field>
            <Field label={t('canned.fields.department')} error={formState.errors.department}>
              <Select {...register('department')} options={[{ value: '', label: t('canned.fields.anyDepartment') }, ...TICKET_DEPARTMENTS.map((v) => ({ value: v, label: tt(`departments.${v}`) }))]} />
            </Field>
            <Field label={labels.titleAr} error={formState.errors.titleAr} required>
              <Input {...register('titleAr')} maxLength={CANNED_LIMITS.title} dir="rtl" lang="ar" />
            </Field>
            <Field label={labels.titleEn} error={formState.errors.titleEn} required>
              <Input {...register('titleEn')} maxLength={CANNED_LIMITS.title} dir="ltr" lang="en" />
            </Field>
          </div>
          <Field label={labels.bodyAr} error={formState.errors.bodyAr} required>
            <Textarea {...register('bodyAr')} rows={4} maxLength={CANNED_LIMITS.body} dir="rtl" lang="ar" />
          </Field>
          <Field label={labels.bodyEn} error={formState.errors.bodyEn} required>
            <Textarea {...register('bodyEn')} rows={4} maxLength={CANNED_LIMITS.body} dir="ltr" lang="en" />
          </Field>
          <FormActions submit={t('canned.manage.save')} busy={formState.isSubmitting} onCancel={onCancel} />
        </>
      )}
    </Form>
  );
}
