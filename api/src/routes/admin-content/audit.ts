import type { FastifyRequest } from 'fastify';
import type { ContentType } from '@site/shared/content-editing';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { recordAudit } from '../../services/audit/service.js';
import type { ContentEditingService } from '../../services/content-editing/service.js';

/** An item as the audit log keeps it: the live row, the draft and its schedule (null when it does not exist). */
async function snapshot(content: ContentEditingService, type: ContentType, id: string) {
  try {
    const item = await content.item(type, id);
    return { live: item.live, draft: item.draft?.data ?? null, publishAt: item.draft?.publishAt ?? null };
  } catch {
    return null;
  }
}

/**
 * Wraps a content write so it is audited as `content.<verb>`, with the item before and after. The
 * entry is written once the write has succeeded (the content service keeps its own transactions);
 * a refused write leaves no entry.
 */
export function contentAudit({ db, clock, content }: { db: Db; clock: Clock; content: ContentEditingService }) {
  return async <T>(request: FastifyRequest, verb: string, item: { type: ContentType; id: string }, write: () => Promise<T>): Promise<T> => {
    const before = await snapshot(content, item.type, item.id);
    const result = await write();
    const after = await snapshot(content, item.type, item.id);
    await recordAudit(db, clock, {
      actorId: request.auth!.account.id,
      action: `content.${verb}`,
      target: { type: `content.${item.type}`, id: item.id },
      from: { ip: request.ip, userAgent: request.headers['user-agent'] },
      before,
      after,
    });
    return result;
  };
}
