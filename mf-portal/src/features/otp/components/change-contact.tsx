import { useState, type FormEvent } from 'react';
import { Button } from '@site/shared/ui';
import { PhoneInput, phoneResultToValue, type PhoneResult } from '@site/shared/phone';
import { useLang } from '@site/shared/i18n';
import { usePortalT } from '../../../locales';

interface Props {
  busy: boolean;
  /** Resolves true when the new code went out. */
  onSend: (phone: string) => Promise<boolean>;
}

/** Registration only: the user typed a wrong number, so the code goes to a corrected one. */
export function ChangeContact({ busy, onSend }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<PhoneResult | null>(null);
  const [invalid, setInvalid] = useState(false);

  if (!open) {
    return (
      <Button type="button" variant="ghost" onClick={() => setOpen(true)}>
        {t('otp.changeContact')}
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!result?.valid) return setInvalid(true);
    if (await onSend(phoneResultToValue(result))) setOpen(false);
  };
  return (
    <form className="pt-change-contact" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor="pt-new-phone" className="pt-label">{t('otp.newPhone')}</label>
      <PhoneInput
        id="pt-new-phone"
        lang={lang}
        value={result}
        onChange={(r) => {
          setResult(r);
          setInvalid(false);
        }}
        aria-invalid={invalid}
        aria-describedby={invalid ? 'pt-new-phone-error' : undefined}
      />
      {invalid && <p id="pt-new-phone-error" className="pt-field-error">{t('otp.phoneInvalid')}</p>}
      <div className="pt-actions">
        <Button type="submit" loading={busy} disabled={busy}>{t('otp.sendToNew')}</Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
      </div>
    </form>
  );
}
