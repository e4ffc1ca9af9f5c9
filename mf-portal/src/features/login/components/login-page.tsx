import { Link, useSearchParams } from 'react-router';
import { Button, Field, Form, Input } from '@site/shared/ui';
import { loginSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard } from '../../../components/auth-card';
import { IdentifierHint } from '../../../components/identifier-hint';
import { PasswordInput } from '../../../components/password-input';
import { normalizeIdentifier } from '../../../lib/identifier';
import { useDetectedCountry } from '../../../lib/use-detected-country';
import { usePortalT } from '../../../locales';
import { useValidationT } from '../../../lib/use-validation-t';
import { useLogin } from '../hooks/use-login';

export function LoginPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const tv = useValidationT();
  const schema = useSchema(loginSchema);
  const country = useDetectedCountry();
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
          const identifier = normalizeIdentifier(values.identifier, country);
          if (!identifier) return setError('identifier', { message: tv('identifierInvalid') }, { shouldFocus: true });
          await submitLogin(identifier, values.password);
        }}
      >
        {({ register, formState }) => (
          <>
            <Field label={t('login.identifier')} error={formState.errors.identifier} hint={<IdentifierHint />} required>
              <Input {...register('identifier')} dir="ltr" autoComplete="username" autoCapitalize="off" spellCheck={false} />
            </Field>
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
