/*
 * The react-hook-form parts a remote may use, from the same copy as `Form` and `useZodForm`.
 * A remote importing react-hook-form itself would get its own copy, whose `Controller` and
 * `useFormContext` cannot see the form they sit in; lint bans that import in the remotes.
 */
export { Controller, FormProvider, useFormContext, useWatch } from 'react-hook-form';
export type { Control, FieldError, FieldErrors, UseFormRegister, UseFormRegisterReturn, UseFormSetValue } from 'react-hook-form';
