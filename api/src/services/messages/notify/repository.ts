import type { Lang } from '@site/shared/lang';
import type { NotificationCategory, NotificationChannel } from '@site/shared/notifications';
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { accountDevices, accounts, agentDepartments, listings, mailSuppressions, notificationSettings, type TicketRow, tickets } from '../../../db/schema/index.js';

/** What a notification needs to know about a person. */
export interface Recipient {
  id: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  phone: string;
  phoneVerified: boolean;
  lang: Lang;
}

/** The columns of a `Recipient`. */
export const recipientColumns = {
  id: accounts.id,
  fullName: accounts.fullName,
  email: accounts.email,
  emailVerified: sql<boolean>`${accounts.emailVerifiedAt} is not null`,
  phone: accounts.phone,
  phoneVerified: accounts.phoneVerified,
  lang: accounts.lang,
};

/** The queries of notifications and preferences. Functions taking `tx` run inside the caller's transaction. */
export const notifyRepository = {
  async recipients(tx: Db, ids: string[]): Promise<Recipient[]> {
    if (ids.length === 0) return [];
    return tx.select(recipientColumns).from(accounts).where(inArray(accounts.id, [...new Set(ids)]));
  },

  async recipient(tx: Db, id: string): Promise<Recipient | null> {
    return (await notifyRepository.recipients(tx, [id]))[0] ?? null;
  },

  /**
   * The recipients with their choices for one category (channel -> on/off; a channel they never
   * chose is absent), in one query: notifications are queued inside the writer's transaction.
   */
  async recipientsChoosing(tx: Db, ids: string[], category: NotificationCategory): Promise<Array<Recipient & { choices: Partial<Record<NotificationChannel, boolean>> }>> {
    if (ids.length === 0) return [];
    // Spelled out: in a one-table select the builder leaves column names unqualified, which the subquery would misread.
    const choices = sql<Partial<Record<NotificationChannel, boolean>>>`coalesce((select json_object_agg(s.channel, s.enabled) from notification_settings s where s.account_id = accounts.id and s.category = ${category}), '{}'::json)`;
    return tx.select({ ...recipientColumns, choices }).from(accounts).where(inArray(accounts.id, [...new Set(ids)]));
  },

  async choicesOf(db: Db, accountId: string) {
    return db.select().from(notificationSettings).where(eq(notificationSettings.accountId, accountId));
  },

  async choose(db: Db, accountId: string, category: NotificationCategory, channel: NotificationChannel, enabled: boolean): Promise<void> {
    await db
      .insert(notificationSettings)
      .values({ accountId, category, channel, enabled, updatedAt: sql`now()` })
      .onConflictDoUpdate({ target: [notificationSettings.accountId, notificationSettings.category, notificationSettings.channel], set: { enabled, updatedAt: sql`now()` } });
  },

  async setLang(db: Db, accountId: string, lang: Lang): Promise<void> {
    await db.update(accounts).set({ lang }).where(eq(accounts.id, accountId));
  },

  async langOf(db: Db, accountId: string): Promise<Lang | null> {
    const [row] = await db.select({ lang: accounts.lang }).from(accounts).where(eq(accounts.id, accountId));
    return row?.lang ?? null;
  },

  /** The account behind an email address, if any (senders of replies by email, bounces). */
  async accountByEmail(db: Db, email: string): Promise<Recipient | null> {
    const [row] = await db.select(recipientColumns).from(accounts).where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`).limit(1);
    return row ?? null;
  },

  async suppress(db: Db, address: string, category: NotificationCategory): Promise<void> {
    await db.insert(mailSuppressions).values({ address: address.toLowerCase(), category }).onConflictDoNothing();
  },

  async isSuppressed(tx: Db, address: string, category: NotificationCategory): Promise<boolean> {
    const [row] = await tx
      .select({ address: mailSuppressions.address })
      .from(mailSuppressions)
      .where(and(eq(mailSuppressions.address, address.toLowerCase()), eq(mailSuppressions.category, category)));
    return row !== undefined;
  },

  /** Ids of the agents working in `department`. */
  async agentsIn(tx: Db, department: TicketRow['department']): Promise<string[]> {
    const rows = await tx.select({ id: agentDepartments.accountId }).from(agentDepartments).where(eq(agentDepartments.department, department));
    return rows.map((row) => row.id);
  },

  /** Whether the account manages any group (so it sees the managers' categories). */
  async managesAGroup(db: Db, accountId: string): Promise<boolean> {
    const [row] = await db.select({ id: listings.id }).from(listings).where(eq(listings.managerId, accountId)).limit(1);
    return row !== undefined;
  },

  /** A group's name and manager, by the listing id a join request points at. */
  async group(tx: Db, listingId: string) {
    const [row] = await tx.select({ name: listings.name, managerId: listings.managerId }).from(listings).where(eq(listings.id, listingId));
    return row ?? null;
  },

  /**
   * Records a sign-in from `device`: 'new' when the account has signed in before but never from
   * it, 'first' for the account's first device, 'known' otherwise.
   */
  async recordDevice(tx: Db, accountId: string, device: string): Promise<'new' | 'first' | 'known'> {
    const inserted = await tx.insert(accountDevices).values({ accountId, device }).onConflictDoNothing().returning({ device: accountDevices.device });
    if (inserted.length === 0) {
      await tx.update(accountDevices).set({ lastSeenAt: sql`now()` }).where(and(eq(accountDevices.accountId, accountId), eq(accountDevices.device, device)));
      return 'known';
    }
    const [others] = await tx.select({ n: sql<number>`count(*)::int` }).from(accountDevices).where(eq(accountDevices.accountId, accountId));
    return (others?.n ?? 0) > 1 ? 'new' : 'first';
  },

  /** Resolved tickets with auto-close on whose closing falls between `from` and `to` (status changed in that window, shifted). */
  async resolvedBetween(db: Db, from: Date, to: Date, limit = 500): Promise<TicketRow[]> {
    return db
      .select()
      .from(tickets)
      .where(and(eq(tickets.status, 'resolved'), eq(tickets.autoClose, true), gt(tickets.statusChangedAt, from), lte(tickets.statusChangedAt, to)))
      .orderBy(asc(tickets.statusChangedAt))
      .limit(limit);
  },
};
