import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountRow } from '../db/schema/index.js';
import { unauthorized } from '../lib/http-error.js';
import { findSession } from '../services/sessions.js';
import { bearerToken } from './auth.js';

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

/** Turns a token into a principal, or null when the token is not one of this kind. */
export type PrincipalResolver = (token: string) => Promise<Principal | null>;

export interface PrincipalRegistry {
  /** Adds a kind of principal. Resolvers are tried in order after the built-in 'account'. */
  register(kind: string, resolve: PrincipalResolver): void;
  /** The principal a token stands for, or null. */
  resolve(token: string): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    principals: PrincipalRegistry;
    /** preHandler: sets `request.principal` from `Authorization: Bearer <token>`, 401 when there is none. */
    requirePrincipal: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: sets `request.principal` when a valid token is presented, never fails. */
    identifyPrincipal: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export const accountPrincipal = (account: AccountRow): Principal => ({ kind: 'account', id: account.id, account });

export default fp(
  async (app) => {
    const resolvers: Array<[string, PrincipalResolver]> = [
      ['account', async (token) => {
        const found = await findSession(app.deps, token);
        return found ? accountPrincipal(found.account) : null;
      }],
    ];
    const registry: PrincipalRegistry = {
      register(kind, resolve) {
        if (resolvers.some(([known]) => known === kind)) throw new Error(`Principal kind "${kind}" is already registered`);
        resolvers.push([kind, resolve]);
      },
      async resolve(token) {
        for (const [, resolve] of resolvers) {
          const principal = await resolve(token);
          if (principal) return principal;
        }
        return null;
      },
    };
    app.decorate('principals', registry);
    app.decorateRequest('principal', null);

    const identify = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.principal = token ? await registry.resolve(token) : null;
    };
    app.decorate('identifyPrincipal', identify);
    app.decorate('requirePrincipal', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.principal) throw unauthorized();
    });
  },
  { name: 'principals', dependencies: ['context'] },
);

/** For handlers behind `requirePrincipal`. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
