import fp from 'fastify-plugin';

/** A counter of public content changes, for everything that caches what it made from content. */
export interface ContentVersion {
  /** Grows by one on every change of public content (in any API instance or SQL session). */
  readonly current: number;
  /** Runs `listener` after each change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /**
   * Resolves when the next change is heard (or after `timeoutMs`): a writer that starts waiting
   * before its write and awaits after it knows this instance's caches have let the old content go.
   */
  next(timeoutMs: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentVersion: ContentVersion;
  }
}

/** The database announces content changes on this channel (a trigger on every content table). */
export const CONTENT_CHANNEL = 'content_changed';

export default fp(
  async (app) => {
    let current = 1;
    const listeners = new Set<() => void>();
    const stop = await app.deps.database.listen(CONTENT_CHANNEL, () => {
      current += 1;
      for (const listener of listeners) listener();
    });
    const onChange = (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    };
    app.decorate('contentVersion', {
      get current() {
        return current;
      },
      onChange,
      next: (timeoutMs: number) =>
        new Promise<void>((resolve) => {
          // A write that failed leaves its wait pending: it must not hold the process open.
          const timer = setTimeout(done, timeoutMs);
          timer.unref();
          const stop = onChange(done);
          function done() {
            clearTimeout(timer);
            stop();
            resolve();
          }
        }),
    });
    app.addHook('onClose', async () => {
      listeners.clear();
      await stop();
    });
  },
  { name: 'content-version', dependencies: ['context'] },
);
