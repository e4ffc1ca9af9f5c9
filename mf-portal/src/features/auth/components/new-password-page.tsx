import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Button, Field, Form, SERVER_ERROR } from '@site/shared/ui';
import { newPasswordSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { AuthCard } from '../../../components/auth-card';
import { PasswordInput } from '../../../components/password-input';
import { errorInfo } from '../../../lib/api-error';
import { clearResetToken, loadResetToken } from '../../../lib/flow-store';
import { useLang } from '../../../lib/use-lang';
import { usePortalT } from '../../../lib/use-portal-t';
import { resetPassword } from '../api/reset-password';

export function NewPasswordPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();
  const schema = useSchema(newPasswordSchema);
  const [resetToken] = useState(loadResetToken);

  if (!resetToken) {
    return (
      <AuthCard title={t('newPassword.heading')}>
        <p role="status">{t('newPassword.missing')}</p>
        <Link to={href('forgot-password', lang)}>{t('otp.startAgain')}</Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('newPassword.heading')} intro={t('newPassword.intro')}>
      <Form
        schema={schema}
        options={{ defaultValues: { password: '', passwordConfirmation: '' } }}
        className="pt-form"
        onSubmit={async (values, { setError }) => {
          try {
            await resetPassword({ resetToken, ...values });
            clearResetToken();
            toast.success(t('toasts.passwordReset'));
            void navigate(href('login', lang), { replace: true });
          } catch (e) {
            const info = errorInfo(e, t('newPassword.failed'));
            setError(SERVER_ERROR, { message: [info.message, ...info.details].join('\n') });
          }
        }}
      >
        {({ register, formState }) => (
          <>
            <Field label={t('newPassword.password')} error={formState.errors.password} required>
              <PasswordInput {...register('password')} autoComplete="new-password" />
            </Field>
            <Field label={t('newPassword.passwordConfirmation')} error={formState.errors.passwordConfirmation} required>
              <PasswordInput {...register('passwordConfirmation')} autoComplete="new-password" />
            </Field>
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('newPassword.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
