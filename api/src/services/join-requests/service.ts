import { and, eq } from 'drizzle-orm';
import type { JoinRequest, JoinRequestInput } from '@site/shared/listings';
import type { Db } from '../../db/client.js';
import { joinRequests } from '../../db/schema/index.js';
import type { Lang } from '../../i18n/index.js';
import type { Clock } from '../../lib/clock.js';
import { Conflict, notFound } from '../../lib/errors.js';
import type { Principal } from '../identity/index.js';
import type { UploadService } from '../uploads/service.js';
import { joinRequestRepository, type JoinRequestJoined } from './repository.js';

/** Upload attachment kind of a join request's images. */
export const JOIN_FILES = 'join-request';

export type JoinRequestService = ReturnType<typeof createJoinRequestService>;

/** Tells the accounts concerned (the requester and the group's manager) that request `id` changed. */
export type AnnounceJoinRequest = (accountIds: Array<string | null>, id: string) => void;

/** A request sent or decided, as the notifications see it. */
export interface JoinRequestEvent {
  kind: 'created' | 'approved' | 'rejected';
  listingId: string;
  requesterId: string;
  message: string;
}

/** Queues the notifications of a request, inside the transaction that stores it (nothing by default). */
export type NotifyJoinRequest = (tx: Db, event: JoinRequestEvent) => Promise<void>;

export function createJoinRequestService({
  db, clock, uploads, announce, notify = () => Promise.resolve(),
}: { db: Db; clock: Clock; uploads: UploadService; announce: AnnounceJoinRequest; notify?: NotifyJoinRequest }) {
  const repo = joinRequestRepository(db);

  async function describe(rows: JoinRequestJoined[], lang: Lang): Promise<JoinRequest[]> {
    const files = await uploads.listAttached({ [JOIN_FILES]: rows.map((r) => r.request.id) });
    return rows.map(({ request: r, group, requester }) => ({
      id: r.id,
      group: { id: group.slug, name: group.name[lang] || group.name.en },
      requester,
      message: r.message,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
      images: (files.get(r.id) ?? []).map(({ id, name, url }) => ({ id, name, url })),
    }));
  }

  return {
    /** A closed group takes no requests; an account has at most one open request per group. */
    async create(principal: Principal & { id: string }, groupSlug: string, input: JoinRequestInput, lang: Lang): Promise<JoinRequest> {
      const group = await repo.group(groupSlug);
      if (!group) throw notFound();
      if (group.status === 'closed') throw new Conflict('joinRequests.closed');
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(joinRequests)
          .values({ listingId: group.id, accountId: principal.id, message: input.message, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: joinRequests.id });
        if (!row) throw new Conflict('joinRequests.alreadyOpen');
        if (input.images.length > 0) await uploads.attach(tx, { ids: input.images, principal, purpose: 'join-request-image', to: { kind: JOIN_FILES, id: row.id } }, 'images');
        await notify(tx, { kind: 'created', listingId: group.id, requesterId: principal.id, message: input.message });
        return row.id;
      });
      announce([principal.id, group.managerId], id);
      const [created] = await describe([(await repo.visible(principal.id, id))!], lang);
      return created!;
    },

    mine: async (accountId: string, lang: Lang) => describe(await repo.mine(accountId), lang),
    managed: async (accountId: string, lang: Lang) => describe(await repo.managedBy(accountId), lang),

    /** Only the group's manager decides, once; anyone else is told the request does not exist. */
    async decide(accountId: string, id: string, decision: 'approved' | 'rejected', lang: Lang): Promise<JoinRequest> {
      const row = await repo.visible(accountId, id);
      if (!row || row.group.managerId !== accountId) throw notFound();
      const updated = await db.transaction(async (tx) => {
        const [changed] = await tx
          .update(joinRequests)
          .set({ status: decision, decidedAt: clock.now() })
          .where(and(eq(joinRequests.id, id), eq(joinRequests.status, 'pending')))
          .returning({ listingId: joinRequests.listingId });
        if (changed) await notify(tx, { kind: decision, listingId: changed.listingId, requesterId: row.request.accountId, message: row.request.message });
        return changed;
      });
      if (!updated) throw new Conflict('joinRequests.decided');
      announce([row.request.accountId, accountId], id);
      const [after] = await describe([(await repo.visible(accountId, id))!], lang);
      return after!;
    },

    canSee: async (accountId: string, id: string) => (await repo.visible(accountId, id)) !== null,
  };
}
