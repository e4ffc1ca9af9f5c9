import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export interface ShutdownOptions {
  /** Time between turning readiness off and closing the listener, for load balancers to notice. */
  delayMs: number;
  /** In-flight requests that take longer than this are cut off. */
  timeoutMs: number;
}

/**
 * Graceful stop: readiness answers 503, then the listener closes (new connections are refused,
 * idle keep-alive connections end), requests in flight finish, realtime sockets get the reconnect
 * hint and close 1012, jobs stop, and the database closes last. Rejects when the timeout passes
 * first, after closing the database all the same: a PGlite folder must be flushed and unlocked
 * before the process exits, and the requests still running lose their answer either way.
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
  } catch (error) {
    await app.deps.database.close().catch((closeError: unknown) => app.log.error({ err: closeError }, 'closing the database failed'));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Logs a rejected promise nothing awaited through the app's logger (one JSON line with the error,
 * where the rest of the logs go) instead of Node's bare print to stderr. The process keeps
 * serving: one forgotten promise is a defect to find in the logs, not a reason to drop every
 * connection. Answers a function that removes the handler.
 */
export function logUnhandledRejections(log: FastifyBaseLogger): () => void {
  const handler = (reason: unknown) => log.error({ err: reason }, 'unhandled promise rejection');
  process.on('unhandledRejection', handler);
  return () => process.off('unhandledRejection', handler);
}
