import { type DragEvent, type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { uploadFile } from '@site/shared/api/upload';
import { CHAT_UPLOAD_PURPOSE, type ChatContent } from '@site/shared/chat';
import { currentLocation, type Recording, useVoiceRecorder } from '@site/shared/chat/device';
import { formatDuration, useChatMessageT } from '@site/shared/chat/message-body';
import type { Lang } from '@site/shared/lang';
import { acceptAttribute, checkFile, formatFileSize, policyFor } from '@site/shared/uploads';
import { useChatT } from '../../../locales';
import { uploadHeaders } from '../api/connection';

interface Props {
  lang: Lang;
  onSend: (content: ChatContent) => void;
  onTyping: () => void;
}

const TYPING_EVERY_MS = 3_000;
const kindOf = (type: string) => (type.startsWith('image/') ? 'photo' : type.startsWith('video/') ? 'video' : 'file');

/**
 * Writes and sends: text (Enter sends, Shift+Enter breaks the line), an attachment (picker or
 * drop, previewed, checked against the chat limit before the upload, progress while it goes),
 * the current location, or a voice note.
 */
export function Composer({ lang, onSend, onTyping }: Props) {
  const { t } = useChatT({ lng: lang });
  const { t: messageT } = useChatMessageT({ lng: lang });
  const inputId = useId();
  const noteId = useId();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [voice, setVoice] = useState<Recording | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const lastTyping = useRef(0);
  const recorder = useVoiceRecorder();
  const limit = formatFileSize(policyFor(CHAT_UPLOAD_PURPOSE).maxBytes, lang);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refused = checkFile(chosen, CHAT_UPLOAD_PURPOSE, lang);
    setProblem(refused ? t(refused.code, { ns: 'uploads', ...refused.params }) : null);
    setFile(refused ? null : chosen);
  };

  const upload = async (blob: Blob, content: (id: string) => ChatContent) => {
    setProgress(0);
    try {
      const stored = await uploadFile(blob, CHAT_UPLOAD_PURPOSE, { silent: true, headers: uploadHeaders(), onProgress: (loaded, total) => setProgress(total ? Math.round((loaded / total) * 100) : 0) });
      onSend(content(stored.id));
      setFile(null);
      setVoice(null);
      setProblem(null);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setProgress(null);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (file) return void upload(file, (uploadId) => ({ kind: kindOf(file.type), uploadId }));
    if (voice) return void upload(voice.blob, (uploadId) => ({ kind: 'voice', uploadId, durationMs: Math.round(voice.durationMs) }));
    const body = text.trim();
    if (!body) return;
    onSend({ kind: 'text', text: body });
    setText('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const onInput = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      onTyping();
    }
  };

  const shareLocation = async () => {
    const location = await currentLocation();
    setProblem(location ? null : t('errors.geolocation'));
    if (location) onSend(location);
  };

  const record = async () => {
    if (recorder.recording) return setVoice(await recorder.stop());
    setProblem((await recorder.start()) ? null : t('errors.microphone'));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  const busy = progress !== null;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : voice ? URL.createObjectURL(voice.blob) : null), [file, voice]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <form
      className={`ch-composer${dragging ? ' ch-composer--drop' : ''}`}
      onSubmit={submit}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {dragging && <p className="ch-composer__drop">{t('composer.drop')}</p>}
      {problem && <p className="ch-composer__problem" role="alert">{problem}</p>}
      {(file || voice) && preview && (
        <div className="ch-preview">
          {file?.type.startsWith('image/') && <img className="msg-media" src={preview} alt={file.name} />}
          {file?.type.startsWith('video/') && <video className="msg-media" src={preview} controls aria-label={file.name} />}
          {file && !/^(image|video)\//.test(file.type) && <span>{file.name} ({formatFileSize(file.size, lang)})</span>}
          {voice && <audio src={preview} controls aria-label={messageT('voice', { duration: formatDuration(voice.durationMs, lang) })} />}
          {busy && <progress max={100} value={progress} aria-label={t('composer.uploading', { percent: progress })} />}
          <div className="ch-preview__actions">
            <button type="button" className="ch-text-button" disabled={busy} onClick={() => (setFile(null), setVoice(null))}>{t('composer.cancel')}</button>
            <button type="submit" className="ch-text-button ch-text-button--primary" disabled={busy}>{t('composer.sendFile')}</button>
          </div>
        </div>
      )}
      {recorder.recording && (
        <p className="ch-recording" role="status">
          {t('composer.recording', { time: formatDuration(recorder.elapsedMs, lang) })}{' '}
          <button type="button" className="ch-text-button" onClick={recorder.cancel}>{t('composer.cancel')}</button>
        </p>
      )}
      <div className="ch-composer__row">
        <label className="ch-visually-hidden" htmlFor={inputId}>{t('composer.label')}</label>
        <textarea
          id={inputId}
          className="ch-composer__input"
          rows={1}
          dir="auto"
          value={text}
          placeholder={t('composer.placeholder')}
          aria-describedby={noteId}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="ch-icon-button ch-composer__send" aria-label={t('composer.send')} disabled={busy}>
          <span aria-hidden="true">➤</span>
        </button>
      </div>
      <div className="ch-composer__tools">
        <input ref={picker} type="file" hidden accept={acceptAttribute(CHAT_UPLOAD_PURPOSE)} onChange={(event) => (choose(event.target.files?.[0]), (event.target.value = ''))} />
        <button type="button" className="ch-text-button" onClick={() => picker.current?.click()}>{t('composer.attach')}</button>
        <button type="button" className="ch-text-button" onClick={() => void shareLocation()}>{t('composer.location')}</button>
        <button type="button" className="ch-text-button" aria-pressed={recorder.recording} onClick={() => void record()}>
          {t(recorder.recording ? 'composer.stop' : 'composer.record')}
        </button>
        <span className="ch-composer__note" id={noteId}>{t('composer.limit', { limit })}</span>
      </div>
    </form>
  );
}
