export * from './core';
export { Input, Textarea, Select, Checkbox, type SelectProps, type SelectOption, type CheckboxProps } from './controls';
export { Field, type FieldProps } from './field';
export { Form, SERVER_ERROR, type FormProps, type FormFailureText } from './form';
export { useZodForm, FORM_MODE, type ZodFormReturn, type ZodFormOptions, type ZodFormSchema } from './use-zod-form';
export { Controller, useFormContext, useWatch, type Control, type FieldError, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn, type UseFormSetValue } from './form-hooks';
