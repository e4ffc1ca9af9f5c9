import { z } from 'zod';
import { LANGS, type Lang } from '../lang';

/**
 * What the site tells people by email and text message, and who may choose what: the API decides
 * from this table whom to notify and how, the portal's profile shows it as switches. A category's
 * channels are the only ones it is ever sent on; `locked` categories cannot be turned off.
 */
export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Who a category is for: every account, support agents, or the managers of a group. */
export type NotificationAudience = 'client' | 'agent' | 'manager';

interface CategoryRule {
  audience: NotificationAudience;
  /** The channels it can go on, each on or off until the person chooses. */
  defaults: Partial<Record<NotificationChannel, boolean>>;
  locked?: true;
}

export const NOTIFICATION_CATEGORIES = {
  /** Sign-in from a new device, password changed, email or phone changed. */
  security: { audience: 'client', defaults: { email: true }, locked: true },
  /** An agent answered one of my tickets. */
  'ticket-reply': { audience: 'client', defaults: { email: true, sms: false } },
  /** My ticket was resolved, will close by itself soon, or was closed. */
  'ticket-status': { audience: 'client', defaults: { email: true, sms: false } },
  /** My request to join a group was approved or rejected. */
  'join-request-decided': { audience: 'client', defaults: { email: true, sms: false } },
  /** Support answered in the chat after I had left it. */
  'chat-reply': { audience: 'client', defaults: { email: true } },
  /** A new ticket arrived in a department I work in. */
  'ticket-new': { audience: 'agent', defaults: { email: true, sms: false } },
  /** A ticket was transferred to me. */
  'ticket-assigned': { audience: 'agent', defaults: { email: true, sms: false } },
  /** The client answered a ticket of mine. */
  'ticket-client-reply': { audience: 'agent', defaults: { email: true, sms: false } },
  /** A ticket of mine (or of my department's queue) reached 80 % or 100 % of its service-level target. */
  'ticket-sla': { audience: 'agent', defaults: { email: true, sms: false } },
  /** Someone asked to join a group I manage. */
  'join-request-new': { audience: 'manager', defaults: { email: true, sms: false } },
} as const satisfies Record<string, CategoryRule>;

export type NotificationCategory = keyof typeof NOTIFICATION_CATEGORIES;
export const NOTIFICATION_CATEGORY_IDS = Object.keys(NOTIFICATION_CATEGORIES) as [NotificationCategory, ...NotificationCategory[]];

export const isNotificationCategory = (value: unknown): value is NotificationCategory =>
  typeof value === 'string' && Object.hasOwn(NOTIFICATION_CATEGORIES, value);

/** The channels a category can be sent on. */
export const channelsOf = (category: NotificationCategory): NotificationChannel[] =>
  NOTIFICATION_CHANNELS.filter((channel) => channel in NOTIFICATION_CATEGORIES[category].defaults);

export const isLocked = (category: NotificationCategory): boolean => 'locked' in NOTIFICATION_CATEGORIES[category];

/** One category as the profile shows it: each of its channels on or off. */
export interface NotificationSetting {
  category: NotificationCategory;
  channels: Partial<Record<NotificationChannel, boolean>>;
  locked: boolean;
}

/** GET /api/profile/notifications */
export interface NotificationPreferences {
  /** The language emails and text messages are written in. */
  lang: Lang;
  /** Email notifications go only to a verified address. */
  emailVerified: boolean;
  settings: NotificationSetting[];
}

/** PATCH /api/profile/notifications: the language, and/or some switches. */
export const notificationPreferencesUpdateSchema = z
  .object({
    lang: z.enum(LANGS).optional(),
    settings: z
      .array(z.object({ category: z.enum(NOTIFICATION_CATEGORY_IDS), channel: z.enum(NOTIFICATION_CHANNELS), enabled: z.boolean() }).strict())
      .max(NOTIFICATION_CATEGORY_IDS.length * NOTIFICATION_CHANNELS.length)
      .optional(),
  })
  .strict();

export type NotificationPreferencesUpdate = z.output<typeof notificationPreferencesUpdateSchema>;
