import { useState } from 'react';
import { useLocation } from 'react-router';
import toast from 'react-hot-toast';
import { errorText, type ErrorText } from '@site/shared/api';
import { loadOtpFlow, saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { usePortalT } from '../../../locales';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { useCountdown } from './use-countdown';
import { useFinishOtp } from './use-finish-otp';

/** The OTP step: the challenge handed over by the previous step, verify, resend, change contact. */
export function useOtpFlow() {
  const { t } = usePortalT();
  const state = useLocation().state as { flow?: OtpFlow } | null;
  const [flow, setFlow] = useState<OtpFlow | null>(() => state?.flow ?? loadOtpFlow());
  const [error, setError] = useState<ErrorText | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const countdown = useCountdown(flow?.challenge.resendIn ?? 0);
  const finish = useFinishOtp();

  /** One call at a time; its failure shows inline. Answers whether it succeeded. */
  const run = async (kind: 'verify' | 'resend', step: (current: OtpFlow) => Promise<void>) => {
    if (!flow || busy) return false;
    setBusy(kind);
    setError(null);
    try {
      await step(flow);
      return true;
    } catch (e) {
      setError(errorText(e, t('otp.failed')));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const verify = (code: string) =>
    run('verify', async (current) => finish(current, await verifyOtp(current.challenge.challengeId, code)));

  const resend = (phone?: string) =>
    run('resend', async (current) => {
      const challenge = await resendOtp(current.challenge.challengeId, phone);
      const next: OtpFlow = { ...current, challenge, ...(phone ? { phone } : {}) };
      saveOtpFlow(next);
      setFlow(next);
      countdown.restart(challenge.resendIn);
      toast.success(t('toasts.otpSent'));
    });

  return { flow, error, busy, remaining: countdown.remaining, verify, resend };
}
