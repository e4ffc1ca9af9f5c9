/** Refusals of the chat, in both languages (the API renders them in the socket's language). */
export const chatMessagesEn = {
  tooFast: 'You are sending messages too quickly. Please wait a minute and try again.',
  tooManyVisitors: 'Too many chats were started from your connection. Please try again later.',
  closed: 'This conversation is closed. Send a new message to start another one.',
  conversationNeeded: 'Choose a conversation first.',
  contactNeeded: 'Leave a name, an email or a phone number.',
} as const;

export const chatMessagesAr: Record<keyof typeof chatMessagesEn, string> = {
  tooFast: 'أنت ترسل الرسائل بسرعة كبيرة. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  tooManyVisitors: 'بدأت محادثات كثيرة من اتصالك. يرجى المحاولة لاحقًا.',
  closed: 'هذه المحادثة مغلقة. أرسل رسالة جديدة لبدء محادثة أخرى.',
  conversationNeeded: 'اختر محادثة أولًا.',
  contactNeeded: 'اترك اسمًا أو بريدًا إلكترونيًا أو رقم هاتف.',
};
