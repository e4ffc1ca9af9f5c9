import { CLOSE, type RealtimeErrorCode, type ServerFrame, clientFrameSchema } from '@site/shared/realtime/protocol';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { type Lang, t } from '../i18n/index.js';
import type { Principal } from '../services/identity/index.js';
import type { PrincipalRegistry } from '../plugins/identity.js';
import { holdsUnstorable, unstorableInput } from '../plugins/security.js';
import { FRAME_RATES, type FrameBudgets, TokenBucket } from './budget.js';
import { frameError, parseOptions, requestFailure } from './frame-errors.js';
import type { RealtimeRegistry } from './registry.js';

type ClientFrame = z.output<typeof clientFrameSchema>;

/** What a connection needs from its hub. */
export interface ConnectionHost {
  registry: RealtimeRegistry;
  principals: PrincipalRegistry;
  heartbeatMs: number;
  maxSubscriptions: number;
  budgets: FrameBudgets;
  follow(connection: Connection, topic: string): void;
  unfollow(connection: Connection, topic: string): void;
  logError(error: unknown, context: string): void;
}

/** Malformed frames a socket may send before it is closed: a client that keeps sending them is broken or hostile. */
export const MAX_BAD_FRAMES = 5;
/** Unsent bytes a socket may hold before it is closed as too slow (it reconnects and refetches). */
const MAX_BUFFERED = 1024 * 1024;

/**
 * One socket: authenticates on its first frame, then handles subscriptions and requests one
 * frame at a time, in order. A bad frame gets an error frame; the socket stays open.
 */
export class Connection {
  principal: Principal | null = null;
  readonly topics = new Set<string>();
  lastHeardAt = Date.now();
  validatedAt = 0;
  private token: string | null = null;
  private queue: Promise<void> = Promise.resolve();
  private readonly bucket = new TokenBucket(FRAME_RATES.socket);
  private badFrames = 0;

  constructor(
    private readonly socket: WebSocket,
    readonly ip: string,
    public lang: Lang,
    private readonly host: ConnectionHost,
  ) {}

  get open(): boolean {
    return this.socket.readyState === this.socket.OPEN;
  }

  send(frame: ServerFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  sendText(text: string): void {
    if (!this.open) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED) return this.close(CLOSE.slowConsumer, 'slow consumer');
    this.socket.send(text);
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN || this.socket.readyState === this.socket.CONNECTING) this.socket.close(code, reason);
  }

  error(code: RealtimeErrorCode, ref?: string, message = frameError(this.lang, code), errors?: string[]): void {
    this.send({ type: 'error', code, message, ...(ref ? { ref } : {}), ...(errors ? { errors } : {}) });
  }

  /**
   * A text frame from the client. Its allowance is taken before anything reads it (pongs and
   * malformed frames pay too), then it is parsed once.
   */
  receive(text: string): void {
    this.lastHeardAt = Date.now();
    if (!this.takeAllowance()) return this.error('rate_limited', leadingRef(text));
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.badFrame(undefined);
    }
    const parsed = clientFrameSchema.safeParse(json);
    if (!parsed.success) return this.badFrame(refOf(json));
    const frame = parsed.data;
    if (frame.type === 'pong') return;
    this.queue = this.queue.then(() => this.handle(frame)).catch((error: unknown) => this.host.logError(error, frame.type));
  }

  /** A binary frame: the protocol has none. */
  receiveBinary(): void {
    this.lastHeardAt = Date.now();
    if (!this.takeAllowance()) return this.error('rate_limited');
    this.badFrame(undefined);
  }

  /** Which principal the socket speaks for (`kind:id`), or null before sign-in. */
  get identity(): string | null {
    return this.principal ? `${this.principal.kind}:${this.principal.id}` : null;
  }

  /**
   * Checks again that the token still stands for a principal (a session may have been ended) and
   * takes its current rights (a role may have changed): topics it may no longer follow are left.
   * Null when the socket was closed for it.
   */
  async revalidate(): Promise<Principal | null> {
    if (!this.token) return null;
    this.validatedAt = Date.now();
    const principal = await this.host.principals.resolve(this.token);
    if (!principal) {
      this.error('unauthenticated');
      this.close(CLOSE.unauthenticated, 'unauthenticated');
      return null;
    }
    const before = this.principal;
    this.principal = principal;
    if (before?.account?.role !== principal.account?.role) {
      for (const topic of [...this.topics]) if (!(await this.host.registry.authorize(principal, topic))) this.host.unfollow(this, topic);
    }
    return principal;
  }

  private async handle(frame: ClientFrame): Promise<void> {
    if (frame.type === 'auth') return this.authenticate(frame.token, frame.lang);
    if (!this.principal) return this.error('unauthenticated', 'ref' in frame ? frame.ref : undefined);
    if (frame.type === 'unsubscribe') {
      this.host.unfollow(this, frame.topic);
      return this.send({ type: 'unsubscribed', ref: frame.ref, topic: frame.topic });
    }
    // Every request and subscription acts with the token's current rights, as an HTTP request does.
    const principal = await this.revalidate();
    if (!principal) return;
    if (frame.type === 'subscribe') {
      if (this.topics.size >= this.host.maxSubscriptions && !this.topics.has(frame.topic)) return this.error('too_many_subscriptions', frame.ref);
      if (!(await this.host.registry.authorize(principal, frame.topic))) return this.error('not_found', frame.ref);
      if (!this.open) return;
      this.host.follow(this, frame.topic);
      return this.send({ type: 'subscribed', ref: frame.ref, topic: frame.topic });
    }
    if (frame.type === 'request') {
      const handler = this.host.registry.handlers.get(frame.name);
      if (!handler) return this.error('unknown_request', frame.ref);
      try {
        // PostgreSQL cannot store these: refused as bad input, exactly as in an HTTP body.
        if (holdsUnstorable(frame.data)) throw unstorableInput();
        const data: unknown = z.parse(handler.schema, frame.data, parseOptions);
        const result = await handler.run({ principal, data, lang: this.lang, ip: this.ip });
        this.send({ type: 'reply', ref: frame.ref, data: result ?? null });
      } catch (error) {
        const failure = requestFailure(this.lang, error);
        if (failure.code === 'failed' && failure.unexpected) this.host.logError(error, frame.name);
        this.error(failure.code, frame.ref, failure.message, failure.errors);
      }
    }
  }

  private async authenticate(token: string, lang: Lang | undefined): Promise<void> {
    if (lang) this.lang = lang;
    if (this.principal) return this.error('bad_frame', undefined, t(this.lang, 'realtime.alreadyAuthenticated'));
    const principal = await this.host.principals.resolve(token);
    if (!principal) {
      this.error('unauthenticated');
      return this.close(CLOSE.unauthenticated, 'unauthenticated');
    }
    this.principal = principal;
    this.token = token;
    this.validatedAt = Date.now();
    this.send({ type: 'ready', v: 1, principal: { kind: principal.kind, id: principal.id }, heartbeatMs: this.host.heartbeatMs });
  }

  /** One frame from the socket's, the identity's and the address's budgets (see FRAME_RATES). */
  private takeAllowance(): boolean {
    return this.host.budgets.take(this.bucket, this.identity, this.ip);
  }

  private badFrame(ref: string | undefined): void {
    this.badFrames += 1;
    this.error('bad_frame', ref);
    if (this.badFrames >= MAX_BAD_FRAMES) this.close(CLOSE.badFrames, 'too many bad frames');
  }
}

const usableRef = (ref: unknown): string | undefined => (typeof ref === 'string' && ref.length > 0 && ref.length <= 64 ? ref : undefined);

/** The `ref` of a parsed frame that failed validation, so the client can match the error. */
function refOf(json: unknown): string | undefined {
  return json !== null && typeof json === 'object' ? usableRef((json as { ref?: unknown }).ref) : undefined;
}

/**
 * The `ref` of a frame refused before it is read: looked for only in its first bytes (clients
 * write it right after `type`), so a refusal costs the same whatever the frame holds.
 */
function leadingRef(text: string): string | undefined {
  return usableRef(/"ref":"([A-Za-z0-9_.:-]{1,64})"/.exec(text.slice(0, 200))?.[1]);
}
