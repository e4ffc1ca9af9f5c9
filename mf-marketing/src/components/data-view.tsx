import type { ReactNode } from 'react';
import { isApiError } from '@site/shared/api';
import { useMk } from '../locales';
import { Skeleton } from './skeleton';

export interface Loadable<T> {
  data?: T;
  error?: unknown;
  isLoading?: boolean;
  mutate: () => unknown;
}

interface Props<T> {
  result: Loadable<T>;
  children: (data: T) => ReactNode;
  skeleton?: ReactNode;
  /** Translated message for a failed load; defaults to a generic one. */
  errorText?: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
}

/** The shell shows its error screen for these, so the page shows nothing under it. */
const SCREEN_STATUSES = new Set([401, 403, 404, 500]);

/** Loading, failure (with Retry), empty and ready states of one fetched resource. */
export function DataView<T>({ result, children, skeleton, errorText, isEmpty, emptyText }: Props<T>) {
  const { t } = useMk();
  if (result.data === undefined && isApiError(result.error) && SCREEN_STATUSES.has(result.error.status)) return null;
  if (result.data === undefined && result.error) {
    return (
      <div className="mk-state mk-state--error" role="alert">
        <p>{errorText ?? t('common.loadFailed')}</p>
        <button type="button" className="mk-button" onClick={() => void result.mutate()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (result.data === undefined) return <>{skeleton ?? <Skeleton />}</>;
  if (isEmpty?.(result.data)) {
    return <p className="mk-state mk-state--empty">{emptyText ?? t('common.empty')}</p>;
  }
  return <>{children(result.data)}</>;
}

export const isEmptyList = (items: readonly unknown[]) => items.length === 0;
