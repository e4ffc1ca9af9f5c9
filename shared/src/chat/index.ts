// Named re-exports only: the API loads this source through tsx's ESM loader.
export {
  CHAT_LIMITS, CHAT_TOPIC, CHAT_INBOX_TOPIC, CHAT_VISITOR_KIND, CHAT_BOXES, CHAT_EVENTS, chatTopic, chatContentSchema,
  clientMessageIdSchema, chatPageSchema, chatRequests, CHAT_UPLOAD_PURPOSE, CHAT_KIND_TYPES, chatKindAccepts,
  type ChatContent, type ChatKind, type ChatBox, type ChatSender, type ChatMessage, type ChatConversation, type ChatContact, type ChatFileKind, type ChatReceipt,
} from './protocol';
export { chatMessagesEn, chatMessagesAr } from './messages';
export { addMessage, withHistory, type ChatHistory } from './history';
