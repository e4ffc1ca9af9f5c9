import type { Db } from '../../../db/client.js';
import type { Outbox } from '../outbox.js';
import type { Notify } from './notifier.js';
import { notifyRepository as repo } from './repository.js';

export interface ContactChange {
  accountId: string;
  field: 'email' | 'phone';
  /** The contact before the change: told too, since an intruder who changed it reads the new one. */
  previous: string;
  /** The new contact, masked, as the notice shows it. */
  shown: string;
}

export type SecurityNotices = ReturnType<typeof securityNotices>;

/** Security messages: always sent (no one can turn them off), by email, or by SMS while the email is unproven. */
export function securityNotices(notify: Notify, outbox: Outbox) {
  return {
    passwordChanged: (tx: Db, accountId: string, at: Date) =>
      notify(tx, { category: 'security', to: [accountId], smsFallback: true, message: () => ({ template: 'password-changed', data: { at: at.toISOString() } }) }),

    /** A sign-in: remembers the device, and tells the owner when the account has never been used from it. */
    async signedIn(db: Db, sign: { accountId: string; device: string; ip: string; at: Date }): Promise<void> {
      await db.transaction(async (tx) => {
        if ((await repo.recordDevice(tx, sign.accountId, sign.device)) !== 'new') return;
        await notify(tx, {
          category: 'security',
          to: [sign.accountId],
          message: () => ({ template: 'new-sign-in', data: { device: sign.device, ip: sign.ip, at: sign.at.toISOString() } }),
        });
      });
    },

    /** Tells the old contact and the account (whose contact is now the new one). */
    async contactChanged(tx: Db, change: ContactChange): Promise<void> {
      const message = { template: 'contact-changed' as const, data: { field: change.field, value: change.shown } };
      const lang = (await repo.langOf(tx, change.accountId)) ?? 'en';
      await outbox.enqueue(tx, { channel: change.field === 'email' ? 'email' : 'sms', to: change.previous, lang, message, kind: 'security', accountId: change.accountId, category: 'security', purpose: 'contact-change-notice' });
      await notify(tx, { category: 'security', to: [change.accountId], message: () => message });
    },
  };
}
