/** The API's messages about editing content (the console shows the same texts). */
export const contentEditingMessagesEn = {
  unknownType: 'This kind of content does not exist.',
  noDraft: 'There is no draft to publish.',
  missingTranslation: 'Some fields are filled in one language only: {{fields}}. Translate them, or publish anyway.',
  scheduleInPast: 'Choose a publishing time in the future.',
  previewInvalid: 'This preview link is not valid or has expired.',
};

export type ContentEditingMessages = typeof contentEditingMessagesEn;

export const contentEditingMessagesAr: ContentEditingMessages = {
  unknownType: 'هذا النوع من المحتوى غير موجود.',
  noDraft: 'لا توجد مسودة للنشر.',
  missingTranslation: 'بعض الحقول مكتوبة بلغة واحدة فقط: {{fields}}. ترجمها أو انشر على أي حال.',
  scheduleInPast: 'اختر وقت نشر في المستقبل.',
  previewInvalid: 'رابط المعاينة هذا غير صالح أو انتهت صلاحيته.',
};
