import type { Db } from '../../../db/client.js';
import type { JoinRequestEvent, NotifyJoinRequest } from '../../join-requests/service.js';
import type { Notify } from './notifier.js';
import { notifyRepository as repo } from './repository.js';

/** A group's manager hears of each new request; the requester hears of the decision. */
export function joinRequestNotifications(notify: Notify): NotifyJoinRequest {
  return async (tx: Db, event: JoinRequestEvent) => {
    const group = await repo.group(tx, event.listingId);
    if (!group) return;
    if (event.kind === 'created') {
      const requester = (await repo.recipient(tx, event.requesterId))?.fullName ?? '';
      await notify(tx, {
        category: 'join-request-new',
        to: [group.managerId],
        message: (person) => ({ template: 'join-request-new', data: { group: group.name[person.lang] || group.name.en, requester, message: event.message } }),
      });
      return;
    }
    await notify(tx, {
      category: 'join-request-decided',
      to: [event.requesterId],
      message: (person) => ({ template: 'join-request-decided', data: { group: group.name[person.lang] || group.name.en, approved: event.kind === 'approved' } }),
    });
  };
}
