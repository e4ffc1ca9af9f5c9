import { AVAILABILITY_STALE_MS, type Availability, type AvailabilityInput } from '@site/shared/desk';
import type { TicketDepartment } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { assignmentRepository as repo } from './repository.js';

export interface AssignmentSettings {
  /** Open tickets plus open chats an agent is given at most by assignment. */
  cap: number;
  /** An agent offline (or whose desk went silent) this long gives their open work back. */
  releaseAfterMs: number;
}

/** What a piece of work is assigned from: a department's ticket queue, or the chat queue (any department). */
export type Queue = { kind: 'ticket'; department: TicketDepartment } | { kind: 'chat' };

const queueKey = (queue: Queue) => (queue.kind === 'ticket' ? `tickets:${queue.department}` : 'chat');

export type AssignmentService = ReturnType<typeof createAssignmentService>;

/**
 * Round-robin assignment to online agents under a cap of open work, correct with several
 * instances on one database: the queue's row lock makes one assignment at a time per queue (so
 * the rotation is shared), and each agent's row lock, taken while their open work is counted,
 * keeps two queues from both filling an agent's last place. Runs inside the caller's transaction,
 * so the assignment commits with the work it assigns.
 */
export function createAssignmentService({ clock, settings }: { clock: Clock; settings: AssignmentSettings }) {
  return {
    settings,

    /** Picks the next online agent with room after the queue's last one; null leaves the work in the queue. */
    async pick(tx: Db, queue: Queue): Promise<string | null> {
      const key = queueKey(queue);
      const last = await repo.lockQueue(tx, key);
      const now = clock.now();
      const online = await repo.onlineAgents(tx, queue.kind === 'ticket' ? queue.department : null, new Date(now.getTime() - AVAILABILITY_STALE_MS));
      // The rotation resumes after the last agent given work, wrapping around.
      const start = last ? online.findIndex((id) => id > last) : 0;
      const order = start <= 0 ? online : [...online.slice(start), ...online.slice(0, start)];
      for (const agentId of order) {
        if (!(await repo.lockOnline(tx, agentId))) continue;
        if ((await repo.openWork(tx, agentId)) >= settings.cap) continue;
        await repo.moveQueue(tx, key, agentId, now);
        return agentId;
      }
      return null;
    },

    async availability(db: Db, accountId: string): Promise<Availability> {
      const row = await repo.availability(db, accountId);
      const stale = !row || row.seenAt.getTime() < clock.now().getTime() - AVAILABILITY_STALE_MS;
      return { state: stale ? 'offline' : row.state, auto: row?.auto ?? false, since: (row?.changedAt ?? clock.now()).toISOString() };
    },

    /** A chosen state, or the idle timer's `away` (and the input that ends it); also the desk's heartbeat. */
    async setAvailability(db: Db, accountId: string, { state, auto = false }: AvailabilityInput): Promise<Availability> {
      const row = await repo.setAvailability(db, accountId, state, auto, clock.now());
      return { state: row.state, auto: row.auto, since: row.changedAt.toISOString() };
    },

    /** Agents whose work goes back to the queue now. */
    gone: (db: Db) => repo.goneSince(db, new Date(clock.now().getTime() - settings.releaseAfterMs)),
  };
}
