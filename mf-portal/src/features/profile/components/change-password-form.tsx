import toast from 'react-hot-toast';
import { revalidateApi } from '@site/shared/api';
import { Button, Checkbox, Field, Form } from '@site/shared/ui';
import { changePasswordSchema, useSchema } from '@site/shared/validation';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordInput } from '../../../components/password-input';
import { usePortalT } from '../../../locales';
import { changePassword } from '../api/change-password';
import { sessionsKey } from '../api/get-sessions';

const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '', endOtherSessions: true };

export function ChangePasswordForm() {
  const { t } = usePortalT();
  const schema = useSchema(changePasswordSchema);
  return (
    <Form
      schema={schema}
      options={{ defaultValues: EMPTY }}
      className="pt-form pt-narrow"
      failure={{ fallback: t('profile.password.failed') }}
      onSubmit={async (values, { reset }) => {
        await changePassword(values);
        toast.success(t('toasts.passwordChanged'));
        reset(EMPTY);
        await revalidateApi('/profile');
        if (values.endOtherSessions) await revalidateApi(sessionsKey);
      }}
    >
      {({ register, formState }) => (
        <>
          <Field label={t('profile.password.current')} error={formState.errors.currentPassword} required>
            <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
          </Field>
          <NewPasswordFields
            password={register('password')}
            confirmation={register('passwordConfirmation')}
            errors={formState.errors}
            labels={{ password: t('profile.password.new'), confirmation: t('profile.password.confirmation') }}
          />
          <Checkbox {...register('endOtherSessions')} label={t('profile.password.endOthers')} />
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('profile.password.submit')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
