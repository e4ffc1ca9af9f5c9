import { Link } from 'react-router';
import { Button, Checkbox, Form } from '@site/shared/ui';
import { registerSchema, useSchema } from '@site/shared/validation';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { AuthCard } from '../../../components/auth-card';
import { usePortalT } from '../../../locales';
import { useRegister } from '../hooks/use-register';
import { AccountFields } from '../../../components/account-fields';

const EMPTY = {
  fullName: '', accountName: '', email: '', phone: '', country: '', area: '', gender: undefined,
  birthDate: '', password: '', passwordConfirmation: '', userType: 'individual', acceptTerms: false,
} as const;

export function RegisterPage() {
  const { t } = usePortalT();
  const lang = useLang();
  const schema = useSchema(registerSchema);
  const submitRegister = useRegister();

  const footer = (
    <span>
      {t('register.haveAccount')} <Link to={href('login', lang)}>{t('register.login')}</Link>
    </span>
  );
  return (
    <AuthCard title={t('register.heading')} intro={t('register.intro')} footer={footer}>
      <Form
        schema={schema}
        options={{ defaultValues: EMPTY as never }}
        className="pt-form"
        failure={{ fallback: t('register.failed') }}
        onSubmit={submitRegister}
      >
        {({ register, control, formState, getValues, setValue }) => (
          <>
            <AccountFields
              register={register as never}
              control={control as never}
              errors={formState.errors}
              withPassword
              onPhoneCountry={(iso2) => {
                if (!getValues('country')) setValue('country', iso2, { shouldValidate: true });
              }}
            />
            <Checkbox
              {...register('acceptTerms')}
              error={formState.errors.acceptTerms?.message}
              label={
                <>
                  {t('register.acceptTermsBefore')}{' '}
                  <a href={href('terms', lang)} target="_blank" rel="noopener">{t('register.terms')}</a>
                </>
              }
            />
            <Button type="submit" block loading={formState.isSubmitting}>
              {t('register.submit')}
            </Button>
          </>
        )}
      </Form>
    </AuthCard>
  );
}
