import { useState } from 'react';
import { useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { errorInfo, type ErrorInfo } from '../../../lib/api-error';
import { loadOtpFlow, saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { usePortalT } from '../../../lib/use-portal-t';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { useCountdown } from './use-countdown';
import { useFinishOtp } from './use-finish-otp';

/** The OTP step: the challenge handed over by the previous step, verify, resend, change contact. */
export function useOtpFlow() {
  const { t } = usePortalT();
  const state = useLocation().state as { flow?: OtpFlow } | null;
  const [flow, setFlow] = useState<OtpFlow | null>(() => state?.flow ?? loadOtpFlow());
  const [error, setError] = useState<ErrorInfo | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const countdown = useCountdown(flow?.challenge.resendIn ?? 0);
  const finish = useFinishOtp();

  const verify = async (code: string) => {
    if (!flow || busy) return false;
    setBusy('verify');
    setError(null);
    try {
      finish(flow, await verifyOtp(flow.challenge.challengeId, code));
      return true;
    } catch (e) {
      setError(errorInfo(e, t('otp.failed')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const resend = async (phone?: string) => {
    if (!flow || busy) return false;
    setBusy('resend');
    setError(null);
    try {
      const challenge = await resendOtp(flow.challenge.challengeId, phone);
      const next: OtpFlow = { ...flow, challenge, ...(phone ? { phone } : {}) };
      saveOtpFlow(next);
      setFlow(next);
      countdown.restart(challenge.resendIn);
      toast.success(t('toasts.otpSent'));
      return true;
    } catch (e) {
      setError(errorInfo(e, t('otp.failed')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { flow, error, busy, remaining: countdown.remaining, verify, resend };
}
