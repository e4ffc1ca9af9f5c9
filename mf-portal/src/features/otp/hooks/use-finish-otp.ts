import { useNavigate } from 'react-router';
import { revalidateApi } from '@site/shared/api';
import toast from 'react-hot-toast';
import { href } from '@site/shared/routes';
import type { SessionGrant } from '@site/shared/types';
import { useLang } from '@site/shared/i18n';
import { clearOtpFlow, saveResetToken, type OtpFlow } from '../../../lib/flow-store';
import { goTo } from '../../../lib/go-to';
import { safeFrom } from '../../../lib/safe-redirect';
import { signIn } from '../../../lib/sign-in';
import { usePortalT } from '../../../locales';
import type { VerifyOtpResult } from '../api/verify-otp';

/** What happens once the code is accepted, by challenge purpose. */
export function useFinishOtp() {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();

  return (flow: OtpFlow, result: VerifyOtpResult) => {
    clearOtpFlow();
    switch (flow.purpose) {
      case 'register':
        toast.success(t('toasts.registered'));
        void navigate(href('login', lang), { replace: true });
        break;
      case 'login':
        signIn(result as SessionGrant, t('toasts.loggedIn'));
        goTo(safeFrom(flow.from, lang));
        break;
      case 'reset':
        saveResetToken((result as { resetToken: string }).resetToken);
        void navigate(href('new-password', lang), { replace: true });
        break;
      case 'two-factor-toggle': {
        const on = (result as { twoFactorEnabled: boolean }).twoFactorEnabled;
        toast.success(t(on ? 'toasts.twoFactorOn' : 'toasts.twoFactorOff'));
        // The security tab reads the cached profile: refresh it before going back.
        void revalidateApi('/profile');
        goTo(flow.from ?? `${href('profile', lang)}?tab=security`);
        break;
      }
      case 'contact-change':
      case 'email-verify':
        toast.success(t(flow.purpose === 'email-verify' ? 'toasts.emailVerified' : 'toasts.contactChanged'));
        void revalidateApi('/profile');
        goTo(flow.from ?? href('profile', lang));
        break;
    }
  };
}
