import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '@site/shared/api';
import { Button, Spinner } from '@site/shared/ui';
import { formatDate, useLang } from '@site/shared/i18n';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';
import { useSessions } from '../api/get-sessions';
import { revokeSession } from '../api/revoke-session';

const stamp = { dateStyle: 'medium', timeStyle: 'short' } as const;

/** Words of the server's "Chrome on Linux" that are not product names. */
const DEVICE_WORDS = ['Browser', 'Script', 'Unknown OS'];

/**
 * The server names a session's device "{browser} on {os}" in English; the page says it in its own
 * language, keeping the product names (Chrome, Linux) as they are.
 */
export function deviceText(device: string, t: (key: string, options?: Record<string, string>) => string): string {
  const parts = /^(.+) on (.+)$/.exec(device);
  if (!parts) return device;
  const word = (w: string) => (DEVICE_WORDS.includes(w) ? t(`profile.security.devices.${w}`) : w);
  return t('profile.security.device', { browser: word(parts[1]!), os: word(parts[2]!) });
}

export function SessionsList() {
  const { t } = usePortalT();
  const lang = useLang();
  const { data, error, isLoading, mutate } = useSessions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const revoke = async (id: string) => {
    setBusyId(id);
    setFailure(null);
    try {
      await revokeSession(id);
      toast.success(t('toasts.sessionRevoked'));
      // Gone from the list at once, then the list as the server now has it.
      if (data) await mutate(data.filter((s) => s.id !== id));
      await mutate();
    } catch (e) {
      setFailure(errorText(e, t('profile.security.revokeFailed')).message);
    } finally {
      setBusyId(null);
    }
  };

  if (error && !data) {
    return <FormAlert message={t('profile.security.sessionsFailed')} action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>} />;
  }
  if (isLoading || !data) return <Spinner label={t('common.loading')} />;
  return (
    <>
      {failure && <FormAlert message={failure} />}
      <ul className="pt-sessions">
        {data.map((s) => (
          <li key={s.id} className={s.current ? 'pt-session pt-session--current' : 'pt-session'}>
            <div className="pt-session-info">
              <span className="pt-session-device">
                <bdi>{deviceText(s.device, t)}</bdi> {s.current && <span className="pt-badge pt-badge--current">{t('profile.security.current')}</span>}
              </span>
              <span className="pt-muted">
                {t('profile.security.ip')}: <bdi dir="ltr">{s.ip}</bdi>
              </span>
              <span className="pt-muted">
                {t('profile.security.signedIn')}: <time dateTime={s.createdAt}>{formatDate(s.createdAt, lang, stamp)}</time>
                {' · '}
                {t('profile.security.lastSeen')}: <time dateTime={s.lastSeenAt}>{formatDate(s.lastSeenAt, lang, stamp)}</time>
              </span>
            </div>
            {!s.current && (
              <Button variant="ghost" loading={busyId === s.id} disabled={busyId !== null} onClick={() => void revoke(s.id)}>
                {t('profile.security.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
