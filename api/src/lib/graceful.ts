import type { FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Time between turning readiness off and closing the listener, for load balancers to notice. */
  delayMs: number;
  /** In-flight requests that take longer than this are cut off. */
  timeoutMs: number;
}

/**
 * Graceful stop: readiness answers 503, then the listener closes (new connections are refused,
 * idle keep-alive connections end), requests in flight finish, realtime sockets get the reconnect
 * hint and close 1012, jobs stop, and the database closes last. Rejects when the timeout passes first.
 */
export async function drainAndClose(app: FastifyInstance, options: ShutdownOptions): Promise<void> {
  app.lifecycle.draining = true;
  if (options.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`requests still running after ${options.timeoutMs} ms`)), options.timeoutMs);
  });
  try {
    await Promise.race([app.close(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
