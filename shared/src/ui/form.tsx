import type { MouseEvent, ReactNode } from 'react';
import { FormProvider, get, type FieldErrors } from 'react-hook-form';
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
  const methods = useZodForm(schema, { shouldFocusError: false, ...options });
  const serverError = methods.formState.errors.root?.server;

  const submit = methods.handleSubmit(
    async (values) => {
      try {
        await onSubmit(values, methods);
      } catch (error) {
        const text = errorText(error, failure.fallback ?? t('errors.generic'));
        methods.setError(SERVER_ERROR, { type: String(text.status), message: [text.message, ...text.details].join('\n') });
      }
    },
    // The submit event's target is the form (its currentTarget is gone once validation has awaited).
    (errors, event) => focusFirstInvalid(event?.target as HTMLFormElement | undefined, errors),
  );

  return (
    <FormProvider {...methods}>
      <form id={id} className={cx('ui-form', className)} onSubmit={submit} onMouseDown={keepFocusOnSubmit} noValidate aria-label={aria['aria-label']}>
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

/**
 * Pressing the mouse on a submit button would blur the field being edited: its blur check adds or
 * removes an error line, the button moves, and the release lands outside it, so the click never
 * happens. Keeping focus where it is until the click leaves the layout still; the submit then
 * checks every field anyway.
 */
export function keepFocusOnSubmit(event: MouseEvent<HTMLFormElement>): void {
  const button = (event.target as Element).closest('button');
  if (button && button.type === 'submit' && event.button === 0) event.preventDefault();
}

/**
 * Focuses the first field with an error in the order the form shows them (react-hook-form's own
 * choice follows registration order, which re-renders shuffle).
 */
export function focusFirstInvalid(form: HTMLFormElement | undefined, errors: FieldErrors): void {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (el): el is HTMLElement & { name: string } => 'name' in el && typeof el.name === 'string' && el.name !== '' && get(errors, el.name) !== undefined,
  );
  first?.focus();
}
