import type { UploadMessages } from './en';

export const ar: UploadMessages = {
  tooLarge: 'حجم الملف كبير جدًا. الحد الأقصى للحجم {{limit}}.',
  typeNotAllowed: 'نوع هذا الملف غير مسموح به. الأنواع المسموح بها: {{types}}.',
  contentMismatch: 'هذا الملف ليس ملف {{type}} حقًا: محتواه من نوع آخر. الأنواع المسموح بها: {{types}}.',
  empty: 'الملف فارغ.',
  fileRequired: 'اختر ملفًا لرفعه.',
  tooManyPending: 'هناك ملفات مرفوعة كثيرة لم تُرسل بعد. أرسل بعضها أو احذفه ثم حاول مرة أخرى.',
  quotaReached: 'لقد رفعت الحد المسموح به لهذا اليوم. يرجى المحاولة غدًا.',
  noSpace: 'لا يمكن استلام الملفات الآن. يرجى المحاولة لاحقًا.',
};
