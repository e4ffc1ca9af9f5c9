import { emit } from '@site/shared/events';
import { href } from '@site/shared/routes';
import { useLang } from '@site/shared/i18n';
import { useMk } from '../../../locales';

export function SupportPanel() {
  const { t } = useMk();
  const lang = useLang();
  return (
    <ul className="mk-grid">
      <li className="mk-card">
        <h2>{t('support.chatTitle')}</h2>
        <p className="mk-muted">{t('support.chatText')}</p>
        <button type="button" className="mk-button" onClick={() => emit('chat:open', {})}>
          {t('support.openChat')}
        </button>
      </li>
      <li className="mk-card">
        <h2>{t('support.helpTitle')}</h2>
        <p className="mk-muted">{t('support.helpText')}</p>
        <a className="mk-link" href={href('questions', lang)}>{t('support.helpLink')}</a>
      </li>
      <li className="mk-card">
        <h2>{t('support.contactTitle')}</h2>
        <p className="mk-muted">{t('support.contactText')}</p>
        <a className="mk-link" href={href('contactus', lang)}>{t('support.contactLink')}</a>
      </li>
    </ul>
  );
}
