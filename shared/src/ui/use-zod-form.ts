import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodFormReturn<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;
export type ZodFormOptions<S extends ZodFormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> & {
  /** Fields whose cross-field rule reads another field: `{ password: ['passwordConfirmation'] }`. */
  dependents?: Record<string, readonly string[]>;
};

/**
 * Validation runs on blur and on change, never on input. The first check of a
 * field happens when it loses focus (mode 'onBlur'), never while the user is still
 * typing it the first time; once the form has been submitted, fields re-check on every
 * change (reValidateMode 'onChange') so an error disappears as soon as it is fixed.
 */
export const FORM_MODE = { mode: 'onBlur', reValidateMode: 'onChange' } as const;

/** "Passwords do not match" belongs to the confirmation but also changes with the password. */
const DEFAULT_DEPENDENTS: Record<string, readonly string[]> = { password: ['passwordConfirmation'] };

export function useZodForm<S extends ZodFormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodFormReturn<S> {
  const { dependents = DEFAULT_DEPENDENTS, ...formOptions } = options;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    ...FORM_MODE,
    ...formOptions,
    // A generic S hides zod's input/output pair from the resolver's overloads; the
    // explicit type arguments restore it.
    resolver: zodResolver<z.input<S>, unknown, z.output<S>>(schema as never),
  });
  const { watch, getFieldState, trigger } = form;
  useEffect(() => {
    // Re-check a dependent field the user has already visited (or that shows an error),
    // so fixing the password clears a stale mismatch on the confirmation; an untouched
    // confirmation stays quiet until its own blur.
    const subscription = watch((_values, { name }) => {
      for (const dependent of (name && dependents[name]) || []) {
        const state = getFieldState(dependent as never);
        if (state.isTouched || state.error) void trigger(dependent as never);
      }
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, trigger, dependents]);
  return form;
}
