import { CLOSE, type RealtimeErrorCode, type ServerFrame, clientFrameSchema, parseFrame } from '@site/shared/realtime/protocol';
import type { WebSocket } from 'ws';
import { type Lang, t } from '../i18n/index.js';
import type { Principal, PrincipalRegistry } from '../plugins/principals.js';
import { frameError, parseOptions, requestFailure } from './frame-errors.js';
import type { RealtimeRegistry } from './registry.js';

type ClientFrame = NonNullable<ReturnType<typeof parseFrame<typeof clientFrameSchema>>>;

/** What a connection needs from its hub. */
export interface ConnectionHost {
  registry: RealtimeRegistry;
  principals: PrincipalRegistry;
  heartbeatMs: number;
  maxSubscriptions: number;
  follow(connection: Connection, topic: string): void;
  unfollow(connection: Connection, topic: string): void;
  logError(error: unknown, context: string): void;
}

/** Frames a client may send per second (sustained), and in one burst. */
const RATE = { perSecond: 20, burst: 40 };
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
  private allowance: number = RATE.burst;
  private allowanceAt = Date.now();

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

  /** A text frame from the client. */
  receive(text: string): void {
    this.lastHeardAt = Date.now();
    const frame = parseFrame(clientFrameSchema, text);
    if (!frame) return this.error('bad_frame', refOf(text));
    if (frame.type === 'pong') return;
    if (!this.takeAllowance()) return this.error('rate_limited', 'ref' in frame ? frame.ref : undefined);
    this.queue = this.queue.then(() => this.handle(frame)).catch((error: unknown) => this.host.logError(error, frame.type));
  }

  /** Checks again that the token still stands for a principal (a session may have been ended). */
  async revalidate(): Promise<void> {
    if (!this.token) return;
    this.validatedAt = Date.now();
    if (await this.host.principals.resolve(this.token)) return;
    this.error('unauthenticated');
    this.close(CLOSE.unauthenticated, 'unauthenticated');
  }

  private async handle(frame: ClientFrame): Promise<void> {
    if (frame.type === 'auth') return this.authenticate(frame.token, frame.lang);
    const principal = this.principal;
    if (!principal) return this.error('unauthenticated', 'ref' in frame ? frame.ref : undefined);
    if (frame.type === 'subscribe') {
      if (this.topics.size >= this.host.maxSubscriptions && !this.topics.has(frame.topic)) return this.error('too_many_subscriptions', frame.ref);
      if (!(await this.host.registry.authorize(principal, frame.topic))) return this.error('not_found', frame.ref);
      if (!this.open) return;
      this.host.follow(this, frame.topic);
      return this.send({ type: 'subscribed', ref: frame.ref, topic: frame.topic });
    }
    if (frame.type === 'unsubscribe') {
      this.host.unfollow(this, frame.topic);
      return this.send({ type: 'unsubscribed', ref: frame.ref, topic: frame.topic });
    }
    if (frame.type === 'request') {
      const handler = this.host.registry.handlers.get(frame.name);
      if (!handler) return this.error('unknown_request', frame.ref);
      try {
        const data: unknown = handler.schema.parse(frame.data, parseOptions);
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

  /** Token bucket: sustained RATE.perSecond frames, bursts up to RATE.burst. */
  private takeAllowance(): boolean {
    const now = Date.now();
    this.allowance = Math.min(RATE.burst, this.allowance + ((now - this.allowanceAt) / 1000) * RATE.perSecond);
    this.allowanceAt = now;
    if (this.allowance < 1) return false;
    this.allowance -= 1;
    return true;
  }
}

/** The `ref` of a frame that failed validation, when it has a usable one, so the client can match the error. */
function refOf(text: string): string | undefined {
  try {
    const ref = (JSON.parse(text) as { ref?: unknown } | null)?.ref;
    return typeof ref === 'string' && ref.length > 0 && ref.length <= 64 ? ref : undefined;
  } catch {
    return undefined;
  }
}
