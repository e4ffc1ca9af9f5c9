import { useEffect, useMemo, useState } from 'react';
import { uploadFile } from '@site/shared/api/upload';
import { CHAT_UPLOAD_PURPOSE, type ChatContent } from '@site/shared/chat';
import { currentLocation, type Recording, useVoiceRecorder } from '@site/shared/chat/device';
import { formatDuration, useChatMessageT } from '@site/shared/chat/message-body';
import { useLang } from '@site/shared/i18n';
import { Button } from '@site/shared/ui/core';
import { FormAlert } from '../../../components/form-alert';
import { usePortalT } from '../../../locales';

interface Props {
  disabled: boolean;
  /** Sends the content; resolves false when it was not sent (the failure is shown by the caller). */
  onSend: (name: string, content: () => Promise<ChatContent>) => Promise<boolean>;
}

/**
 * The agent's location and voice note, as the widget offers them to visitors: the location after
 * the browser's prompt; the voice note recorded (with its timer), heard back, then sent or dropped.
 */
export function DeviceButtons({ disabled, onSend }: Props) {
  const { t } = usePortalT();
  const lang = useLang();
  const { t: messageT } = useChatMessageT({ lng: lang });
  const recorder = useVoiceRecorder();
  const [voice, setVoice] = useState<Recording | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (voice ? URL.createObjectURL(voice.blob) : null), [voice]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const shareLocation = async () => {
    const location = await currentLocation();
    setProblem(location ? null : t('inbox.device.noGeolocation'));
    if (location) await onSend('location', () => Promise.resolve(location));
  };

  const record = async () => {
    if (recorder.recording) return setVoice(await recorder.stop());
    setProblem((await recorder.start()) ? null : t('inbox.device.noMicrophone'));
  };

  const sendVoice = async (recording: Recording) => {
    const sent = await onSend('voice', async () => {
      const uploaded = await uploadFile(recording.blob, CHAT_UPLOAD_PURPOSE, { silent: true });
      return { kind: 'voice', uploadId: uploaded.id, durationMs: Math.round(recording.durationMs) };
    });
    if (sent) setVoice(null);
  };

  return (
    <div className="ib-device">
      {problem && <FormAlert message={problem} />}
      {recorder.recording && (
        <p role="status" className="pt-muted">{t('inbox.device.recording', { time: formatDuration(recorder.elapsedMs, lang) })}</p>
      )}
      {voice && preview && <audio controls src={preview} aria-label={messageT('voice', { duration: formatDuration(voice.durationMs, lang) })} />}
      <div className="pt-actions">
        {voice ? (
          <>
            <Button onClick={() => void sendVoice(voice)} disabled={disabled}>{t('inbox.device.sendVoice')}</Button>
            <Button variant="ghost" onClick={() => setVoice(null)}>{t('inbox.device.cancel')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => void record()} disabled={disabled} aria-pressed={recorder.recording}>
              {t(recorder.recording ? 'inbox.device.stop' : 'inbox.device.record')}
            </Button>
            {recorder.recording && <Button variant="ghost" onClick={recorder.cancel}>{t('inbox.device.cancel')}</Button>}
            {!recorder.recording && (
              <Button variant="secondary" onClick={() => void shareLocation()} disabled={disabled}>{t('inbox.device.location')}</Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
