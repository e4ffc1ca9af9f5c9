import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button, Form } from '@site/shared/ui';
import { useSchema } from '@site/shared/validation';
import type { Account } from '@site/shared/types';
import { AccountFields } from '../../../components/account-fields';
import { isOtpChallenge, saveOtpFlow, type OtpFlow } from '../../../lib/flow-store';
import { usePortalT } from '../../../locales';
import { useUpdateProfile } from '../hooks/use-update-profile';
import { profileEditSchema } from '../profile-edit-schema';
import { ContactPasswordField } from './contact-password-field';

interface Props {
  account: Account;
  onDone: () => void;
}

export function ProfileEditForm({ account, onDone }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const navigate = useNavigate();
  const schema = useSchema(profileEditSchema);
  const save = useUpdateProfile();
  const { fullName, accountName, email, phone, country, area, gender, birthDate, userType } = account;

  return (
    <Form
      schema={schema}
      options={{ defaultValues: { fullName, accountName, email, phone, country, area, gender, birthDate, userType } }}
      className="pt-form"
      // "Failed to update profile" heads the server's reason, or the prompt to retry.
      failure={{ heading: t('profile.info.failed'), fallback: t('profile.info.retryPrompt'), retry: t('common.retry') }}
      onSubmit={async (values) => {
        const result = await save(account, values);
        if (isOtpChallenge(result)) {
          // The other fields are saved; the new email or phone waits for its code.
          const flow: OtpFlow = { challenge: result, purpose: 'contact-change', from: href('profile', lang) };
          saveOtpFlow(flow);
          void navigate(href('otp', lang), { state: { flow } });
          return;
        }
        toast.success(t('toasts.profileUpdated'));
        onDone();
      }}
    >
      {({ register, control, formState }) => (
        <>
          <AccountFields register={register as never} control={control as never} errors={formState.errors} />
          <ContactPasswordField account={account} control={control} register={register} error={formState.errors.currentPassword} />
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('profile.info.save')}</Button>
            <Button variant="ghost" onClick={onDone} disabled={formState.isSubmitting}>{t('common.cancel')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
