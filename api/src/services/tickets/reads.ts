import { can } from '@site/shared/permissions';
import type { TicketDetail, TicketListPage } from '@site/shared/types';
import type { TicketListQuery } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { UploadService } from '../uploads/service.js';
import { type Viewer, roleOf } from './access.js';
import { type SummaryRow, toDetail, toSummary } from './mappers.js';
import { cursorsOf, listFrom } from './list-cursors.js';
import type { ListFrom } from './list-statements.js';
import { type TicketReadCache, cacheTag } from './read-cache.js';
import { ticketRepository as repo } from './repository.js';
import { REPLY_FILES, TICKET_FILES } from './files.js';

/** A ticket and the lists as a viewer reads them, answered from the read cache where it can. */
export function createTicketReads({ db, clock, uploads, cache }: { db: Db; clock: Clock; uploads: UploadService; cache: TicketReadCache }) {
  const detail = (viewer: Viewer, id: string): Promise<TicketDetail | null> =>
    cache.detail(viewer.id, id, async () => ({ value: await loadDetail(viewer, id) }));

  /**
   * The four reads go out at once, one round trip instead of three in a row: the ticket (none if
   * the viewer may not see it), its replies and notes, its events, and the files of the ticket
   * and of every reply. The notes are then kept only for support on the ticket.
   */
  async function loadDetail(viewer: Viewer, id: string): Promise<TicketDetail | null> {
    const [row, all, events, files] = await Promise.all([
      repo.findVisible(db, viewer, id),
      repo.replies(db, id),
      repo.events(db, id),
      uploads.listAttached({ [TICKET_FILES]: [id], [REPLY_FILES]: repo.replyIds(db, id) }),
    ]);
    if (!row) return null;
    const viewerRole = roleOf(viewer, row.ticket);
    const replies = viewerRole === 'agent' ? all : all.filter(({ reply }) => !reply.internal);
    return toDetail({
      row,
      viewerRole,
      now: clock.now(),
      attachments: files.get(id) ?? [],
      replies: replies.map((reply) => ({ ...reply, attachments: files.get(reply.reply.id) ?? [] })),
      events,
    });
  }

  async function loadList(viewer: Viewer, query: TicketListQuery, from: ListFrom, cached: boolean) {
    // An agent's incoming box also lists the unassigned tickets of their departments.
    const departments = can(viewer.role, 'support.work') && query.box === 'incoming' ? repo.departments(db, viewer.id) : Promise.resolve([]);
    const queues = async () => (await departments).map(cacheTag.queue);
    const { box, status, q, starred, sla } = query;
    const filters = { box, status, q, starred, sla };
    const now = clock.now();
    const countNow = async () => ({ value: await repo.count(db, viewer, filters, now), depends: await queues() });
    const [rows, total, depends] = await Promise.all([
      repo.page(db, viewer, query, now, from),
      cached ? cache.count(viewer.id, box, filters, countNow) : countNow().then(({ value }) => value),
      queues(),
    ]);
    // Support reads each ticket's service level as it stands now; a client never sees one.
    const slaAt = (row: SummaryRow) => (can(viewer.role, 'support.work') && row.ticket.ownerId !== viewer.id ? now : null);
    const items = rows.map((row) => toSummary(row, slaAt(row)));
    return { value: { items, page: query.page, pageSize: query.pageSize, total, cursors: cursorsOf(rows) }, depends };
  }

  return {
    detail,

    /**
     * One page of a list. A cursor is part of the query, so each is kept apart in the cache, under
     * the same box tag as the page numbers: a change to the box drops them all.
     */
    list: async (viewer: Viewer, query: TicketListQuery): Promise<TicketListPage> => {
      const from = listFrom(query);
      // What is breaching changes with the clock, not with any change a tag would report: the
      // service-level filters are read from the database each time.
      if (query.sla && can(viewer.role, 'support.work')) return (await loadList(viewer, query, from, false)).value;
      return cache.list(viewer.id, query.box, query, () => loadList(viewer, query, from, true));
    },
  };
}
