import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { unseal } from '../keys.js';
import type { SealedMessage } from './index.js';

/** The latest messages queued for one recipient (E.164 phone or lower-case email), newest first, unsealed. */
export async function latestMessages(db: Db, sealKey: Buffer, to: string, limit = 10) {
  const rows = await db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt)).limit(limit);
  return rows.map((m) => {
    const opened = unseal(sealKey, m.body);
    const message = opened ? (JSON.parse(opened) as SealedMessage) : { text: '', code: null };
    return {
      id: m.id,
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      body: message.text,
      code: message.code,
      purpose: m.purpose,
      createdAt: m.createdAt.toISOString(),
    };
  });
}
