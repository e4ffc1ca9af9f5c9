import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@site/shared/ui';
import { AuthCard, FlowLost } from '../../../components/auth-card';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { useOtpFlow } from '../hooks/use-otp-flow';
import { ChangeContact } from './change-contact';
import { OTP_LENGTH, OtpCodeInput } from './otp-code-input';
import { ResendControl } from './resend-control';
import '../otp.css';

export function OtpPage() {
  const { t } = usePortalT();
  const { flow, error, busy, remaining, verify, resend } = useOtpFlow();
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  if (!flow) return <FlowLost title={t('otp.headings.login')} message={t('otp.missing')} start="login" />;
  const submit = async (value: string) => {
    if (value.length !== OTP_LENGTH) return inputRef.current?.focus();
    if (!(await verify(value))) {
      setCode('');
      inputRef.current?.focus();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(code);
  };
  return (
    <AuthCard
      title={t(`otp.headings.${flow.purpose}`)}
      // A reset never says where its code went (see the API's reset rule), so its intro is general.
      intro={flow.challenge.sentTo ? <>{t('otp.sentTo')} <bdi dir="ltr" className="pt-ltr">{flow.challenge.sentTo}</bdi></> : t('otp.sentToAccount')}
    >
      <form className="pt-form" onSubmit={onSubmit} noValidate>
        <label htmlFor="pt-otp" className="pt-label">{t('otp.code')}</label>
        <OtpCodeInput
          id="pt-otp"
          ref={inputRef}
          value={code}
          onChange={setCode}
          onComplete={(full) => void submit(full)}
          invalid={Boolean(error)}
          describedBy={error ? 'pt-otp-error' : undefined}
          disabled={busy === 'verify'}
        />
        {error && (
          <div id="pt-otp-error">
            <FormAlert message={error.message} details={error.details} />
          </div>
        )}
        <Button type="submit" loading={busy === 'verify'} disabled={busy !== null || code.length !== OTP_LENGTH}>
          {t('otp.verify')}
        </Button>
      </form>
      <div className="pt-otp-extra">
        <ResendControl remaining={remaining} busy={busy === 'resend'} onResend={() => void resend()} />
        {flow.purpose === 'register' && <ChangeContact busy={busy === 'resend'} onSend={(phone) => resend(phone)} />}
      </div>
    </AuthCard>
  );
}
