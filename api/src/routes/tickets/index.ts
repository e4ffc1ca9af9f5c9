import type { FastifyPluginCallback } from 'fastify';
import type { Page, TicketSummary } from '@site/shared/types';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accounts, tickets } from '../../db/schema/index.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { requireAuth } from '../../plugins/auth.js';
import { pageQuerySchema } from '../../schemas/common.js';

const assignee = alias(accounts, 'assignee');

const ticketRoutes: FastifyPluginCallback = (base, _options, done) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  /** The signed-in user's own tickets, newest activity first. */
  app.get('/', { preHandler: app.authenticate, schema: { querystring: pageQuerySchema } }, async (request): Promise<Page<TicketSummary>> => {
    const { account } = requireAuth(request);
    const { page, pageSize } = request.query;
    const [rows, [total]] = await Promise.all([
      db
        .select({ ticket: tickets, assigneeName: assignee.fullName })
        .from(tickets)
        .leftJoin(assignee, eq(assignee.id, tickets.assigneeId))
        .where(eq(tickets.ownerId, account.id))
        .orderBy(desc(tickets.updatedAt), desc(tickets.number))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(tickets).where(eq(tickets.ownerId, account.id)),
    ]);
    return {
      items: rows.map(({ ticket, assigneeName }) => ({
        id: ticket.id,
        number: ticket.number,
        type: ticket.type,
        category: ticket.category,
        subject: ticket.subject,
        urgent: ticket.urgent,
        status: ticket.status,
        assignee: assigneeName ?? null,
        updatedAt: ticket.updatedAt.toISOString(),
        createdAt: ticket.createdAt.toISOString(),
      })),
      page,
      pageSize,
      total: total?.n ?? 0,
    };
  });
  done();
};

export default ticketRoutes;
