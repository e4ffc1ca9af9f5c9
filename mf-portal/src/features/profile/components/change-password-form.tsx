import toast from 'react-hot-toast';
import { revalidateApi } from '@site/shared/api';
import { Button, Checkbox, Field, Form, SERVER_ERROR } from '@site/shared/ui';
import { changePasswordSchema, useSchema } from '@site/shared/validation';
import { PasswordInput } from '../../../components/password-input';
import { errorInfo } from '../../../lib/api-error';
import { usePortalT } from '../../../lib/use-portal-t';
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
      onSubmit={async (values, { setError, reset }) => {
        try {
          await changePassword(values);
          toast.success(t('toasts.passwordChanged'));
          reset(EMPTY);
          await revalidateApi('/profile');
          if (values.endOtherSessions) await revalidateApi(sessionsKey);
        } catch (e) {
          const info = errorInfo(e, t('profile.password.failed'));
          setError(SERVER_ERROR, { message: [info.message, ...info.details].join('\n') });
        }
      }}
    >
      {({ register, formState }) => (
        <>
          <Field label={t('profile.password.current')} error={formState.errors.currentPassword} required>
            <PasswordInput {...register('currentPassword')} autoComplete="current-password" />
          </Field>
          <Field label={t('profile.password.new')} error={formState.errors.password} required>
            <PasswordInput {...register('password')} autoComplete="new-password" />
          </Field>
          <Field label={t('profile.password.confirmation')} error={formState.errors.passwordConfirmation} required>
            <PasswordInput {...register('passwordConfirmation')} autoComplete="new-password" />
          </Field>
          <Checkbox {...register('endOtherSessions')} label={t('profile.password.endOthers')} />
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('profile.password.submit')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
