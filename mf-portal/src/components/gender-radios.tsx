import { RequiredMark, type UseFormRegisterReturn } from '@site/shared/ui';
import { usePortalT } from '../locales';

interface Props {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** Male / female radios in a fieldset (a group label marked required like every other field, one error for both). */
export function GenderRadios({ registration, error }: Props) {
  const { t } = usePortalT();
  const errorId = `pt-gender-${registration.name}-error`;
  return (
    <fieldset className="pt-radios" role="radiogroup" aria-required="true" aria-describedby={error ? errorId : undefined}>
      <legend>{t('register.gender')}<RequiredMark /></legend>
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
