import pg from 'pg';

const RETRY_MS = [250, 1000, 5000];

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries).
 * A dropped connection is re-opened with backoff; after each reconnect `onNotify('')` runs,
 * because whatever was notified in between is gone.
 */
export async function listenPg(url: string, channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let attempt = 0;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      next.removeAllListeners();
      next.on('error', () => undefined);
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
    attempt = 0;
  }

  function reconnect(broken: pg.Client) {
    if (stopped || client !== broken) return;
    client = null;
    broken.removeAllListeners();
    // A closing connection can still report an error (e.g. the server terminating it); keep it handled.
    broken.on('error', () => undefined);
    broken.end().catch(() => undefined);
    const retry = () => {
      if (stopped) return;
      connect().then(
        () => onNotify(''),
        () => setTimeout(retry, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]).unref(),
      );
    };
    setTimeout(retry, RETRY_MS[0]).unref();
  }

  await connect();
  return async () => {
    stopped = true;
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners();
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
