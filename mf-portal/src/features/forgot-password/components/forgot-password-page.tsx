import { Link } from 'react-router';
import { Button, Field, Form, Input } from '@site/shared/ui';
import { forgotSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard } from '../../../components/auth-card';
import { IdentifierHint } from '../../../components/identifier-hint';
import { normalizeIdentifier } from '../../../lib/identifier';
import { useDetectedCountry } from '../../../lib/use-detected-country';
import { usePortalT } from '../../../locales';
import { useValidationT } from '../../../lib/use-validation-t';
import { useForgotPassword } from '../hooks/use-forgot-password';

export function ForgotPasswordPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const tv = useValidationT();
  const schema = useSchema(forgotSchema);
  const country = useDetectedCountry();
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
          const identifier = normalizeIdentifier(values.identifier, country);
          if (!identifier) return setError('identifier', { message: tv('identifierInvalid') }, { shouldFocus: true });
          await sendCode(identifier);
        }}
      >
        {({ register, formState }) => (
          <>
            <Field label={t('login.identifier')} error={formState.errors.identifier} hint={<IdentifierHint />} required>
              <Input {...register('identifier')} dir="ltr" autoComplete="username" autoCapitalize="off" spellCheck={false} />
            </Field>
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('forgot.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
