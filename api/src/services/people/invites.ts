import { CLIENTS_PAGE_SIZE, type ClientPage, INVITE_TTL_DAYS, type InviteCreated, type InviteView, type PendingInvite, type StaffList } from '@site/shared/people';
import type { AcceptInviteInput, ClientQuery, InviteInput } from '@site/shared/people/schema';
import type { Lang } from '@site/shared/lang';
import type { StaffInviteRow } from '../../db/schema/index.js';
import { accounts } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { Invalid, notFound } from '../../lib/errors.js';
import { assertUnique, isUniqueViolation } from '../accounts/repository.js';
import { recordAudit } from '../audit/service.js';
import { freeAccountName } from '../auth/registration.js';
import type { Deps } from '../deps.js';
import { outboxSettings } from '../messages/index.js';
import { newToken, sha256 } from '../security/crypto.js';
import { hashPassword } from '../security/password.js';
import { assertPasswordNotCommon } from '../security/password-policy.js';
import { peopleRepository as repo, toPerson } from './repository.js';
import type { Actor } from './service.js';

const toInvite = (row: StaffInviteRow): PendingInvite => ({
  id: row.id,
  email: row.email,
  fullName: row.fullName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** The page that accepts an invite; the token is in the query, so it never reaches a path log. */
export const inviteLink = (baseUrl: string, lang: Lang, token: string) => `${baseUrl}/${lang}/admin/join?token=${token}`;

/**
 * Staff joining: an admin invites by email (the link is mailed through the outbox and shown to
 * the admin once; only its hash is kept), and the invited person sets their details and password.
 * Also the two lists the people screen opens with: the staff, and clients found by a search.
 */
export function staffInvites(deps: Deps) {
  const { db, clock } = deps;
  const baseUrl = outboxSettings(deps.env).baseUrl;

  return {
    async staff(): Promise<StaffList> {
      const rows = await repo.staff(db);
      const departments = await repo.departmentsOf(db, rows.map((row) => row.id));
      return { staff: rows.map((row) => toPerson(row, departments.get(row.id) ?? [])), invites: (await repo.openInvites(db, clock.now())).map(toInvite) };
    },

    async clients(query: ClientQuery): Promise<ClientPage> {
      const { rows, next } = await repo.clients(db, query.q, query.after, CLIENTS_PAGE_SIZE);
      return { items: rows.map((row) => toPerson(row)), next };
    },

    async invite(actor: Actor & { name: string }, input: InviteInput, lang: Lang): Promise<InviteCreated> {
      await assertUnique(deps, { email: input.email });
      const token = newToken();
      const now = clock.now();
      const departments = input.role === 'agent' ? [...new Set(input.departments)] : [];
      const link = inviteLink(baseUrl, lang, token);
      const row = await db.transaction(async (tx) => {
        const saved = await repo.insertInvite(tx, {
          email: input.email, fullName: input.fullName, role: input.role, departments, lang,
          tokenHash: sha256(token), invitedBy: actor.id, createdAt: now, expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY),
        });
        await deps.messages.outbox.enqueue(tx, {
          channel: 'email', to: input.email, lang, kind: 'security', purpose: 'staff-invite',
          message: { template: 'staff-invite', data: { inviter: actor.name, role: input.role, link, days: INVITE_TTL_DAYS } },
        });
        await recordAudit(tx, clock, { actorId: actor.id, action: 'people.invite', target: { type: 'invite', id: saved.id }, from: actor.from, after: { email: saved.email, role: saved.role, departments } });
        return saved;
      });
      return { invite: toInvite(row), link };
    },

    async view(token: string): Promise<InviteView> {
      const row = await repo.openInviteByHash(db, sha256(token), clock.now());
      if (!row) throw notFound('people.inviteInvalid');
      return { email: row.email, fullName: row.fullName, role: row.role };
    },

    /** Creates the account the invite describes; its email is proven by the link, its phone at first sign-in. */
    async accept(input: AcceptInviteInput & { phone: string }, meta: { ip: string; userAgent?: string }): Promise<{ email: string }> {
      const invite = await repo.openInviteByHash(db, sha256(input.token), clock.now());
      if (!invite) throw notFound('people.inviteInvalid');
      await assertPasswordNotCommon(input.password);
      await assertUnique(deps, { email: invite.email, phone: input.phone });
      const passwordHash = await hashPassword(input.password);
      const accountName = await freeAccountName(deps, invite.email);
      const now = clock.now();
      try {
        await db.transaction(async (tx) => {
          const [account] = await tx
            .insert(accounts)
            .values({
              fullName: input.fullName.trim(), accountName, email: invite.email, phone: input.phone, country: 'SA', gender: input.gender,
              birthDate: input.birthDate, userType: 'individual', role: invite.role, lang: invite.lang === 'ar' ? 'ar' : 'en', acceptTerms: true,
              passwordHash, emailVerifiedAt: now, lastPasswordChangeAt: now,
            })
            .returning();
          if (!(await repo.useInvite(tx, invite.id, account!.id, now))) throw notFound('people.inviteInvalid');
          await repo.setDepartments(tx, account!.id, invite.departments);
          await recordAudit(tx, clock, { actorId: account!.id, action: 'people.inviteAccept', target: { type: 'invite', id: invite.id }, from: meta, after: { account: account!.id, role: invite.role } });
        });
      } catch (error) {
        // Another account took the phone between the check and the insert.
        if (isUniqueViolation(error)) throw new Invalid(undefined, [{ key: 'validation.taken', params: { field: 'phone' } }]);
        throw error;
      }
      return { email: invite.email };
    },
  };
}
