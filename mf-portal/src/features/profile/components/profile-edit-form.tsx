import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button, Form } from '@site/shared/ui';
import { oneOf, profileSchema, useSchema, USER_TYPES, type Translate } from '@site/shared/validation';
import type { Account } from '@site/shared/types';
import { AccountFields } from '../../../components/account-fields';
import { FormAlert } from '../../../components/form-alert';
import { errorInfo, type ErrorInfo } from '../../../lib/api-error';
import { usePortalT } from '../../../lib/use-portal-t';
import { useUpdateProfile } from '../hooks/use-update-profile';

/** The shared profile schema plus the user type, which the account page also edits. */
const editSchema = (t: Translate) => profileSchema(t).extend({ userType: oneOf(t, 'userType', USER_TYPES) });

interface Props {
  account: Account;
  onDone: () => void;
}

export function ProfileEditForm({ account, onDone }: Props) {
  const { t } = usePortalT();
  const schema = useSchema(editSchema);
  const save = useUpdateProfile();
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  const { fullName, accountName, email, phone, country, area, gender, birthDate, userType } = account;

  return (
    <Form
      schema={schema}
      options={{ defaultValues: { fullName, accountName, email, phone, country, area, gender, birthDate, userType } }}
      className="pt-form"
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await save(account, values);
          toast.success(t('toasts.profileUpdated'));
          onDone();
        } catch (e) {
          // The heading is always SPEC 8's text; below it the server's reason, or the retry prompt.
          setFailure(errorInfo(e, t('profile.info.retryPrompt')));
        }
      }}
    >
      {({ register, control, formState }) => (
        <>
          <AccountFields register={register as never} control={control as never} errors={formState.errors} />
          {failure && (
            <FormAlert
              message={t('profile.info.failed')}
              details={[failure.message, ...failure.details]}
              action={
                <Button type="submit" variant="secondary" loading={formState.isSubmitting}>
                  {t('common.retry')}
                </Button>
              }
            />
          )}
          <div className="pt-actions">
            <Button type="submit" loading={formState.isSubmitting}>{t('profile.info.save')}</Button>
            <Button variant="ghost" onClick={onDone} disabled={formState.isSubmitting}>{t('common.cancel')}</Button>
          </div>
        </>
      )}
    </Form>
  );
}
