import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { errorText } from '@site/shared/api';
import { Button } from './button';
import { cx } from './cx';
import { useUiText } from './use-ui-text';
import { useZodForm, type ZodFormOptions, type ZodFormReturn, type ZodFormSchema } from './use-zod-form';

export const SERVER_ERROR = 'root.server' as const;

/** How a failed submit reads. */
export interface FormFailureText {
  /** Shown when the server gave no reason meant for the user (network, 5xx); default "Something went wrong." */
  fallback?: string;
  /** A heading above the reason, e.g. "Failed to update profile". */
  heading?: string;
  /** Label of a button in the alert that submits again. */
  retry?: string;
}

export interface FormProps<S extends ZodFormSchema> {
  schema: S;
  /**
   * May throw: the form shows the failure above the fields (an API's 4xx reasons, else the
   * fallback) and keeps the values. Calls should pass `{ silent: true }` so no toast repeats it.
   */
  onSubmit: (values: z.output<S>, methods: ZodFormReturn<S>) => unknown;
  failure?: FormFailureText;
  options?: ZodFormOptions<S>;
  children: (methods: ZodFormReturn<S>) => ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * The one form wrapper: react-hook-form + the zod schema from `shared/validation`, with the
 * validation timing of `useZodForm` and the one policy for server failures (above).
 */
export function Form<S extends ZodFormSchema>({ schema, onSubmit, failure = {}, options, children, className, id, ...aria }: FormProps<S>) {
  const { t } = useUiText();
  const methods = useZodForm(schema, options);
  const serverError = methods.formState.errors.root?.server;

  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSubmit(values, methods);
    } catch (error) {
      const text = errorText(error, failure.fallback ?? t('errors.generic'));
      methods.setError(SERVER_ERROR, { type: String(text.status), message: [text.message, ...text.details].join('\n') });
    }
  });

  return (
    <FormProvider {...methods}>
      <form id={id} className={cx('ui-form', className)} onSubmit={submit} noValidate aria-label={aria['aria-label']}>
        {serverError?.message && (
          <div className="ui-form__error" role="alert">
            {failure.heading && <p className="ui-form__error-heading">{failure.heading}</p>}
            {serverError.message.split('\n').map((line) => (
              <p key={line}>{line}</p>
            ))}
            {failure.retry && (
              <Button type="submit" variant="secondary" loading={methods.formState.isSubmitting}>
                {failure.retry}
              </Button>
            )}
          </div>
        )}
        {children(methods)}
      </form>
    </FormProvider>
  );
}
