import { useEffect, useRef, useState } from 'react';
import { PhoneInput, phoneResultToValue } from '@site/shared/phone';
import { Button, Controller, Field, focusFirstInvalid, Input, keepFocusOnSubmit, Textarea, useZodForm } from '@site/shared/ui';
import { contactSchema, useSchema } from '@site/shared/validation';
import { useLang } from '@site/shared/i18n';
import { useMk } from '../../../locales';
import { createContactMessage } from '../api/create-contact';
import './contact.css';

const EMPTY = { name: '', mobile: '', email: '', message: '' };

interface Props {
  /** Tests pin the phone country so no IP lookup runs. */
  phoneCountry?: string;
}

export function ContactForm({ phoneCountry }: Props) {
  const { t } = useMk();
  const lang = useLang();
  const schema = useSchema(contactSchema);
  const [failure, setFailure] = useState<string | null>(null);
  // PhoneInput keeps its own text; a new key clears it after a successful send.
  const [phoneKey, setPhoneKey] = useState(0);
  // The confirmation stays on the page and takes the focus, so a keyboard or screen-reader user
  // who just sent the form lands on it (the fields it replaced are empty again).
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const { register, control, handleSubmit, reset, formState } = useZodForm(schema, { defaultValues: EMPTY, shouldFocusError: false });
  const { errors, isSubmitting } = formState;
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = handleSubmit(
    async (values) => {
      setFailure(null);
      setSent(false);
      try {
        await createContactMessage(values);
        reset(EMPTY);
        setPhoneKey((k) => k + 1);
        setSent(true);
      } catch {
        // The typed values stay in place so the visitor can simply try again.
        setFailure(t('contact.failed'));
      }
    },
    (invalid, event) => focusFirstInvalid(event?.target as HTMLFormElement | undefined, invalid),
  );

  return (
    <form className="mk-form" noValidate onSubmit={onSubmit} onMouseDown={keepFocusOnSubmit} aria-labelledby="mk-contact-form">
      <h2 className="mk-section__title" id="mk-contact-form">{t('contact.formTitle')}</h2>
      {sent ? <p className="mk-form__sent" role="status" tabIndex={-1} ref={sentRef}>{t('contact.sent')}</p> : null}
      <Field label={t('contact.name')} error={errors.name} required>
        <Input {...register('name')} id="mk-c-name" autoComplete="name" />
      </Field>
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <Field label={t('contact.mobile')} error={errors.mobile} required>
            <PhoneInput
              key={phoneKey}
              ref={field.ref}
              id="mk-c-mobile"
              name="mobile"
              lang={lang}
              defaultValue={field.value}
              defaultCountry={phoneCountry}
              autoDetectCountry={!phoneCountry}
              onChange={(result) => field.onChange(phoneResultToValue(result))}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Field label={t('contact.email')} error={errors.email} required>
        <Input {...register('email')} id="mk-c-email" type="email" dir="ltr" autoComplete="email" />
      </Field>
      <Field label={t('contact.message')} error={errors.message} required>
        <Textarea {...register('message')} id="mk-c-message" rows={5} />
      </Field>
      {failure ? <p className="mk-form__failure" role="alert">{failure}</p> : null}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
