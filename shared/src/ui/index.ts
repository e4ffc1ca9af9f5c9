export * from './core';
export { Input, Textarea, Select, Checkbox, type SelectProps, type SelectOption, type CheckboxProps } from './controls';
export { Field, RequiredMark, type FieldProps } from './field';
export { Form, SERVER_ERROR, focusFirstInvalid, keepFocusOnSubmit, type FormProps, type FormFailureText } from './form';
export { useZodForm, FORM_MODE, type ZodFormReturn, type ZodFormOptions, type ZodFormSchema } from './use-zod-form';
export { Controller, FormProvider, useFormContext, useWatch, type Control, type FieldError, type FieldErrors, type UseFormRegister, type UseFormRegisterReturn, type UseFormSetValue } from './form-hooks';
