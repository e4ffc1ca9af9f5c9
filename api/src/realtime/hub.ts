import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { CLOSE, type ServerFrame } from '@site/shared/realtime/protocol';
import type { WebSocket } from 'ws';
import type { PrincipalRegistry } from '../plugins/identity.js';
import type { BusEvent, EventBus } from './bus.js';
import { FrameBudgets, addressRate } from './budget.js';
import { Connection, type ConnectionHost } from './connection.js';
import { RealtimeRegistry } from './registry.js';

/**
 * Bus topics of principal notices. No client can follow them: topic names a client may send
 * start with a letter (`topicSchema`).
 */
const PRINCIPAL_TOPIC = '~principal:';

/** The origin of a URL, or null for none or a malformed one. */
function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export interface HubOptions {
  bus: EventBus;
  principals: PrincipalRegistry;
  log: FastifyBaseLogger;
  /** The site's public origin (PUBLIC_URL), allowed besides the origin each request was made to. */
  publicUrl?: string;
  /** Server ping interval; a client silent for two intervals is dropped. */
  heartbeatMs?: number;
  /** Time a new socket has to send its auth frame. */
  authTimeoutMs?: number;
  maxSocketsPerIp?: number;
  maxSubscriptions?: number;
  /** How often a connected token is checked again (a session may end while its socket is open). */
  revalidateMs?: number;
}

/** The heartbeat visits the sockets in this many steps per period. */
const BEAT_SLICES = 250;

/**
 * Holds this instance's sockets and which topics each follows, and delivers every bus event to
 * the local followers of its topic. Features talk to it through `app.realtime` (registry + publish).
 */
export class RealtimeHub extends RealtimeRegistry {
  private readonly connections = new Set<Connection>();
  private readonly followers = new Map<string, Set<Connection>>();
  private readonly perIp = new Map<string, number>();
  /** Where the heartbeat goes on (a Set's iterator skips sockets closed meanwhile and reaches new ones). */
  private beating: Iterator<Connection> = this.connections.values();
  private passStartedAt = Date.now();
  private readonly host: ConnectionHost;
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: Array<() => void>;
  readonly options: Required<Omit<HubOptions, 'bus' | 'principals' | 'log' | 'publicUrl'>>;

  constructor(private readonly config: HubOptions) {
    super();
    this.options = {
      heartbeatMs: config.heartbeatMs ?? 25_000,
      authTimeoutMs: config.authTimeoutMs ?? 10_000,
      maxSocketsPerIp: config.maxSocketsPerIp ?? 20,
      maxSubscriptions: config.maxSubscriptions ?? 200,
      revalidateMs: config.revalidateMs ?? 60_000,
    };
    this.host = {
      registry: this,
      principals: config.principals,
      heartbeatMs: this.options.heartbeatMs,
      maxSubscriptions: this.options.maxSubscriptions,
      budgets: new FrameBudgets(addressRate(this.options.maxSocketsPerIp)),
      follow: (connection, topic) => {
        connection.topics.add(topic);
        const set = this.followers.get(topic) ?? new Set();
        this.followers.set(topic, set.add(connection));
      },
      unfollow: (connection, topic) => this.unfollow(connection, topic),
      logError: (error, context) => config.log.error({ err: error, context }, 'realtime frame failed'),
    };
    this.stopListening = [
      config.bus.subscribe((event) => {
        if (event.topic.startsWith(PRINCIPAL_TOPIC)) return this.recheck(event.topic.slice(PRINCIPAL_TOPIC.length));
        this.deliver(event.topic, { type: 'event', topic: event.topic, name: event.name, data: event.data });
      }),
      config.bus.onGap(() => this.broadcast({ type: 'resync' })),
    ];
    this.timer = setInterval(() => this.beat(), this.options.heartbeatMs / BEAT_SLICES);
    this.timer.unref();
  }

  /** Sends an event to the followers of `topic` on every instance. Publish ids, not bodies (limit 7,900 bytes). */
  publish(topic: string, name: string, data: unknown = null): Promise<void> {
    return this.config.bus.publish({ topic, name, data });
  }

  /** Several events as one message, heard everywhere in this order (see `EventBus.publish`). */
  publishAll(events: readonly BusEvent[]): Promise<void> {
    return this.config.bus.publish(events);
  }

  /** Tells every instance that a principal's sessions or rights changed: its sockets are checked again at once. */
  principalChanged(kind: string, id: string): Promise<void> {
    return this.config.bus.publish({ topic: `${PRINCIPAL_TOPIC}${kind}:${id}`, name: 'changed', data: null });
  }

  /**
   * Every event of every instance (this one included) and every gap in them, for a feature that
   * keeps answers in memory and must drop them when what they show changes anywhere.
   */
  watch(onEvent: (topic: string, data: unknown, name: string) => void, onGap: () => void): () => void {
    const stops = [this.config.bus.subscribe((event) => onEvent(event.topic, event.data, event.name)), this.config.bus.onGap(onGap)];
    return () => stops.forEach((stop) => stop());
  }

  /**
   * Whether a page on `origin` may open a socket or start a chat: scheme, host and port equal to
   * the origin the request was made to, the public origin, or one a feature registered
   * (CHAT_EMBED_ORIGINS). Nothing else, however alike its host name.
   */
  originAllowed(origin: string, request: FastifyRequest): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    // An Origin header is exactly `scheme://host[:port]`; anything else is not one.
    if (url.origin !== origin) return false;
    if (origin === originOf(`${request.protocol}://${request.host}`) || origin === originOf(this.config.publicUrl)) return true;
    return this.originChecks.some((check) => check(url, request));
  }

  /** Whether one more socket from `ip` is allowed on this instance. */
  hasRoomFor(ip: string): boolean {
    return (this.perIp.get(ip) ?? 0) < this.options.maxSocketsPerIp;
  }

  accept(socket: WebSocket, request: FastifyRequest): void {
    const connection = new Connection(socket, request.ip, request.lang, this.host);
    this.connections.add(connection);
    this.perIp.set(request.ip, (this.perIp.get(request.ip) ?? 0) + 1);
    const authTimer = setTimeout(() => {
      if (!connection.principal) connection.close(CLOSE.timeout, 'auth timeout');
    }, this.options.authTimeoutMs);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return connection.receiveBinary();
      connection.receive(Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8'));
    });
    socket.on('close', () => {
      clearTimeout(authTimer);
      this.connections.delete(connection);
      for (const topic of [...connection.topics]) this.unfollow(connection, topic);
      const left = (this.perIp.get(request.ip) ?? 1) - 1;
      if (left > 0) this.perIp.set(request.ip, left);
      else this.perIp.delete(request.ip);
    });
  }

  get size(): number {
    return this.connections.size;
  }

  /** Shutdown: every socket is told when to come back (spread out so they do not all return at once), then closed. */
  close(): void {
    clearInterval(this.timer);
    for (const stop of this.stopListening) stop();
    for (const connection of this.connections) {
      connection.send({ type: 'closing', reconnectInMs: 250 + Math.floor(Math.random() * 2_250) });
      connection.close(CLOSE.restart, 'server restart');
    }
  }

  private deliver(topic: string, frame: ServerFrame): void {
    const followers = this.followers.get(topic);
    if (!followers) return;
    const text = JSON.stringify(frame);
    for (const connection of followers) connection.sendText(text);
  }

  private broadcast(frame: ServerFrame): void {
    const text = JSON.stringify(frame);
    for (const connection of this.connections) if (connection.principal) connection.sendText(text);
  }

  private unfollow(connection: Connection, topic: string): void {
    connection.topics.delete(topic);
    const set = this.followers.get(topic);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.followers.delete(topic);
  }

  /** Checks the sockets of one principal (`kind:id`) again: ended ones close, the others take its current rights. */
  private recheck(identity: string): void {
    for (const connection of this.connections) {
      if (connection.identity === identity) void connection.revalidate().catch((error: unknown) => this.host.logError(error, 'revalidate'));
    }
  }

  /**
   * One slice of the heartbeat: the next 1/BEAT_SLICES of the sockets, so each is pinged (and its
   * session checked) once per heartbeat without ten thousand sends and session reads in one tick
   * holding up every message behind them.
   */
  private beat(): void {
    const now = Date.now();
    const ping = JSON.stringify({ type: 'ping' } satisfies ServerFrame);
    for (let left = Math.ceil(this.connections.size / BEAT_SLICES); left > 0; left--) {
      let next = this.beating.next();
      if (next.done) {
        // A pass is over: the next one starts once a whole period has passed since this one did.
        if (now - this.passStartedAt < this.options.heartbeatMs) return;
        this.passStartedAt = now;
        this.host.budgets.prune();
        this.beating = this.connections.values();
        next = this.beating.next();
        if (next.done) return;
      }
      const connection = next.value;
      if (!connection.principal) continue;
      if (now - connection.lastHeardAt > 2 * this.options.heartbeatMs) {
        connection.close(CLOSE.timeout, 'heartbeat timeout');
        continue;
      }
      connection.sendText(ping);
      if (now - connection.validatedAt >= this.options.revalidateMs) void connection.revalidate().catch((error: unknown) => this.host.logError(error, 'revalidate'));
    }
  }
}
