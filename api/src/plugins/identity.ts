import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Permission, can } from '@site/shared/permissions';
import { forbidden, unauthorized } from '../lib/errors.js';
import { type AuthContext, type Principal, type PrincipalResolver, accountPrincipal } from '../services/identity/index.js';
import { findSession } from '../services/identity/sessions.js';

export interface PrincipalRegistry {
  /** Adds a kind of principal. Resolvers are tried in order after the built-in 'account'. */
  register(kind: string, resolve: PrincipalResolver): void;
  /** The principal a token stands for, or null. */
  resolve(token: string): Promise<Principal | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    principals: PrincipalRegistry;
    /** preHandler: sets `request.auth` and `request.principal` when a valid token is presented, never fails. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as `identify`, 401 unless the token is a signed-in account's session. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as `identify`, 401 unless the token is any principal's (an account or a visitor). */
    requirePrincipal: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as `authenticate`, 403 unless the account's role holds `permission` (shared/src/permissions). */
    requirePermission: (permission: Permission) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The account and its session, when an account is calling. */
    auth: AuthContext | null;
    /** Whoever is calling: the account's principal, or another kind a feature registered. */
    principal: Principal | null;
  }
}

/** The token comes only from `Authorization: Bearer` — never from cookies, so there is no CSRF surface. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * The one way to know who calls: a token is looked up once, as a session (an account) and then as
 * each kind a feature registered (the chat's visitors). HTTP handlers and the realtime socket use it.
 */
export default fp(
  async (app) => {
    const others: Array<[string, PrincipalResolver]> = [];
    const resolveOther = async (token: string) => {
      for (const [, resolve] of others) {
        const principal = await resolve(token);
        if (principal) return principal;
      }
      return null;
    };
    const registry: PrincipalRegistry = {
      register(kind, resolve) {
        if (kind === 'account' || others.some(([known]) => known === kind)) throw new Error(`Principal kind "${kind}" is already registered`);
        others.push([kind, resolve]);
      },
      async resolve(token) {
        const found = await findSession(app.deps, token);
        return found ? accountPrincipal(found.account) : resolveOther(token);
      },
    };
    app.decorate('principals', registry);
    app.decorateRequest('auth', null);
    app.decorateRequest('principal', null);

    const identify = async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await findSession(app.deps, token) : null;
      request.auth = session;
      request.principal = session ? accountPrincipal(session.account) : token ? await resolveOther(token) : null;
    };
    app.decorate('identify', identify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.auth) throw unauthorized();
    });
    app.decorate('requirePrincipal', async (request: FastifyRequest) => {
      await identify(request);
      if (!request.principal) throw unauthorized();
    });
    app.decorate('requirePermission', (permission: Permission) => async (request: FastifyRequest) => {
      await identify(request);
      if (!request.auth) throw unauthorized();
      if (!can(request.auth.account, permission)) throw forbidden();
    });
  },
  { name: 'identity', dependencies: ['context'] },
);

/** For handlers behind `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** For handlers behind `requirePrincipal`. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}
