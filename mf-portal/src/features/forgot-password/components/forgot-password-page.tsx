import { Link } from 'react-router';
import { Button, Form } from '@site/shared/ui';
import { forgotSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard } from '../../../components/auth-card';
import { IdentifierField, useIdentifierReader } from '../../../components/identifier-field';
import { usePortalT } from '../../../locales';
import { useForgotPassword } from '../hooks/use-forgot-password';

export function ForgotPasswordPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(forgotSchema);
  const readIdentifier = useIdentifierReader();
  const sendCode = useForgotPassword();

  return (
    <AuthCard
      title={t('forgot.heading')}
      intro={t('forgot.intro')}
      footer={<Link to={href('login', lang)}>{t('forgot.back')}</Link>}
    >
      <Form
        schema={schema}
        options={{ defaultValues: { identifier: '' } }}
        className="pt-form"
        failure={{ fallback: t('forgot.failed') }}
        onSubmit={async (values, { setError }) => {
          const identifier = readIdentifier(values.identifier, setError);
          if (identifier) await sendCode(identifier);
        }}
      >
        {({ register, formState }) => (
          <>
            <IdentifierField registration={register('identifier')} error={formState.errors.identifier} />
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('forgot.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
