import { Field, useWatch, type Control, type FieldError, type UseFormRegister } from '@site/shared/ui';
import type { Account } from '@site/shared/types';
import { PasswordInput } from '../../../components/password-input';
import { usePortalT } from '../../../locales';
import type { ProfileEditValues } from '../profile-edit-schema';

interface Props {
  account: Account;
  control: Control<ProfileEditValues>;
  register: UseFormRegister<ProfileEditValues>;
  error?: FieldError;
}

/** Shown once the email or phone differs from the account's: such a change needs the current password. */
export function ContactPasswordField({ account, control, register, error }: Props) {
  const { t } = usePortalT();
  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  if (email === account.email && phone === account.phone) return null;
  return (
    <div className="pt-form-grid">
      <Field label={t('profile.info.contactPassword')} error={error} hint={t('profile.info.contactHelp')} required>
        <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
      </Field>
    </div>
  );
}
