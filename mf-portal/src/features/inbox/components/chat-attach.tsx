import { CHAT_UPLOAD_PURPOSE, type ChatMessage, chatKindAccepts } from '@site/shared/chat';
import { useLang } from '@site/shared/i18n';
import type { UploadedFile } from '@site/shared/types';
import { formatFileSize, formatTypeList, policyFor } from '@site/shared/uploads';
import { usePortalT } from '../../../locales';
import { AttachmentPicker } from '../../../components/attachments/attachment-picker';
import { useAttachments } from '../../../components/attachments/use-attachments';
import { chatRequests, newClientId } from '../api/chat-requests';

/** Files in flight at once: each is its own message, so this bounds the list, not the conversation. */
const AT_ONCE = 5;

/** Sends an uploaded file as a photo, a video or a file by the type its bytes show. */
export function sendUploaded(conversationId: string, uploaded: UploadedFile): Promise<ChatMessage> {
  const kind = (['photo', 'video'] as const).find((k) => chatKindAccepts(k, uploaded.type)) ?? 'file';
  return chatRequests.send(conversationId, newClientId(), { kind, uploadId: uploaded.id });
}

/**
 * The ticket form's picker (drop zone, previews, progress) for a conversation: each file that
 * arrives is sent as its own message and leaves the list; one that cannot be sent stays there.
 * Mount it per conversation (key) so an upload never lands in another one.
 */
export function ChatAttachments({ send }: { send: (uploaded: UploadedFile) => Promise<boolean> }) {
  const { t } = usePortalT();
  const lang = useLang();
  const policy = policyFor(CHAT_UPLOAD_PURPOSE);
  const attachments = useAttachments(AT_ONCE, {
    purpose: CHAT_UPLOAD_PURPOSE,
    onUploaded: (key, uploaded) => void send(uploaded).then((sent) => sent && attachments.remove(key)),
  });
  return (
    <div className="ib-attach">
      <AttachmentPicker
        attachments={attachments}
        max={AT_ONCE}
        purpose={CHAT_UPLOAD_PURPOSE}
        label={t('inbox.attach')}
        hint={t('inbox.attachHint', { types: formatTypeList(policy.types, lang), size: formatFileSize(policy.maxBytes, lang) })}
      />
    </div>
  );
}
