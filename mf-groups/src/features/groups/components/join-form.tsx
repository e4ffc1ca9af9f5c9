import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText, isSignedIn } from '@site/shared/api';
import { formatNumber, useLang } from '@site/shared/i18n';
import { JOIN_LIMITS, type ListingDetail } from '@site/shared/listings/core';
import { href } from '@site/shared/routes';
import { DropZone } from '@site/shared/ui/drop-zone';
import { acceptAttribute, formatFileSize, formatTypeList, policyFor } from '@site/shared/uploads';
import { useGroupsT } from '../../../locales';
import { useLiveJoinRequests, useMyJoinRequests } from '../../../listings/api/my-join-requests';
import { sendJoinRequest } from '../api/send-join-request';
import { useJoinImages } from '../hooks/use-join-images';
import './join-form.css';

const PURPOSE = 'join-request-image';
const IMAGE_POLICY = policyFor(PURPOSE);

/**
 * The request to join a group: a message and up to 10 images. A visitor is sent to sign in and
 * comes back here. Rendered after mount: whether someone is signed in is known in the browser.
 */
export function JoinForm({ group }: { group: ListingDetail }) {
  const { t } = useGroupsT();
  const lang = useLang();
  const navigate = useNavigate();
  const ids = { message: useId(), error: useId() };
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const images = useJoinImages();
  useEffect(() => setSignedIn(isSignedIn()), []);
  // My latest request to this group (newest first), kept current as the manager decides.
  const mine = useMyJoinRequests(signedIn === true);
  useLiveJoinRequests(signedIn === true);
  const latest = mine.data?.items.find((r) => r.group.id === group.id);

  if (signedIn === null) return null;
  if (!signedIn) {
    const from = `${href('groups-criteria', lang, { id: group.id })}#join`;
    return <Link className="gr-button" to={`${href('login', lang)}?from=${encodeURIComponent(from)}`}>{t('join.signIn')}</Link>;
  }
  // Until my requests are known, neither the form nor a state: one would replace the other.
  if (!mine.data && !mine.error) return <p role="status" className="gr-visually-hidden">{t('detail.loading')}</p>;
  const state = latest && (
    <p className={`gr-join__state gr-join__state--${latest.status}`} role="status" data-status={latest.status}>
      {t(`join.state.${latest.status}`)} <Link to={href('join-requests', lang)}>{t('join.mine')}</Link>
    </p>
  );
  if (latest && latest.status !== 'rejected') return state;

  const missingMessage = error !== null && error === t('join.messageRequired');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return setError(t('join.messageRequired'));
    setSending(true);
    setError(null);
    try {
      await sendJoinRequest(group.id, { message, images: images.ids });
      void navigate(href('join-requests', lang));
    } catch (failure) {
      setError(errorText(failure, t('join.failed')).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="gr-join" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="gr-join-title">
      <h2 id="gr-join-title">{t('join.title')}</h2>
      {state || <Link to={href('join-requests', lang)}>{t('join.mine')}</Link>}
      <label htmlFor={ids.message}>{t('join.message')}</label>
      <textarea
        id={ids.message} className="gr-filter__control gr-join__message" value={message} maxLength={JOIN_LIMITS.message} required
        aria-invalid={missingMessage} aria-describedby={error ? ids.error : undefined}
        onChange={(e) => {
          setMessage(e.target.value);
          // "Please write a message" goes as soon as there is one.
          if (missingMessage && e.target.value.trim()) setError(null);
        }}
      />
      <DropZone
        onFiles={images.add}
        accept={acceptAttribute(PURPOSE)}
        drop={t('join.drop')}
        choose={t('join.choose')}
        hint={t('join.images', { types: formatTypeList(IMAGE_POLICY.types, lang), max: formatNumber(JOIN_LIMITS.images, lang), size: formatFileSize(IMAGE_POLICY.maxBytes, lang) })}
      />
      <ul className="gr-join__images" aria-label={t('join.chosen')}>
        {images.images.map((img) => (
          <li key={img.key} className={img.error ? 'gr-join__image gr-join__image--refused' : 'gr-join__image'}>
            {img.preview && <img src={img.preview} alt="" width={64} height={64} />}
            <span className="gr-join__name">{img.name}</span>
            {img.error ? <span role="alert">{img.error}</span> : <progress max={1} value={img.progress} aria-label={t('join.progress', { name: img.name })} />}
            <button type="button" className="gr-button gr-button--quiet" onClick={() => images.remove(img.key)}>{t('join.remove', { name: img.name })}</button>
          </li>
        ))}
      </ul>
      {error && <p id={ids.error} role="alert" className="gr-join__error">{error}</p>}
      <button type="submit" className="gr-button" disabled={sending || images.busy}>{t('join.send')}</button>
    </form>
  );
}
