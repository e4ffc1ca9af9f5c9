import type { FastifyRequest } from 'fastify';
import type { RequestMeta } from '../services/auth-flows.js';

export const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  lang: request.lang,
  userAgent: request.headers['user-agent'],
});
