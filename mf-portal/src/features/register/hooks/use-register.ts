import { useNavigate } from 'react-router';
import { href } from '@site/shared/routes';
import type { RegisterInput } from '@site/shared/validation';
import { useLang } from '@site/shared/i18n';
import { saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { register } from '../api/register';

/** Creates the account, then hands the phone challenge to the OTP step. */
export function useRegister() {
  const lang = useLang();
  const navigate = useNavigate();
  return async (values: RegisterInput) => {
    const challenge = await register({ ...values, acceptTerms: true });
    const flow: OtpFlow = { challenge, purpose: 'register', phone: values.phone };
    saveOtpFlow(flow);
    void navigate(href('otp', lang), { state: { flow } });
  };
}
