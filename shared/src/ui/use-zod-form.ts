import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;
export type ZodFormReturn<S extends ZodFormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;
export type ZodFormOptions<S extends ZodFormSchema> = Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'>;

/**
 * SPEC 5: "validation runs on blur and on change, not on input". The first check of a
 * field happens when it loses focus (mode 'onBlur'), never while the user is still
 * typing it the first time; once the form has been submitted, fields re-check on every
 * change (reValidateMode 'onChange') so an error disappears as soon as it is fixed.
 */
export const FORM_MODE = { mode: 'onBlur', reValidateMode: 'onChange' } as const;

export function useZodForm<S extends ZodFormSchema>(schema: S, options: ZodFormOptions<S> = {}): ZodFormReturn<S> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...FORM_MODE,
    ...options,
    // A generic S hides zod's input/output pair from the resolver's overloads; the
    // explicit type arguments restore it.
    resolver: zodResolver<z.input<S>, unknown, z.output<S>>(schema as never),
  });
}
