import { count, isNull } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cannedResponses } from '../schema/index.js';

/** The shared saved replies every agent starts with (personal ones are each agent's own). */
const SHARED = [
  {
    shortcut: 'greeting',
    department: null,
    titleEn: 'Greeting',
    titleAr: 'ترحيب',
    bodyEn: 'Hello {client.name}, thank you for contacting us. My name is {agent.name} and I will help you with this.',
    bodyAr: 'مرحبًا {client.name}، شكرًا لتواصلك معنا. معك {agent.name} وسأساعدك في ذلك.',
  },
  {
    shortcut: 'received',
    department: null,
    titleEn: 'Request received',
    titleAr: 'تم استلام الطلب',
    bodyEn: 'Hello {client.name}, we received ticket #{ticket.number} and are looking into it.',
    bodyAr: 'مرحبًا {client.name}، استلمنا التذكرة رقم {ticket.number} ونعمل على دراستها.',
  },
  {
    shortcut: 'resolved',
    department: null,
    titleEn: 'Marked as resolved',
    titleAr: 'تم الحل',
    bodyEn: 'We believe this is now solved. If anything is still wrong, just reply and we will pick it up again. — {agent.name}',
    bodyAr: 'نعتقد أن المشكلة حُلّت. إن بقي أي شيء فردّ على هذه الرسالة وسنتابعه من جديد. — {agent.name}',
  },
  {
    shortcut: 'invoice',
    department: 'billing' as const,
    titleEn: 'Invoice copy',
    titleAr: 'نسخة من الفاتورة',
    bodyEn: 'Hello {client.name}, a copy of your invoice is attached. Please tell us if any detail needs correcting.',
    bodyAr: 'مرحبًا {client.name}، مرفقة نسخة من فاتورتك. أخبرنا إن كان أي تفصيل يحتاج إلى تصحيح.',
  },
  {
    shortcut: 'logs',
    department: 'technical' as const,
    titleEn: 'Ask for logs',
    titleAr: 'طلب السجلات',
    bodyEn: 'To find the cause, could you attach a screenshot of the error and the time it happened?',
    bodyAr: 'لمعرفة السبب، هل يمكنك إرفاق لقطة شاشة للخطأ ووقت حدوثه؟',
  },
];

/** Seeds the shared replies once (an installation that removed or changed them keeps its own). */
export async function seedCannedResponses(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(cannedResponses).where(isNull(cannedResponses.ownerId));
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(cannedResponses).values(SHARED);
}
