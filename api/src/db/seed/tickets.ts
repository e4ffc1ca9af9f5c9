import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { DEFAULT_SLA_POLICIES } from '@site/shared/tickets';
import { agentDepartments, slaPolicies, ticketEvents, ticketReplies, tickets } from '../schema/index.js';
import { findAccountByEmail } from '../../services/accounts/repository.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Which departments each demo agent works in: the first covers technical and sales, the second billing. */
const AGENT_DEPARTMENTS = [
  { email: 'agent@example.com', departments: ['technical', 'sales', 'general'] as const },
  { email: 'agent2@example.com', departments: ['billing', 'general'] as const },
];

async function seedAgentDepartments(db: Db): Promise<void> {
  for (const { email, departments } of AGENT_DEPARTMENTS) {
    const agent = await findAccountByEmail(db, email);
    if (!agent) continue;
    await db
      .insert(agentDepartments)
      .values(departments.map((department) => ({ accountId: agent.id, department })))
      .onConflictDoNothing();
  }
}

/** The service-level targets every desk starts with (kept once changed: a stored row is never overwritten). */
async function seedSlaPolicies(db: Db): Promise<void> {
  await db.insert(slaPolicies).values(DEFAULT_SLA_POLICIES.map((policy) => ({ ...policy }))).onConflictDoNothing();
}

/** The demo client's tickets: one being worked on, one waiting in the billing queue, one resolved and rated. */
export async function seedTickets(db: Db): Promise<void> {
  await seedSlaPolicies(db);
  await seedAgentDepartments(db);
  const client = await findAccountByEmail(db, 'demo@example.com');
  const agent = await findAccountByEmail(db, 'agent@example.com');
  if (!client || !agent) return;
  const [existing] = await db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, client.id));
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const at = (ago: number) => new Date(now - ago);
  const mine = { ownerId: client.id, openedById: client.id };

  await db.transaction(async (tx) => {
    const [working, , resolved] = await tx
      .insert(tickets)
      .values([
        {
          ...mine,
          assigneeId: agent.id,
          type: 'problem',
          department: 'technical',
          subject: 'Unable to upload images to my join request',
          details: 'The upload stops at 80% for PNG files around 1.5 MB. I tried Chrome and Safari.',
          urgent: true,
          status: 'in_progress',
          replyCount: 2,
          createdAt: at(3 * DAY),
          statusChangedAt: at(3 * DAY - 2 * HOUR),
          updatedAt: at(2 * DAY),
        },
        {
          ...mine,
          type: 'request',
          department: 'billing',
          subject: 'طلب فاتورة ضريبية لاشتراك شهر مارس',
          details: 'أرجو إرسال فاتورة ضريبية باسم الشركة مع الرقم الضريبي لاشتراك شهر مارس.',
          createdAt: at(DAY),
          statusChangedAt: at(DAY),
          updatedAt: at(DAY),
        },
        {
          ...mine,
          assigneeId: agent.id,
          type: 'question',
          department: 'sales',
          subject: 'Question about upgrading to the yearly plan',
          details: 'Is the price difference prorated if I upgrade in the middle of the month?',
          status: 'resolved',
          autoClose: true,
          rating: 5,
          ratingComment: 'Clear and quick answer, thank you.',
          replyCount: 1,
          createdAt: at(4 * DAY),
          statusChangedAt: at(2 * DAY),
          updatedAt: at(2 * DAY - HOUR),
        },
      ])
      .returning();
    await tx.insert(ticketReplies).values([
      { ticketId: working!.id, authorId: agent.id, body: 'Thanks for the details. Could you send a screenshot of the upload progress bar?', createdAt: at(3 * DAY - 2 * HOUR) },
      { ticketId: working!.id, authorId: client.id, body: 'It stops right after 80%, and the same happens on my phone.', createdAt: at(2 * DAY) },
      { ticketId: resolved!.id, authorId: agent.id, body: 'Yes: you pay only the difference for the days left in the month.', createdAt: at(2 * DAY) },
    ]);
    await tx.insert(ticketEvents).values([
      { ticketId: working!.id, actorId: agent.id, kind: 'status', fromStatus: 'new', toStatus: 'in_progress', createdAt: at(3 * DAY - 2 * HOUR) },
      { ticketId: resolved!.id, actorId: agent.id, kind: 'status', fromStatus: 'new', toStatus: 'resolved', createdAt: at(2 * DAY) },
      { ticketId: resolved!.id, actorId: client.id, kind: 'rated', createdAt: at(2 * DAY - HOUR) },
    ]);
  });
}
