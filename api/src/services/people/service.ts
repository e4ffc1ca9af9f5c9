import type { PersonSession, PersonSummary } from '@site/shared/people';
import type { Role } from '@site/shared/permissions';
import type { TicketDepartment } from '@site/shared/tickets';
import type { Db } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { Conflict, notFound } from '../../lib/errors.js';
import type { RequestMeta } from '../../lib/request-meta.js';
import { findAccountById, updateAccount } from '../accounts/repository.js';
import { recordAudit } from '../audit/service.js';
import { cancelOpenChallenges } from '../auth/otp.js';
import type { Deps } from '../deps.js';
import { listSessions, revokeOtherSessions, revokeSession } from '../identity/sessions.js';
import { peopleRepository as repo, toPerson } from './repository.js';

/** The staff member acting, and where the request came from (both go into the audit entry). */
export interface Actor {
  id: string;
  from: Pick<RequestMeta, 'ip' | 'userAgent'>;
}

type Changes = Partial<Omit<AccountRow, 'id' | 'createdAt'>>;

/**
 * What an admin does to one account. Each change and its audit entry are written in one
 * transaction; a change that ends the account's use (deactivate, lock) then ends its sessions,
 * which closes its sockets on every instance (PrincipalSignals).
 */
export function peopleService(deps: Deps) {
  const { db, clock } = deps;

  const load = async (tx: Db, id: string): Promise<AccountRow> => {
    const row = await findAccountById(tx, id);
    if (!row) throw notFound();
    return row;
  };
  const notSelf = (actor: Actor, id: string, key: string) => {
    if (actor.id === id) throw new Conflict(key);
  };

  /** Applies `changes` to the account, audited as `action` with the fields it touched before and after. */
  async function change(actor: Actor, id: string, action: string, decide: (row: AccountRow) => Changes, extra?: (tx: Db, row: AccountRow) => Promise<void>) {
    return db.transaction(async (tx) => {
      const row = await load(tx, id);
      const changes = decide(row);
      const before = Object.fromEntries(Object.keys(changes).map((key) => [key, row[key as keyof AccountRow] ?? null]));
      await updateAccount(tx, id, changes, clock.now());
      await extra?.(tx, row);
      await recordAudit(tx, clock, { actorId: actor.id, action, target: { type: 'account', id }, from: actor.from, before, after: changes });
      return { ...row, ...changes };
    });
  }

  const summary = async (row: AccountRow): Promise<PersonSummary> => toPerson(row, (await repo.departmentsOf(db, [row.id])).get(row.id) ?? []);

  /** Deactivating and locking both end the account's use: stamped, audited, then its sessions (and sockets) end. */
  async function suspend(actor: Actor, id: string, field: 'deactivatedAt' | 'lockedAt', action: string, selfKey: string): Promise<PersonSummary> {
    notSelf(actor, id, selfKey);
    const row = await change(actor, id, action, (current) => ({ [field]: current[field] ?? clock.now() }));
    await revokeOtherSessions(deps, id);
    return summary(row);
  }
  const resume = async (actor: Actor, id: string, field: 'deactivatedAt' | 'lockedAt', action: string) =>
    summary(await change(actor, id, action, () => ({ [field]: null })));


  return {
    async person(id: string): Promise<PersonSummary> {
      return summary(await load(db, id));
    },

    async setRole(actor: Actor, id: string, role: Role): Promise<PersonSummary> {
      if (role !== 'admin') notSelf(actor, id, 'people.cannotDemoteSelf');
      const row = await change(actor, id, 'people.role', () => ({ role }), async (tx) => {
        // Departments mean something for agents only.
        if (role !== 'agent') await repo.setDepartments(tx, id, []);
      });
      // The account's rights changed: its open sockets are checked again at once.
      deps.signals.changed('account', id);
      return summary(row);
    },

    async setDepartments(actor: Actor, id: string, departments: TicketDepartment[]): Promise<PersonSummary> {
      const unique = [...new Set(departments)].sort();
      await db.transaction(async (tx) => {
        const row = await load(tx, id);
        if (row.role !== 'agent') throw new Conflict('people.notAnAgent');
        const before = (await repo.departmentsOf(tx, [id])).get(id) ?? [];
        await repo.setDepartments(tx, id, unique);
        await recordAudit(tx, clock, { actorId: actor.id, action: 'people.departments', target: { type: 'account', id }, from: actor.from, before: { departments: before }, after: { departments: unique } });
      });
      return this.person(id);
    },

    deactivate: (actor: Actor, id: string) => suspend(actor, id, 'deactivatedAt', 'people.deactivate', 'people.cannotDeactivateSelf'),
    reactivate: (actor: Actor, id: string) => resume(actor, id, 'deactivatedAt', 'people.reactivate'),
    lock: (actor: Actor, id: string) => suspend(actor, id, 'lockedAt', 'people.lock', 'people.cannotLockSelf'),
    unlock: (actor: Actor, id: string) => resume(actor, id, 'lockedAt', 'people.unlock'),

    /** For a lost phone: sign-in asks for a password only, until the owner turns two-step on again. */
    async resetTwoFactor(actor: Actor, id: string): Promise<PersonSummary> {
      const row = await change(actor, id, 'people.twoFactorReset', () => ({ twoFactorEnabled: false }));
      await cancelOpenChallenges(deps, id);
      return summary(row);
    },

    async sessions(id: string): Promise<PersonSession[]> {
      await load(db, id);
      return (await listSessions(deps, id, '')).map(({ current: _current, ...session }) => session);
    },

    async revokeSession(actor: Actor, id: string, sessionId: string): Promise<void> {
      await load(db, id);
      if (!(await revokeSession(deps, id, sessionId))) throw notFound('auth.sessionNotFound');
      await db.transaction((tx) =>
        recordAudit(tx, clock, { actorId: actor.id, action: 'people.sessionRevoke', target: { type: 'account', id }, from: actor.from, before: { session: sessionId }, after: null }),
      );
    },

  };
}

export type PeopleService = ReturnType<typeof peopleService>;
