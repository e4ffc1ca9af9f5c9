import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { tickets } from '../schema/index.js';
import { findAccountByEmail } from '../../services/accounts.js';

const DAY = 86_400_000;

export async function seedTickets(db: Db): Promise<void> {
  const client = await findAccountByEmail(db, 'demo@example.com');
  const agent = await findAccountByEmail(db, 'agent@example.com');
  if (!client) return;
  const [existing] = await db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, client.id));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.insert(tickets).values([
    {
      ownerId: client.id,
      assigneeId: agent?.id ?? null,
      type: 'technical',
      category: 'Technical support',
      subject: 'Unable to upload images to my join request',
      details: 'The upload stops at 80% for PNG files around 1.5 MB. I tried Chrome and Safari.',
      urgent: true,
      status: 'in_progress',
      createdAt: new Date(now - 3 * DAY),
      updatedAt: new Date(now - 2 * DAY),
    },
    {
      ownerId: client.id,
      assigneeId: null,
      type: 'billing',
      category: 'Billing',
      subject: 'طلب فاتورة ضريبية لاشتراك شهر مارس',
      details: 'أرجو إرسال فاتورة ضريبية باسم الشركة مع الرقم الضريبي لاشتراك شهر مارس.',
      urgent: false,
      status: 'new',
      createdAt: new Date(now - DAY),
      updatedAt: new Date(now - DAY),
    },
    {
      ownerId: client.id,
      assigneeId: agent?.id ?? null,
      type: 'inquiry',
      category: 'Sales',
      subject: 'Question about upgrading to the yearly plan',
      details: 'Is the price difference prorated if I upgrade in the middle of the month?',
      urgent: false,
      status: 'resolved',
      rating: 5,
      createdAt: new Date(now - 10 * DAY),
      updatedAt: new Date(now - 8 * DAY),
    },
  ]);
}
