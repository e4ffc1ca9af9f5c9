import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@site/shared/api';
import { cx } from './cx';
import { useUiText } from './use-ui-text';
import { useZodForm, type ZodFormOptions, type ZodFormReturn, type ZodFormSchema } from './use-zod-form';

export const SERVER_ERROR = 'root.server' as const;

export interface FormProps<S extends ZodFormSchema> {
  schema: S;
  /** May throw an ApiError: its messages show above the fields and the values stay. */
  onSubmit: (values: z.output<S>, methods: ZodFormReturn<S>) => unknown;
  options?: ZodFormOptions<S>;
  children: (methods: ZodFormReturn<S>) => ReactNode;
  className?: string;
  id?: string;
  'aria-label'?: string;
}

/**
 * The one form wrapper: react-hook-form + the zod schema from `shared/validation`.
 * Server-side failures (typically 422 with the SPEC 5 messages in `errors[]`) are shown
 * at form level; the call should use `{ silent: true }` so no toast repeats them.
 */
export function Form<S extends ZodFormSchema>({ schema, onSubmit, options, children, className, id, ...aria }: FormProps<S>) {
  const { t } = useUiText();
  const methods = useZodForm(schema, options);
  const serverError = methods.formState.errors.root?.server;

  const submit = methods.handleSubmit(async (values) => {
    try {
      await onSubmit(values, methods);
    } catch (error) {
      const message = isApiError(error) ? error.messages.join('\n') : t('errors.generic');
      methods.setError(SERVER_ERROR, { type: isApiError(error) ? String(error.status) : 'unknown', message });
    }
  });

  return (
    <FormProvider {...methods}>
      <form id={id} className={cx('ui-form', className)} onSubmit={submit} noValidate aria-label={aria['aria-label']}>
        {serverError?.message && (
          <div className="ui-form__error" role="alert">
            {serverError.message.split('\n').map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        {children(methods)}
      </form>
    </FormProvider>
  );
}
