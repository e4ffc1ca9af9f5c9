import { LANGS, LANG_META, type Lang } from '@site/shared/lang';
import { NOTIFICATION_CHANNELS, type NotificationSetting } from '@site/shared/notifications';
import { Button, Spinner } from '@site/shared/ui';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { useNotificationSettings } from '../hooks/use-notification-preferences';

/**
 * What the site tells me and how: one row per category, a switch per channel (native
 * checkboxes, so Tab and Space work), and the language messages are written in. Security
 * messages are always on; their boxes are shown checked and cannot be changed.
 */
export function NotificationsTab() {
  const { t } = usePortalT();
  const { data, error, isLoading, mutate, busy, failure, save } = useNotificationSettings();

  if (error && !data) {
    return <FormAlert message={t('profile.notifications.loadFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (isLoading || !data) return <Spinner label={t('common.loading')} />;

  const cell = (setting: NotificationSetting, channel: (typeof NOTIFICATION_CHANNELS)[number]) => {
    const on = setting.channels[channel];
    if (on === undefined) return <span className="pt-muted">{t('profile.notifications.unavailable')}</span>;
    const label = `${t(`profile.notifications.channels.${channel}`)}: ${t(`profile.notifications.categories.${setting.category}.label`)}`;
    return (
      <input
        type="checkbox"
        className="pt-switch"
        checked={on}
        disabled={setting.locked || busy}
        aria-label={label}
        aria-describedby={setting.locked ? 'pt-notify-locked' : undefined}
        onChange={(event) => void save({ settings: [{ category: setting.category, channel, enabled: event.target.checked }] })}
      />
    );
  };

  return (
    <>
      <section className="pt-section" aria-labelledby="pt-notify-lang">
        <h2 id="pt-notify-lang">{t('profile.notifications.langHeading')}</h2>
        <label className="pt-field-inline">
          <span>{t('profile.notifications.lang')}</span>
          <select value={data.lang} disabled={busy} onChange={(event) => void save({ lang: event.target.value as Lang })}>
            {LANGS.map((lang) => (
              <option key={lang} value={lang} lang={lang}>
                {LANG_META[lang].name}
              </option>
            ))}
          </select>
        </label>
      </section>
      <section className="pt-section" aria-labelledby="pt-notify">
        <h2 id="pt-notify">{t('profile.notifications.heading')}</h2>
        <p className="pt-muted">{t('profile.notifications.help')}</p>
        {!data.emailVerified && <p className="pt-note">{t('profile.notifications.emailUnverified')}</p>}
        {failure && <FormAlert message={failure} />}
        <table className="pt-notify-table">
          <thead>
            <tr>
              <th scope="col">{t('profile.notifications.category')}</th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th scope="col" key={channel}>
                  {t(`profile.notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.settings.map((setting) => (
              <tr key={setting.category}>
                <th scope="row">
                  <span className="pt-notify-label">{t(`profile.notifications.categories.${setting.category}.label`)}</span>
                  <span className="pt-muted">{t(`profile.notifications.categories.${setting.category}.help`)}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel}>{cell(setting, channel)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p id="pt-notify-locked" className="pt-muted">
          {t('profile.notifications.alwaysOn')}
        </p>
      </section>
    </>
  );
}
