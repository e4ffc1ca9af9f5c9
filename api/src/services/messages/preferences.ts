import type { Lang } from '@site/shared/lang';
import { type Role, can } from '@site/shared/permissions';
import {
  NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_IDS, type NotificationCategory, type NotificationPreferences, type NotificationPreferencesUpdate,
  channelsOf, isLocked,
} from '@site/shared/notifications';
import type { Db } from '../../db/client.js';
import { notifyRepository as repo } from './notify/repository.js';
import type { UnsubscribeGrant } from './unsubscribe.js';

interface Person {
  id: string;
  role: Role;
  lang: Lang;
  emailVerifiedAt: Date | null;
}

/** The categories a person can receive: everyone's, agents' to agents, managers' to whoever manages a group. */
async function categoriesFor(db: Db, person: Person): Promise<NotificationCategory[]> {
  const manager = await repo.managesAGroup(db, person.id);
  return NOTIFICATION_CATEGORY_IDS.filter((category) => {
    const { audience } = NOTIFICATION_CATEGORIES[category];
    return audience === 'client' || (audience === 'agent' && can(person.role, 'support.work')) || (audience === 'manager' && manager);
  });
}

export async function preferencesOf(db: Db, person: Person): Promise<NotificationPreferences> {
  const chosen = new Map((await repo.choicesOf(db, person.id)).map((row) => [`${row.category}:${row.channel}`, row.enabled]));
  const settings = (await categoriesFor(db, person)).map((category) => {
    const defaults = NOTIFICATION_CATEGORIES[category].defaults as Record<string, boolean>;
    const locked = isLocked(category);
    const channels = Object.fromEntries(channelsOf(category).map((channel) => [channel, locked || (chosen.get(`${category}:${channel}`) ?? defaults[channel] ?? false)]));
    return { category, channels, locked };
  });
  return { lang: person.lang, emailVerified: person.emailVerifiedAt !== null, settings };
}

/** The first switch in `update` that the person does not have (or cannot turn off), if any. */
async function refusedSetting(db: Db, person: Person, update: NotificationPreferencesUpdate): Promise<number | null> {
  const allowed = new Set(await categoriesFor(db, person));
  const index = (update.settings ?? []).findIndex(
    ({ category, channel }) => !allowed.has(category) || isLocked(category) || !channelsOf(category).includes(channel),
  );
  return index < 0 ? null : index;
}

/** Applies the language and switches; `{ refused }` names the first setting that cannot be changed (nothing is applied then). */
export async function updatePreferences(db: Db, person: Person, update: NotificationPreferencesUpdate): Promise<{ refused: number } | NotificationPreferences> {
  const refused = await refusedSetting(db, person, update);
  if (refused !== null) return { refused };
  await db.transaction(async (tx) => {
    if (update.lang) await repo.setLang(tx, person.id, update.lang);
    for (const { category, channel, enabled } of update.settings ?? []) await repo.choose(tx, person.id, category, channel, enabled);
  });
  return preferencesOf(db, { ...person, lang: update.lang ?? person.lang });
}

/** One-click unsubscribe: that category's emails stop for the account (or the address). Security never stops. */
export async function unsubscribe(db: Db, grant: UnsubscribeGrant): Promise<boolean> {
  if (isLocked(grant.category)) return false;
  if (grant.subject.kind === 'address') await repo.suppress(db, grant.subject.address, grant.category);
  else if (await repo.langOf(db, grant.subject.id)) await repo.choose(db, grant.subject.id, grant.category, 'email', false);
  else return false;
  return true;
}
