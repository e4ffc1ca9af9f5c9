import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { cx } from './cx';

export interface CardProps extends Omit<ComponentProps<'div'>, 'ref'> {
  /** Semantic element: an article for a standalone item, a list item inside a list. */
  as?: 'div' | 'article' | 'section';
}

export function Card({ className, as: Tag = 'div', ...rest }: CardProps) {
  return <Tag className={cx('ui-card', className)} {...rest} />;
}

export interface PageHeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header row. */
  actions?: ReactNode;
  className?: string;
}

export function PageHeader({ title, subtitle, actions, className }: PageHeaderProps) {
  return (
    <header className={cx('ui-page-header', className)}>
      <div className="ui-page-header__text">
        <h1 className="ui-page-header__title">{title}</h1>
        {subtitle && <p className="ui-page-header__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="ui-page-header__actions">{actions}</div>}
    </header>
  );
}

export interface SkeletonProps {
  /** CSS inline size (width in horizontal writing), e.g. '60%' or 120. */
  width?: CSSProperties['inlineSize'];
  height?: CSSProperties['blockSize'];
  /** Several text lines; the last one shorter, like a paragraph. */
  lines?: number;
  circle?: boolean;
  className?: string;
}

/** Placeholder while content loads; hidden from assistive technology (the page announces loading). */
export function Skeleton({ width, height, lines = 1, circle = false, className }: SkeletonProps) {
  if (lines > 1) {
    return (
      <span className={cx('ui-skeleton-lines', className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="ui-skeleton" style={{ inlineSize: i === lines - 1 ? '60%' : width ?? '100%', blockSize: height }} />
        ))}
      </span>
    );
  }
  return <span className={cx('ui-skeleton', circle && 'ui-skeleton--circle', className)} style={{ inlineSize: width, blockSize: height }} aria-hidden="true" />;
}
