import { formatPrice, useLang } from '@site/shared/i18n';
import type { Subscription } from '@site/shared/types';
import { useMk } from '../../../locales';

export function SubscriptionCard({ item }: { item: Subscription }) {
  const { t } = useMk();
  const lang = useLang();
  return (
    <article className="mk-card">
      <h2>{item.name}</h2>
      <p className="mk-muted">{item.description}</p>
      <p>
        <strong>{formatPrice(item.price, lang)}</strong>{' '}
        <span className="mk-badge">{t(`subscriptions.period.${item.period}`)}</span>
      </p>
    </article>
  );
}
