import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '@site/shared/api';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { OtpChallenge, OtpPurpose } from '@site/shared/types';
import { saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';

/**
 * A profile setting confirmed by a code: asks the API for the challenge, then hands it to the code
 * step, which comes back to `from`. A refusal stays on the page as `failure`.
 */
export function useStartChallenge(purpose: OtpPurpose, from: string, fallbackMessage: string) {
  const lang = useLang();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const start = async (request: () => Promise<OtpChallenge>) => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const flow: OtpFlow = { challenge: await request(), purpose, from };
      saveOtpFlow(flow);
      void navigate(href('otp', lang), { state: { flow } });
    } catch (e) {
      setFailure(errorText(e, fallbackMessage).message);
      setBusy(false);
    }
  };
  return { busy, failure, start };
}
