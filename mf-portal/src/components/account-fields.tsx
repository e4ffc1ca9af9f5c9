import { Controller, Field, Input, Select, useWatch, type Control, type FieldErrors, type UseFormRegister } from '@site/shared/ui';
import { USER_TYPES, type RegisterFormValues } from '@site/shared/validation';
import { PhoneInput, phoneResultToValue, regionNames } from '@site/shared/phone';
import { useLang } from '@site/shared/i18n';
import { CountrySelect, PREFERRED_COUNTRIES } from './country-select';
import { GenderRadios } from './gender-radios';
import { NewPasswordFields } from './new-password-fields';
import { usePortalT } from '../locales';

interface Props {
  register: UseFormRegister<never>;
  control: Control<never>;
  /** The profile form's errors, or the registration form's (which adds the passwords). */
  errors: FieldErrors<RegisterFormValues>;
  withPassword?: boolean;
  /** Called with the ISO2 of a valid phone number, to prefill an empty country. */
  onPhoneCountry?: (iso2: string) => void;
}

const today = () => new Date().toISOString().slice(0, 10);

/** Account fields shared by registration and the profile editor (the profile schema's fields). */
export function AccountFields({ register: reg, control, errors, withPassword, onPhoneCountry }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const register = reg as unknown as UseFormRegister<Record<string, string>>;
  const country = useWatch({ control: control as unknown as Control<Record<string, string>>, name: 'country' });
  const regions = regionNames(country, lang);
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
        <Input {...register('area')} autoComplete="address-level1" list={regions.length > 0 ? 'pt-area-regions' : undefined} />
      </Field>
      {/* Suggestions in the page's language; any other area may still be typed. */}
      {regions.length > 0 && (
        <datalist id="pt-area-regions">
          {regions.map((name) => <option key={name} value={name} />)}
        </datalist>
      )}
      <GenderRadios registration={register('gender')} error={errors.gender?.message} />
      <Field label={t('register.birthDate')} error={errors.birthDate} required>
        <Input {...register('birthDate')} type="date" dir="ltr" max={today()} autoComplete="bday" />
      </Field>
      <Field label={t('register.userType')} error={errors.userType} required>
        <Select
          {...register('userType')}
          options={USER_TYPES.map((v) => ({ value: v, label: t(`register.userTypes.${v}`) }))}
        />
      </Field>
      {withPassword && (
        <NewPasswordFields
          password={register('password')}
          confirmation={register('passwordConfirmation')}
          errors={errors}
          labels={{ password: t('register.password'), confirmation: t('register.passwordConfirmation') }}
        />
      )}
    </div>
  );
}
