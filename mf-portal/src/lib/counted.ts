import { formatNumber } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';

/** Plural choice by `count`, the number shown as `n` in the page's digits ("٧ أيام"). */
export const counted = (count: number, lang: Lang) => ({ count, n: formatNumber(count, lang) });
