import { useRef, useState } from 'react';
import { CHAT_LIMITS } from '@site/shared/chat';
import { Button, Checkbox } from '@site/shared/ui';
import { CannedTextarea, type CannedContext } from '../../../components/canned/canned-textarea';
import { ReviewNewerDialog } from '../../../components/review-newer-dialog';
import { usePortalT } from '../../../locales';
import { newClientId } from '../api/chat-requests';

interface ReplyBoxProps {
  onSend: (text: string, clientId: string, asNote: boolean) => Promise<boolean>;
  disabled: boolean;
  canned: CannedContext;
  /** Whether the client wrote since the agent opened or last reviewed the conversation. */
  newer: { newer: boolean; markSeen: () => void };
  onTyping: () => void;
}

/**
 * The reply box: Enter sends, Shift+Enter adds a line; a failed send keeps the text. `/` inserts
 * a saved reply; the note switch makes it an internal note; a newer client message asks first.
 */
export function ReplyBox({ onSend, disabled, canned, newer, onTyping }: ReplyBoxProps) {
  const { t } = usePortalT();
  const [text, setText] = useState('');
  const [asNote, setAsNote] = useState(false);
  const [asking, setAsking] = useState(false);
  const clientId = useRef(newClientId());
  const send = async () => {
    newer.markSeen();
    // The same id until it is sent: trying again after a lost answer cannot send it twice.
    if (await onSend(text, clientId.current, asNote)) {
      setText('');
      clientId.current = newClientId();
    }
  };
  const submit = async () => {
    if (!text.trim()) return;
    if (newer.newer && !asNote) setAsking(true);
    else await send();
  };
  return (
    <form
      className={`ib-reply${asNote ? ' ib-reply--note' : ''}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Checkbox label={t('inbox.note.toggle')} checked={asNote} onChange={(event) => setAsNote(event.currentTarget.checked)} />
      <label htmlFor="ib-reply-text" className="pt-label">{t(asNote ? 'inbox.note.label' : 'inbox.reply.label')}</label>
      <CannedTextarea
        id="ib-reply-text"
        className="ui-input"
        rows={3}
        dir="auto"
        maxLength={CHAT_LIMITS.textMax}
        value={text}
        aria-describedby="ib-reply-hint"
        disabled={disabled}
        canned={canned}
        onChange={(value) => {
          setText(value);
          onTyping();
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            void submit();
          }
        }}
      />
      <p id="ib-reply-hint" className="pt-muted">{t('inbox.reply.hint')} {t('canned.hint')}</p>
      <div className="pt-actions">
        <Button type="submit" disabled={disabled || !text.trim()}>{t(asNote ? 'inbox.note.submit' : 'inbox.reply.submit')}</Button>
      </div>
      <ReviewNewerDialog
        open={asking}
        scope="inbox"
        onReview={() => {
          newer.markSeen();
          setAsking(false);
        }}
        onSend={() => {
          setAsking(false);
          void send();
        }}
      />
    </form>
  );
}
