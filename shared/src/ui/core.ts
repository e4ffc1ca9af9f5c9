import './ui.css';

/*
 * The ui kit without its form parts: what pages that only show things need. Importing the whole
 * kit (`@site/shared/ui`) brings react-hook-form and its zod resolver (about 13 KB gzip), which
 * an error screen or a list's pagination should not cost the page.
 */
export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { Spinner, type SpinnerProps } from './spinner';
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
export { EmptyState, type EmptyStateProps } from './empty-state';
export { Pagination, type PageStep, type PaginationProps } from './pagination';
export { pageRange, pageCountOf, type PageItem } from './page-range';
export { Card, PageHeader, Skeleton, type CardProps, type PageHeaderProps, type SkeletonProps } from './layout';
export { cx } from './cx';
