import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountRow, SessionRow } from '../db/schema/index.js';
import { unauthorized } from '../lib/http-error.js';
import { findSession } from '../services/sessions.js';

export interface AuthContext {
  account: AccountRow;
  session: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a live session token is presented. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: attaches the session when present, never fails. */
    identify: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token comes only from `Authorization: Bearer` — never from cookies, so there is no CSRF surface. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/.exec(header);
  return match?.[1] ?? null;
}

export default fp(
  async (app) => {
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest) {
      const token = bearerToken(request);
      request.auth = token ? await findSession(app.deps, token) : null;
    }

    app.decorate('identify', async (request: FastifyRequest) => {
      await resolve(request);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await resolve(request);
      if (!request.auth) throw unauthorized();
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** For handlers behind `authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
