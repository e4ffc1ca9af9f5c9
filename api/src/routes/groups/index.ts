import type { FastifyPluginCallback } from 'fastify';
import type { GroupSummary, Page } from '@site/shared/types';
import { count, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type GroupText, groups } from '../../db/schema/index.js';
import type { ZodTypeProvider } from '../../lib/zod-provider.js';
import { pageQuerySchema } from '../../schemas/common.js';

const querySchema = pageQuerySchema.extend({ q: z.string().trim().max(100).optional() });

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Public list of groups; text in the request language, search over both languages. */
const groupRoutes: FastifyPluginCallback = (base, _options, done) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  app.get('/', { schema: { querystring: querySchema } }, async (request): Promise<Page<GroupSummary>> => {
    const { page, pageSize, q } = request.query;
    const lang = request.lang;
    const pick = (text: GroupText) => text[lang] || text.en;
    const where = q
      ? sql`(${groups.name}->>'ar' ilike ${`%${escapeLike(q)}%`} or ${groups.name}->>'en' ilike ${`%${escapeLike(q)}%`})`
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(groups)
        .where(where)
        .orderBy(desc(groups.createdAt), groups.slug)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ n: count() }).from(groups).where(where),
    ]);
    return {
      items: rows.map((g) => ({
        id: g.id,
        name: pick(g.name),
        type: pick(g.type),
        categories: g.categories.map(pick),
        location: pick(g.location),
        speciality: pick(g.speciality),
        rating: Number(g.rating),
        membersCount: g.membersCount,
        status: g.status,
        createdAt: g.createdAt.toISOString(),
        image: g.image,
      })),
      page,
      pageSize,
      total: total?.n ?? 0,
    };
  });
  done();
};

export default groupRoutes;
