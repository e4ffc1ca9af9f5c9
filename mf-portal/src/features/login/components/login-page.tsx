import { Link, useSearchParams } from 'react-router';
import { Button, Field, Form } from '@site/shared/ui';
import { loginSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard } from '../../../components/auth-card';
import { IdentifierField, useIdentifierReader } from '../../../components/identifier-field';
import { PasswordInput } from '../../../components/password-input';
import { usePortalT } from '../../../locales';
import { useLogin } from '../hooks/use-login';

export function LoginPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(loginSchema);
  const readIdentifier = useIdentifierReader();
  const from = useSearchParams()[0].get('from');
  const submitLogin = useLogin(from);

  const footer = (
    <>
      <Link to={href('forgot-password', lang)}>{t('login.forgot')}</Link>
      <span>
        {t('login.noAccount')} <Link to={href('register', lang)}>{t('login.register')}</Link>
      </span>
    </>
  );
  return (
    <AuthCard title={t('login.heading')} intro={t('login.intro')} footer={footer}>
      <Form
        schema={schema}
        options={{ defaultValues: { identifier: '', password: '' } }}
        className="pt-form"
        failure={{ fallback: t('login.failed') }}
        onSubmit={async (values, { setError }) => {
          const identifier = readIdentifier(values.identifier, setError);
          if (identifier) await submitLogin(identifier, values.password);
        }}
      >
        {({ register, formState }) => (
          <>
            <IdentifierField registration={register('identifier')} error={formState.errors.identifier} />
            <Field label={t('login.password')} error={formState.errors.password} required>
              <PasswordInput {...register('password')} autoComplete="current-password" />
            </Field>
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('login.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
