import { formatPrice } from '@site/shared/i18n';
import type { Lang } from '@site/shared/lang';
import type { Price } from '@site/shared/listings/core';
import { useGroupsT } from '../../locales';

/** SAR through Intl in the page's locale: one amount, "from … to …", or free. */
export function PriceText({ price, lang }: { price: Price; lang: Lang }) {
  const { t } = useGroupsT();
  if (price.max === 0) return <>{t('offering.free')}</>;
  if (price.kind === 'fixed') return <>{formatPrice(price.min, lang)}</>;
  return <>{t('offering.range', { min: formatPrice(price.min, lang), max: formatPrice(price.max, lang) })}</>;
}
