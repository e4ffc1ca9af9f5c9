import { Field, Input, Textarea, useFormContext } from '@site/shared/ui';
import { useAdminT } from '../../locales';
import { useFieldErrors } from './field-errors';

const LANGS = ['ar', 'en'] as const;

/** A text kept in both languages: its form name, its longest length, and whether it takes paragraphs. */
export interface BilingualText {
  field: string;
  max: number;
  long?: boolean;
}

/**
 * Each text's Arabic (right to left) and English fields side by side, required, labelled
 * `<labels>.<field>.<lang>`, with the translated message of a bad value; inside a `Form`.
 */
export function BilingualFields({ texts, labels }: { texts: readonly BilingualText[]; labels: string }) {
  const { t } = useAdminT();
  const errors = useFieldErrors();
  const { register, formState } = useFormContext();
  return texts.map(({ field, max, long }) =>
    LANGS.map((side) => {
      const Control = long ? Textarea : Input;
      const problem = (formState.errors[field] as Partial<Record<string, { message?: string }>> | undefined)?.[side];
      return (
        <Field key={`${field}.${side}`} required label={t(`${labels}.${field}.${side}`)} error={errors.text(problem, max)}>
          <Control dir={side === 'ar' ? 'rtl' : 'ltr'} lang={side} {...register(`${field}.${side}`)} />
        </Field>
      );
    }),
  );
}
