import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field, Input, Select } from '@site/shared/ui';
import { PhoneInput, phoneResultToValue } from '@site/shared/phone';
import { CountrySelect, PREFERRED_COUNTRIES } from './country-select';
import { GenderRadios } from './gender-radios';
import { PasswordInput } from './password-input';
import { useLang } from '../lib/use-lang';
import { usePortalT } from '../lib/use-portal-t';

/** Account fields shared by registration and the profile editor (same names as the API). */
export interface AccountFormValues {
  fullName: string;
  accountName: string;
  email: string;
  phone: string;
  country: string;
  area: string;
  gender: string;
  birthDate: string;
  userType: string;
}

interface Props {
  register: UseFormRegister<never>;
  control: Control<never>;
  errors: FieldErrors<AccountFormValues & { password: string; passwordConfirmation: string }>;
  withPassword?: boolean;
  /** Called with the ISO2 of a valid phone number, to prefill an empty country. */
  onPhoneCountry?: (iso2: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

export function AccountFields({ register: reg, control, errors, withPassword, onPhoneCountry }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const register = reg as unknown as UseFormRegister<Record<string, string>>;
  return (
    <div className="pt-form-grid">
      <Field label={t('register.fullName')} error={errors.fullName} required>
        <Input {...register('fullName')} autoComplete="name" />
      </Field>
      <Field label={t('register.accountName')} error={errors.accountName} required>
        <Input {...register('accountName')} autoComplete="username" dir="auto" />
      </Field>
      <Field label={t('register.email')} error={errors.email} required>
        <Input {...register('email')} type="email" dir="ltr" autoComplete="email" />
      </Field>
      {/* Field wires id and aria onto its direct child, so it sits inside the Controller. */}
      <Controller
        name={'phone' as never}
        control={control}
        render={({ field }) => (
          <Field label={t('register.phone')} error={errors.phone} required>
            <PhoneInput
              ref={field.ref}
              name={field.name}
              lang={lang}
              preferredCountries={PREFERRED_COUNTRIES}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(result) => {
                field.onChange(phoneResultToValue(result));
                if (result.valid && result.country) onPhoneCountry?.(result.country);
              }}
            />
          </Field>
        )}
      />
      <Field label={t('register.country')} error={errors.country} required>
        <CountrySelect {...register('country')} autoComplete="country" />
      </Field>
      <Field label={t('register.area')} error={errors.area} required>
        <Input {...register('area')} autoComplete="address-level1" />
      </Field>
      <GenderRadios registration={register('gender')} error={errors.gender?.message} />
      <Field label={t('register.birthDate')} error={errors.birthDate} required>
        <Input {...register('birthDate')} type="date" dir="ltr" max={today()} autoComplete="bday" />
      </Field>
      <Field label={t('register.userType')} error={errors.userType} required>
        <Select
          {...register('userType')}
          options={(['individual', 'company', 'entity'] as const).map((v) => ({ value: v, label: t(`register.userTypes.${v}`) }))}
        />
      </Field>
      {withPassword && (
        <>
          <Field label={t('register.password')} error={errors.password} required>
            <PasswordInput {...register('password')} autoComplete="new-password" />
          </Field>
          <Field label={t('register.passwordConfirmation')} error={errors.passwordConfirmation} required>
            <PasswordInput {...register('passwordConfirmation')} autoComplete="new-password" />
          </Field>
        </>
      )}
    </div>
  );
}
