import { useState } from 'react';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { Button, Form } from '@site/shared/ui';
import { newPasswordSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard, FlowLost } from '../../../components/auth-card';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { clearResetToken, loadResetToken } from '../../../lib/flow-store';
import { usePortalT } from '../../../locales';
import { resetPassword } from '../api/reset-password';

export function NewPasswordPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();
  const schema = useSchema(newPasswordSchema);
  const [resetToken] = useState(loadResetToken);

  if (!resetToken) return <FlowLost title={t('newPassword.heading')} message={t('newPassword.missing')} start="forgot-password" />;
  return (
    <AuthCard title={t('newPassword.heading')} intro={t('newPassword.intro')}>
      <Form
        schema={schema}
        options={{ defaultValues: { password: '', passwordConfirmation: '' } }}
        className="pt-form"
        failure={{ fallback: t('newPassword.failed') }}
        onSubmit={async (values) => {
          await resetPassword({ resetToken, ...values });
          clearResetToken();
          toast.success(t('toasts.passwordReset'));
          void navigate(href('login', lang), { replace: true });
        }}
      >
        {({ register, formState }) => (
          <>
            <NewPasswordFields
              password={register('password')}
              confirmation={register('passwordConfirmation')}
              errors={formState.errors}
              labels={{ password: t('newPassword.password'), confirmation: t('newPassword.passwordConfirmation') }}
            />
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('newPassword.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
