import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { CLOSE, type ServerFrame } from '@site/shared/realtime/protocol';
import { isMainHost } from '@site/shared/config';
import type { WebSocket } from 'ws';
import type { PrincipalRegistry } from '../plugins/principals.js';
import type { EventBus } from './bus.js';
import { Connection, type ConnectionHost } from './connection.js';
import { RealtimeRegistry } from './registry.js';

export interface HubOptions {
  bus: EventBus;
  principals: PrincipalRegistry;
  log: FastifyBaseLogger;
  mainHosts: string[];
  /** Server ping interval; a client silent for two intervals is dropped. */
  heartbeatMs?: number;
  /** Time a new socket has to send its auth frame. */
  authTimeoutMs?: number;
  maxSocketsPerIp?: number;
  maxSubscriptions?: number;
  /** How often a connected token is checked again (a session may end while its socket is open). */
  revalidateMs?: number;
}

/**
 * Holds this instance's sockets and which topics each follows, and delivers every bus event to
 * the local followers of its topic. Features talk to it through `app.realtime` (registry + publish).
 */
export class RealtimeHub extends RealtimeRegistry {
  private readonly connections = new Set<Connection>();
  private readonly followers = new Map<string, Set<Connection>>();
  private readonly perIp = new Map<string, number>();
  private readonly host: ConnectionHost;
  private readonly timer: NodeJS.Timeout;
  private readonly stopListening: Array<() => void>;
  readonly options: Required<Omit<HubOptions, 'bus' | 'principals' | 'log' | 'mainHosts'>>;

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
      follow: (connection, topic) => {
        connection.topics.add(topic);
        const set = this.followers.get(topic) ?? new Set();
        this.followers.set(topic, set.add(connection));
      },
      unfollow: (connection, topic) => this.unfollow(connection, topic),
      logError: (error, context) => config.log.error({ err: error, context }, 'realtime frame failed'),
    };
    this.stopListening = [
      config.bus.subscribe((event) => this.deliver(event.topic, { type: 'event', topic: event.topic, name: event.name, data: event.data })),
      config.bus.onGap(() => this.broadcast({ type: 'resync' })),
    ];
    this.timer = setInterval(() => this.beat(), this.options.heartbeatMs);
    this.timer.unref();
  }

  /** Sends an event to the followers of `topic` on every instance. Publish ids, not bodies (limit 7,900 bytes). */
  publish(topic: string, name: string, data: unknown = null): Promise<void> {
    return this.config.bus.publish({ topic, name, data });
  }

  /**
   * Every event of every instance (this one included) and every gap in them, for a feature that
   * keeps answers in memory and must drop them when what they show changes anywhere.
   */
  watch(onEvent: (topic: string) => void, onGap: () => void): () => void {
    const stops = [this.config.bus.subscribe((event) => onEvent(event.topic)), this.config.bus.onGap(onGap)];
    return () => stops.forEach((stop) => stop());
  }

  /** Whether a page on `origin` may open a socket: same host, a main host, or a registered check. */
  originAllowed(origin: string, request: FastifyRequest): boolean {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.host === request.host || isMainHost(url.hostname, this.config.mainHosts)) return true;
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
      if (isBinary) return connection.error('bad_frame');
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

  private beat(): void {
    const now = Date.now();
    const ping = JSON.stringify({ type: 'ping' } satisfies ServerFrame);
    for (const connection of this.connections) {
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
