import { formatPrice, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Plan } from '@site/shared/types';
import { useMk } from '../../../locales';
import type { Billing } from './billing-toggle';
import './plans.css';

export function PlanCard({ plan, billing }: { plan: Plan; billing: Billing }) {
  const { t } = useMk();
  const lang = useLang();
  const price = billing === 'monthly' ? plan.monthlyPrice : plan.yearlyPrice;
  const titleId = `mk-plan-${plan.id}`;
  return (
    <article className={`mk-card mk-plan${plan.highlighted ? ' mk-plan--highlighted' : ''}`} aria-labelledby={titleId}>
      {plan.highlighted ? <span className="mk-badge mk-badge--highlight">{t('plans.popular')}</span> : null}
      <h2 id={titleId}>{plan.name}</h2>
      <p className="mk-muted">{plan.description}</p>
      <p className="mk-plan__price" data-testid={`price-${plan.id}`}>
        <strong>{formatPrice(price, lang)}</strong>{' '}
        <span className="mk-muted">{billing === 'monthly' ? t('plans.perMonth') : t('plans.perYear')}</span>
      </p>
      <ul className="mk-plan__features">
        {plan.features.map((f) => <li key={f}>{f}</li>)}
      </ul>
      <a className={`mk-button${plan.highlighted ? '' : ' mk-button--ghost'}`} href={href('register', lang)}>
        {t('plans.choose')}
        <span className="mk-visually-hidden"> {plan.name}</span>
      </a>
    </article>
  );
}
