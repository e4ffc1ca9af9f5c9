import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Lang } from '../i18n/index.js';
import type { Principal } from '../services/identity/index.js';

/** Whether `principal` may follow the topic `<name>:<id>` (id null for a topic without one). */
export type TopicAuthorizer = (principal: Principal, id: string | null) => Promise<boolean>;

export interface RequestContext<T> {
  principal: Principal;
  data: T;
  lang: Lang;
  ip: string;
}

/**
 * A client -> server request: `data` is checked with `schema` (classic zod, or zod/mini as the
 * chat protocol's are); what `run` returns is the reply.
 */
export interface RequestHandler<S extends z.core.$ZodType = z.core.$ZodType> {
  schema: S;
  run(context: RequestContext<z.output<S>>): Promise<unknown>;
}

export type OriginCheck = (origin: URL, request: FastifyRequest) => boolean;

/** What features register: topics with their authorizers, request handlers, allowed origins. */
export class RealtimeRegistry {
  readonly topics = new Map<string, TopicAuthorizer>();
  readonly handlers = new Map<string, RequestHandler>();
  readonly originChecks: OriginCheck[] = [];

  /** Declares the topic family `name` (`ticket` covers `ticket:<id>`) and who may subscribe. */
  topic(name: string, authorize: TopicAuthorizer): void {
    if (!/^[a-z][a-z0-9-]{0,39}$/.test(name)) throw new Error(`Invalid topic name "${name}"`);
    if (this.topics.has(name)) throw new Error(`Topic "${name}" is already registered`);
    this.topics.set(name, authorize);
  }

  /** Declares a request clients may send (`chat.send`); the reply acknowledges it. */
  handle<S extends z.core.$ZodType>(name: string, handler: RequestHandler<S>): void {
    if (this.handlers.has(name)) throw new Error(`Request "${name}" is already registered`);
    this.handlers.set(name, handler);
  }

  /** Lets sockets from more page origins connect (same-host and main-host pages always may). */
  allowOrigin(check: OriginCheck): void {
    this.originChecks.push(check);
  }

  async authorize(principal: Principal, topic: string): Promise<boolean> {
    const colon = topic.indexOf(':');
    const name = colon < 0 ? topic : topic.slice(0, colon);
    const authorize = this.topics.get(name);
    return authorize ? authorize(principal, colon < 0 ? null : topic.slice(colon + 1)) : false;
  }
}
