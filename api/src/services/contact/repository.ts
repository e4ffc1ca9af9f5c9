import { eq } from 'drizzle-orm';
import type { ContactInput } from '@site/shared/validation';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema/content.js';
import type { Lang } from '../../i18n/index.js';

export type StoredContactMessage = ContactInput & { id: string; createdAt: string };

export function contactRepository(db: Db) {
  return {
    async create(input: ContactInput, meta: { ip: string; lang: Lang; now: Date }): Promise<{ id: string }> {
      const [row] = await db
        .insert(contactMessages)
        .values({ ...input, ip: meta.ip, lang: meta.lang, createdAt: meta.now })
        .returning({ id: contactMessages.id });
      if (!row) throw new Error('contact message insert returned no row');
      return row;
    },

    async find(id: string): Promise<StoredContactMessage | null> {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) return null;
      return { id: row.id, name: row.name, mobile: row.mobile, email: row.email, message: row.message, createdAt: row.createdAt.toISOString() };
    },
  };
}
