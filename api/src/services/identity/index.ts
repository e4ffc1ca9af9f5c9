import type { AccountRow, SessionRow } from '../../db/schema/index.js';

/**
 * Who is calling, whatever proved it: a signed-in account (session token) or another identity a
 * feature defines (e.g. an anonymous chat visitor with a visitor token). Uploads are owned by a
 * principal and realtime topics are authorised for one.
 */
export interface Principal {
  /** 'account' for a signed-in user; features register other kinds. */
  kind: string;
  /** Stable within its kind. */
  id: string;
  /** The account behind the principal, when there is one. */
  account: AccountRow | null;
}

/** A signed-in account and the session its token opened. */
export interface AuthContext {
  account: AccountRow;
  session: SessionRow;
}

/** Turns a token into a principal, or null when the token is not one of this kind. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

export const accountPrincipal = (account: AccountRow): Principal => ({ kind: 'account', id: account.id, account });
