import type { ReactNode } from 'react';
import { formatNumber } from '@site/shared/i18n';
import { toLang } from '../lang';
import { cx } from './cx';
import { pageRange } from './page-range';
import { useUiText } from './use-ui-text';

/** The previous and next arrows, which a list may link apart from the numbers (to continue from the rows shown). */
export type PageStep = 'previous' | 'next';

export interface PaginationProps {
  page: number;
  pageCount: number;
  /** Buttons that call this; with `hrefFor`, links whose click calls it with their href, for a router to follow. */
  onPageChange?: (page: number, href?: string) => void;
  /** Real links (crawlable, open in new tab); `step` says when the link is an arrow rather than a number. */
  hrefFor?: (page: number, step?: PageStep) => string;
  className?: string;
}

/**
 * Previous/next plus page numbers. The arrows point along the reading direction: the
 * stylesheet mirrors them in RTL, so "previous" points right in Arabic.
 */
export function Pagination({ page, pageCount, onPageChange, hrefFor, className }: PaginationProps) {
  const { t, i18n } = useUiText();
  if (pageCount <= 1) return null;
  const lang = toLang(i18n.language);

  const control = (target: number, content: ReactNode, props: { label: string; current?: boolean; disabled?: boolean; extra?: string; step?: PageStep }) => {
    const cls = cx('ui-pagination__item', props.current && 'ui-pagination__item--current', props.extra);
    // A span with an aria-label but no role is not announced reliably (axe: aria-prohibited-attr):
    // the current page reads its number; an inert arrow is hidden from assistive technology.
    if (props.current) return <span className={cls} aria-current="page">{content}</span>;
    if (props.disabled) return <span className={cls} aria-hidden="true">{content}</span>;
    if (hrefFor) {
      const href = hrefFor(target, props.step);
      return <a className={cls} href={href} aria-label={props.label} onClick={onPageChange ? (e) => { e.preventDefault(); onPageChange(target, href); } : undefined}>{content}</a>;
    }
    return <button type="button" className={cls} aria-label={props.label} onClick={() => onPageChange?.(target)}>{content}</button>;
  };

  return (
    <nav className={cx('ui-pagination', className)} aria-label={t('pagination.label')}>
      <ul className="ui-pagination__list">
        <li>{control(page - 1, <span className="ui-pagination__arrow" aria-hidden="true">‹</span>, { label: t('pagination.previous'), disabled: page <= 1, extra: 'ui-pagination__prev', step: 'previous' })}</li>
        {pageRange(page, pageCount).map((item, index) => (
          <li key={item === 'gap' ? `gap-${index}` : item}>
            {item === 'gap'
              ? <span className="ui-pagination__gap" aria-hidden="true">…</span>
              : control(item, formatNumber(item, lang), { label: t('pagination.page', { page: formatNumber(item, lang) }), current: item === page })}
          </li>
        ))}
        <li>{control(page + 1, <span className="ui-pagination__arrow" aria-hidden="true">›</span>, { label: t('pagination.next'), disabled: page >= pageCount, extra: 'ui-pagination__next', step: 'next' })}</li>
      </ul>
    </nav>
  );
}
