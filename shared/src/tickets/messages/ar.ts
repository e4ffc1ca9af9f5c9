import type { TicketMessages } from './en';

export const ar: TicketMessages = {
  statuses: {
    new: 'جديدة',
    in_progress: 'قيد المعالجة',
    resolved: 'تم حلها',
    closed_by_client: 'أغلقها العميل',
  },
  types: {
    question: 'استفسار',
    problem: 'مشكلة',
    request: 'طلب خدمة',
    complaint: 'شكوى',
  },
  departments: {
    technical: 'الدعم الفني',
    billing: 'الفواتير',
    sales: 'المبيعات',
    general: 'عام',
  },
  refused: {
    notAllowed: 'هذا الإجراء غير متاح للتذكرة في حالتها الحالية. أعد تحميل التذكرة لترى ما يمكنك فعله.',
    hasReplies: 'لا يمكن تعديل التذكرة أو حذفها إلا قبل أن يرد عليها أحد.',
    reopenExpired: 'أُغلقت هذه التذكرة منذ أكثر من {{days}} يومًا ولم يعد ممكنًا إعادة فتحها. يرجى إنشاء تذكرة جديدة.',
    alreadyRated: 'تم تقييم هذه التذكرة من قبل.',
  },
};
