import type { UseFormRegisterReturn } from '@site/shared/ui';
import { usePortalT } from '../locales';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Male / female radios in a fieldset (a group label, one error for both). */
export function GenderRadios({ registration, error }: Props) {
  const { t } = usePortalT();
  const errorId = `pt-gender-${registration.name}-error`;
  return (
    <fieldset className="pt-radios" aria-describedby={error ? errorId : undefined}>
      <legend>{t('register.gender')}</legend>
      {(['male', 'female'] as const).map((g) => (
        <label key={g} className="pt-radio">
          <input type="radio" value={g} {...registration} aria-invalid={error ? true : undefined} />
          {t(`register.${g}`)}
        </label>
      ))}
      {error && <p id={errorId} className="pt-field-error">{error}</p>}
    </fieldset>
  );
}
