import { formatNumber, useLang } from '@site/shared/i18n';
import { PRICE_MAX } from '@site/shared/listings/admin';
import { useAdminT } from '../../locales';

type Problem = { message?: string } | undefined;

/**
 * The listing forms' field messages, translated: the schema's own messages are English keys for
 * the API, so each field says in the page's language what it takes (numbers in its digits).
 */
export function useFieldErrors() {
  const { t } = useAdminT();
  const lang = useLang();
  const shown = (problem: Problem, text: () => string) => (problem ? text() : undefined);
  return {
    text: (problem: Problem, max: number) => shown(problem, () => t('listings.errors.text', { max: formatNumber(max, lang) })),
    price: (problem: Problem) =>
      shown(problem, () => (problem?.message === 'directory.priceOrder' ? t('listings.errors.priceOrder') : t('listings.errors.price', { max: formatNumber(PRICE_MAX, lang) }))),
    slug: (problem: Problem) => shown(problem, () => t('listings.errors.slug')),
    email: (problem: Problem) => shown(problem, () => t('listings.errors.email')),
    url: (problem: Problem) => shown(problem, () => t('listings.errors.url')),
    phone: (problem: Problem) => shown(problem, () => t('listings.errors.phone')),
  };
}
