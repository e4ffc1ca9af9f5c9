import type { ReactNode } from 'react';
import { cx } from './cx';
import { useUiText } from './use-ui-text';

export interface EmptyStateProps {
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A way on: a button or link. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const { t } = useUiText();
  return (
    <div className={cx('ui-empty', className)}>
      {icon && <div className="ui-empty__icon" aria-hidden="true">{icon}</div>}
      <p className="ui-empty__title">{title ?? t('empty.title')}</p>
      {description !== null && <p className="ui-empty__description">{description ?? t('empty.description')}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
