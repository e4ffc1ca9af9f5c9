import { useNavigate } from 'react-router';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { isOtpChallenge, saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { goTo } from '../../../lib/go-to';
import { safeFrom } from '../../../lib/safe-redirect';
import { signIn } from '../../../lib/sign-in';
import { usePortalT } from '../../../locales';
import { login } from '../api/login';

/** Login, then either the session (go to `from`) or the OTP step when two-factor is on. */
export function useLogin(from: string | null) {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();
  return async (identifier: string, password: string) => {
    const answer = await login({ identifier, password });
    if (isOtpChallenge(answer)) {
      const flow: OtpFlow = { challenge: answer, purpose: 'login', ...(from ? { from } : {}) };
      saveOtpFlow(flow);
      void navigate(href('otp', lang), { state: { flow } });
      return;
    }
    signIn(answer, t('toasts.loggedIn'));
    goTo(safeFrom(from, lang));
  };
}
