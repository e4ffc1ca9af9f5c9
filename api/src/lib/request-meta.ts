import type { FastifyRequest } from 'fastify';
import type { Lang } from '../i18n/index.js';

/** What services need to know about the caller's request. */
export interface RequestMeta {
  ip: string;
  lang: Lang;
  userAgent?: string;
}

export const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  lang: request.lang,
  userAgent: request.headers['user-agent'],
});
