import { showToast } from '@site/shared/api';
import { i18n } from '@site/shared/i18n';

function NewVersion() {
  const t = (key: string) => i18n.t(key, { ns: 'shell' });
  return (
    <span className="sh-update" role="status">
      <span>{t('update.available')}</span>
      <button type="button" className="sh-btn sh-btn--primary" onClick={() => window.location.reload()}>
        {t('update.reload')}
      </button>
    </span>
  );
}

/** Persistent until the user reloads; one at a time. */
export function showNewVersionToast(): void {
  showToast((toast) => toast(<NewVersion />, { id: 'sh-new-version', duration: Infinity }));
}
