import './ui.css';

export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { Input, Textarea, Select, Checkbox, type SelectProps, type SelectOption, type CheckboxProps } from './controls';
export { Field, type FieldProps } from './field';
export { Form, SERVER_ERROR, type FormProps } from './form';
export { useZodForm, FORM_MODE, type ZodFormReturn, type ZodFormOptions, type ZodFormSchema } from './use-zod-form';
export { Spinner, type SpinnerProps } from './spinner';
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Pagination, type PaginationProps } from './pagination';
export { pageRange, pageCountOf, type PageItem } from './page-range';
export { Card, PageHeader, Skeleton, type CardProps, type PageHeaderProps, type SkeletonProps } from './layout';
export { cx } from './cx';
