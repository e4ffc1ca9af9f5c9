import { Link } from 'react-router';
import { emit } from '@site/shared/events';
import { href } from '@site/shared/routes';
import { useMk } from '../../../i18n';
import { useLang } from '../../../lib/use-lang';

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
        <Link className="mk-link" to={href('questions', lang)}>{t('support.helpLink')}</Link>
      </li>
      <li className="mk-card">
        <h2>{t('support.contactTitle')}</h2>
        <p className="mk-muted">{t('support.contactText')}</p>
        <Link className="mk-link" to={href('contactus', lang)}>{t('support.contactLink')}</Link>
      </li>
    </ul>
  );
}
