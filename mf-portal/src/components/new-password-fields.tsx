import { Field, type FieldError, type UseFormRegisterReturn } from '@site/shared/ui';
import { PasswordInput } from './password-input';

interface Props {
  password: UseFormRegisterReturn;
  confirmation: UseFormRegisterReturn;
  errors: { password?: FieldError; passwordConfirmation?: FieldError };
  labels: { password: string; confirmation: string };
}

/**
 * A new password and its confirmation, as registration, password reset and password change ask
 * for them: the browser's password manager sees two "new-password" fields and offers one.
 */
export function NewPasswordFields({ password, confirmation, errors, labels }: Props) {
  return (
    <>
      <Field label={labels.password} error={errors.password} required>
        <PasswordInput {...password} autoComplete="new-password" />
      </Field>
      <Field label={labels.confirmation} error={errors.passwordConfirmation} required>
        <PasswordInput {...confirmation} autoComplete="new-password" />
      </Field>
    </>
  );
}
