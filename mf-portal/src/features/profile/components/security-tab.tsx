import { Button } from '@site/shared/ui';
import { formatDate, useLang } from '@site/shared/i18n';
import { href } from '@site/shared/routes';
import type { Account } from '@site/shared/types';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { requestTwoFactor } from '../api/toggle-two-factor';
import { useStartChallenge } from '../hooks/use-start-challenge';
import { SessionsList } from './sessions-list';

const stamp = { dateStyle: 'long', timeStyle: 'short' } as const;

/** Two-factor switch (applied only after the OTP step confirms it), dates, sessions. */
export function SecurityTab({ account }: { account: Account }) {
  const { t } = usePortalT();
  const lang = useLang();
  const { busy, failure, start } = useStartChallenge('two-factor-toggle', `${href('profile', lang)}?tab=security`, t('profile.security.toggleFailed'));
  const on = account.twoFactorEnabled;
  const when = (iso: string | null) => (iso ? formatDate(iso, lang, stamp) : t('profile.security.never'));
  const toggle = () => start(() => requestTwoFactor(!on));

  return (
    <>
      <section className="pt-section" aria-labelledby="pt-2fa">
        <div className="pt-setting">
          <h2 id="pt-2fa">
            {t('profile.security.twoFactor')}{' '}
            <span className={`pt-badge ${on ? 'pt-badge--on' : 'pt-badge--off'}`}>{t(on ? 'profile.security.on' : 'profile.security.off')}</span>
          </h2>
          <Button variant={on ? 'secondary' : 'primary'} loading={busy} disabled={busy} onClick={() => void toggle()}>
            {t(on ? 'profile.security.disable' : 'profile.security.enable')}
          </Button>
        </div>
        <p className="pt-muted">{t('profile.security.twoFactorHelp')}</p>
        {failure && <FormAlert message={failure} />}
      </section>
      <dl className="pt-summary">
        <div>
          <dt>{t('profile.security.lastLogin')}</dt>
          <dd>{when(account.lastLoginAt)}</dd>
        </div>
        <div>
          <dt>{t('profile.security.lastPasswordChange')}</dt>
          <dd>{when(account.lastPasswordChangeAt)}</dd>
        </div>
      </dl>
      <section className="pt-section" aria-labelledby="pt-sessions">
        <h2 id="pt-sessions">{t('profile.security.sessions')}</h2>
        <SessionsList />
      </section>
    </>
  );
}
