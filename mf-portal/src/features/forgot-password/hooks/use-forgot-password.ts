import { useNavigate } from 'react-router';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { forgotPassword } from '../api/forgot-password';

/** Sends the reset code; the API answers the same whether or not the account exists. */
export function useForgotPassword() {
  const lang = useLang();
  const navigate = useNavigate();
  return async (identifier: string) => {
    const challenge = await forgotPassword(identifier);
    const flow: OtpFlow = { challenge, purpose: 'reset' };
    saveOtpFlow(flow);
    void navigate(href('otp', lang), { state: { flow } });
  };
}
