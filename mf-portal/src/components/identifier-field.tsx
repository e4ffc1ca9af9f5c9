import { Trans } from '@site/shared/i18n';
import { Field, Input, type FieldProps, type UseFormRegisterReturn } from '@site/shared/ui';
import { normalizeIdentifier } from '../lib/identifier';
import { useDetectedCountry } from '../lib/use-detected-country';
import { useValidationT } from '../lib/use-validation-t';
import { NS, usePortalT } from '../locales';

/** "For example +966… or name@…": the examples are LTR islands inside Arabic text. */
function IdentifierHint() {
  return <Trans ns={NS} i18nKey="login.identifierHint" components={{ ltr: <bdi dir="ltr" /> }} />;
}

/** The phone-or-email field of the sign-in forms (login, forgot password). */
export function IdentifierField({ registration, error }: { registration: UseFormRegisterReturn; error: FieldProps['error'] }) {
  const { t } = usePortalT();
  return (
    <Field label={t('login.identifier')} error={error} hint={<IdentifierHint />} required>
      <Input {...registration} dir="ltr" autoComplete="username" autoCapitalize="off" spellCheck={false} />
    </Field>
  );
}

type SetIdentifierError = (name: 'identifier', error: { message: string }, options: { shouldFocus: boolean }) => void;

/**
 * Reads what the field was given: an email, or a phone number in international form (a national
 * number is read in the visitor's country). Null, with the field's error set, when it is neither.
 */
export function useIdentifierReader() {
  const tv = useValidationT();
  const country = useDetectedCountry();
  return (value: string, setError: SetIdentifierError): string | null => {
    const identifier = normalizeIdentifier(value, country);
    if (!identifier) setError('identifier', { message: tv('identifierInvalid') }, { shouldFocus: true });
    return identifier;
  };
}
