import { useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import { Button } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { requestEmailVerification } from '../api/request-email-verification';
import { useStartChallenge } from '../hooks/use-start-challenge';

/** Shown while the email is unproven: password-reset codes go to the phone until it is verified. */
export function EmailVerifyPrompt() {
  const { t } = usePortalT();
  const lang = useLang();
  const { busy, failure, start } = useStartChallenge('email-verify', href('profile', lang), t('profile.email.failed'));
  return (
    <section className="pt-section pt-verify-email" aria-labelledby="pt-verify-email">
      <div className="pt-setting">
        <h2 id="pt-verify-email">{t('profile.email.heading')}</h2>
        <Button loading={busy} disabled={busy} onClick={() => void start(requestEmailVerification)}>
          {t('profile.email.verify')}
        </Button>
      </div>
      <p className="pt-muted">{t('profile.email.help')}</p>
      {failure && <FormAlert message={failure} />}
    </section>
  );
}
