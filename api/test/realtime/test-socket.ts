import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SUBPROTOCOL, type ServerFrame } from '@site/shared/realtime/protocol';
import WebSocket from 'ws';

/** Starts the app on a free loopback port; returns the hub's ws URL. */
export async function listenLocal(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ port, host: '127.0.0.1' });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/realtime`;
}

type FrameOf<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>;

/** A real WebSocket client that records every frame and lets a test wait for the next one of a kind. */
export class TestSocket {
  readonly frames: ServerFrame[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;
  private waiters: Array<{ test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }> = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      this.frames.push(frame);
      const waiter = this.waiters.find((w) => w.test(frame));
      if (waiter) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(frame);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
  static open(url: string, options: { origin?: string; protocol?: string; headers?: Record<string, string> } = {}): Promise<TestSocket> {
    const ws = new WebSocket(url, options.protocol ?? SUBPROTOCOL, { ...(options.origin ? { origin: options.origin } : {}), ...(options.headers ? { headers: options.headers } : {}) });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new TestSocket(ws)));
      ws.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
      ws.once('error', reject);
    });
  }

  send(frame: object | string): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /**
   * The next frame of `type` (and matching `where`), received from now on. The wait is long: a
   * frame the test expects arrives, and a loaded CI machine can take seconds to process a photo.
   */
  next<T extends ServerFrame['type']>(type: T, where: (frame: FrameOf<T>) => boolean = () => true, timeoutMs = 10_000): Promise<FrameOf<T>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} frame within ${timeoutMs} ms`)), timeoutMs).unref();
      this.waiters.push({
        test: (frame) => frame.type === type && where(frame as FrameOf<T>),
        resolve: (frame) => {
          clearTimeout(timer);
          resolve(frame as FrameOf<T>);
        },
      });
    });
  }

  async auth(token: string, lang?: 'ar' | 'en'): Promise<FrameOf<'ready'>> {
    const ready = this.next('ready');
    this.send({ type: 'auth', v: 1, token, ...(lang ? { lang } : {}) });
    return ready;
  }

  async subscribe(topic: string, ref = `s-${topic}`): Promise<ServerFrame> {
    const answer = Promise.race([this.next('subscribed', (f) => f.ref === ref), this.next('error', (f) => f.ref === ref)]);
    this.send({ type: 'subscribe', ref, topic });
    return answer;
  }

  close(): void {
    this.ws.close();
  }
}

/** A socket signed in with `token`. */
export async function signedInSocket(url: string, token: string): Promise<TestSocket> {
  const socket = await TestSocket.open(url);
  await socket.auth(token);
  return socket;
}

/** Milliseconds from `started` until the socket closed (or 3 s if it did not), and its close code. */
export async function closedWithin(socket: TestSocket, started: number) {
  const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 3_000))]);
  return { code: closed?.code, ms: Date.now() - started };
}
