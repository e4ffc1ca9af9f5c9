import { Button } from '@site/shared/ui';
import { formatNumber, useLang } from '@site/shared/i18n';
import { usePortalT } from '../../../locales';

interface Props {
  remaining: number;
  busy: boolean;
  onResend: () => void;
}

/** Resend is offered only once the countdown the API set (challenge.resendIn) has run out. */
export function ResendControl({ remaining, busy, onResend }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  if (remaining > 0) {
    return (
      <p className="pt-countdown" aria-live="polite" aria-atomic="true">
        {t('otp.resendIn', { count: remaining, n: formatNumber(remaining, lang) })}
      </p>
    );
  }
  return (
    <Button type="button" variant="ghost" loading={busy} disabled={busy} onClick={onResend}>
      {t('otp.resend')}
    </Button>
  );
}
