import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ChatConversationRow, chatConversations } from '../../db/schema/index.js';
import { chatRepository as repo } from './repository.js';

const BATCH = 100;

/**
 * The open conversations of agents who went away for long go to the next online agent with room,
 * or back to the inbox's queue. Locked batches (skipping rows another instance holds).
 */
export async function releaseConversations(
  db: Db,
  agentIds: string[],
  assign: (tx: Db) => Promise<string | null>,
  announce: (row: ChatConversationRow) => Promise<void>,
  signal?: AbortSignal,
): Promise<number> {
  if (agentIds.length === 0) return 0;
  let released = 0;
  while (!signal?.aborted) {
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: chatConversations.id })
        .from(chatConversations)
        .where(and(inArray(chatConversations.assigneeId, agentIds), eq(chatConversations.status, 'open')))
        .orderBy(asc(chatConversations.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: ChatConversationRow[] = [];
      for (const { id } of rows) done.push((await repo.update(tx, id, { assigneeId: await assign(tx) }))!);
      return done;
    });
    if (changed.length === 0) break;
    released += changed.length;
    for (const row of changed) await announce(row);
  }
  return released;
}
