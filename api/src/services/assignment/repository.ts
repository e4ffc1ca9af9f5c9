import { rolesWith } from '@site/shared/permissions';
import type { AvailabilityState } from '@site/shared/desk';
import type { TicketDepartment } from '@site/shared/tickets';
import { and, asc, count, eq, exists, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accounts, agentAvailability, agentDepartments, assignmentQueues, chatConversations, tickets } from '../../db/schema/index.js';

/** Ticket statuses that are still work: resolved and closed tickets leave the agent's count. */
export const OPEN_TICKET = ['new', 'in_progress'] as const;

export const assignmentRepository = {
  /** Locks the queue's row (made on first use) and answers where its round-robin resumes. */
  async lockQueue(tx: Db, queue: string): Promise<string | null> {
    await tx.insert(assignmentQueues).values({ queue }).onConflictDoNothing();
    const [row] = await tx.select({ last: assignmentQueues.lastAccountId }).from(assignmentQueues).where(eq(assignmentQueues.queue, queue)).for('update');
    return row?.last ?? null;
  },

  async moveQueue(tx: Db, queue: string, accountId: string, now: Date): Promise<void> {
    await tx.update(assignmentQueues).set({ lastAccountId: accountId, updatedAt: now }).where(eq(assignmentQueues.queue, queue));
  },

  /** Support accounts online with a live desk, of the department (any, for chats), in a fixed order. */
  async onlineAgents(tx: Db, department: TicketDepartment | null, seenAfter: Date): Promise<string[]> {
    const rows = await tx
      .select({ id: agentAvailability.accountId })
      .from(agentAvailability)
      .innerJoin(accounts, eq(accounts.id, agentAvailability.accountId))
      .where(
        and(
          eq(agentAvailability.state, 'online'),
          gt(agentAvailability.seenAt, seenAfter),
          inArray(accounts.role, rolesWith('support.work')),
          department
            ? exists(tx.select({ one: sql`1` }).from(agentDepartments).where(and(eq(agentDepartments.accountId, agentAvailability.accountId), eq(agentDepartments.department, department))))
            : undefined,
        ),
      )
      .orderBy(asc(agentAvailability.accountId));
    return rows.map((row) => row.id);
  },

  /**
   * Locks the agent's availability row if they are still online, without waiting: a row another
   * queue's assignment holds is skipped (that agent is being given work right now), so queues
   * never wait on each other and cannot deadlock.
   */
  async lockOnline(tx: Db, accountId: string): Promise<boolean> {
    const rows = await tx
      .select({ id: agentAvailability.accountId })
      .from(agentAvailability)
      .where(and(eq(agentAvailability.accountId, accountId), eq(agentAvailability.state, 'online')))
      .for('update', { skipLocked: true });
    return rows.length > 0;
  },

  /** Open tickets and open chat conversations assigned to the agent. */
  async openWork(tx: Db, accountId: string): Promise<number> {
    const [t] = await tx.select({ n: count() }).from(tickets).where(and(eq(tickets.assigneeId, accountId), inArray(tickets.status, OPEN_TICKET)));
    const [c] = await tx.select({ n: count() }).from(chatConversations).where(and(eq(chatConversations.assigneeId, accountId), eq(chatConversations.status, 'open')));
    return (t?.n ?? 0) + (c?.n ?? 0);
  },

  async availability(db: Db, accountId: string) {
    const [row] = await db.select().from(agentAvailability).where(eq(agentAvailability.accountId, accountId));
    return row ?? null;
  },

  /** Sets the state; the change time moves only when the state does. Answers the stored row. */
  async setAvailability(db: Db, accountId: string, state: AvailabilityState, auto: boolean, now: Date) {
    const [row] = await db
      .insert(agentAvailability)
      .values({ accountId, state, auto, changedAt: now, seenAt: now })
      .onConflictDoUpdate({
        target: agentAvailability.accountId,
        set: {
          state,
          auto,
          seenAt: now,
          changedAt: sql`case when ${agentAvailability.state} = ${state} then ${agentAvailability.changedAt} else ${now} end`,
        },
      })
      .returning();
    return row!;
  },

  /** Agents offline (chosen, or a desk silent) since before `cutoff`. */
  async goneSince(db: Db, cutoff: Date): Promise<string[]> {
    const rows = await db
      .select({ id: agentAvailability.accountId })
      .from(agentAvailability)
      .where(or(and(eq(agentAvailability.state, 'offline'), lt(agentAvailability.changedAt, cutoff)), lt(agentAvailability.seenAt, cutoff)));
    return rows.map((row) => row.id);
  },
};
