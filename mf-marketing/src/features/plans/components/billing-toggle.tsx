import { useMk } from '../../../locales';

export type Billing = 'monthly' | 'yearly';

interface Props {
  value: Billing;
  onChange: (value: Billing) => void;
}

export function BillingToggle({ value, onChange }: Props) {
  const { t } = useMk();
  return (
    <div className="mk-billing" role="group" aria-label={t('plans.billing')}>
      {(['monthly', 'yearly'] as const).map((option) => (
        <button
          key={option}
          type="button"
          className="mk-button mk-button--ghost"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
        >
          {t(`plans.${option}`)}
        </button>
      ))}
    </div>
  );
}
