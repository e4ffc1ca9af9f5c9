import websocket from '@fastify/websocket';
import { SUBPROTOCOL } from '@site/shared/realtime/protocol';
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type EventBus, memoryBus } from '../realtime/bus.js';
import { type HubOptions, RealtimeHub } from '../realtime/hub.js';
import { postgresBus } from '../realtime/postgres-bus.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Topics, request handlers and origins features register, and `publish` to reach every instance. */
    realtime: RealtimeHub;
  }
}

export interface RealtimeOptions {
  /** A bus to use instead of the configured one (tests share one between two in-process apps). */
  bus?: EventBus;
  hub?: Pick<HubOptions, 'heartbeatMs' | 'authTimeoutMs' | 'revalidateMs' | 'maxSubscriptions'>;
}

/** Frames larger than this close the socket (1009); requests carry ids and short texts, files go through uploads. */
const MAX_FRAME_BYTES = 64 * 1024;

export default fp<RealtimeOptions>(
  async (app, options) => {
    const { env, database, db } = app.deps;
    const useDatabase = env.EVENT_BUS === 'postgres' || (env.EVENT_BUS === 'auto' && database.kind === 'postgres');
    const bus =
      options.bus ??
      (useDatabase
        ? await postgresBus(database, (channel, payloads) => db.execute(sql`select ${sql.join(payloads.map((payload) => sql`pg_notify(${channel}, ${payload})`), sql`, `)}`))
        : memoryBus());
    const hub = new RealtimeHub({ ...options.hub, bus, principals: app.principals, log: app.log, publicUrl: env.PUBLIC_URL, maxSocketsPerIp: env.REALTIME_MAX_SOCKETS_PER_IP });
    app.decorate('realtime', hub);
    // Ended sessions and joined visitor identities reach the sockets of every instance within the bus's delay.
    const stopSignals = app.deps.signals.listen((kind, id) => {
      hub.principalChanged(kind, id).catch((error: unknown) => app.log.error({ err: error }, 'realtime principal notice failed'));
    });

    // Runs before @fastify/websocket's own preClose: sockets get the reconnect hint, then close 1012.
    app.addHook('preClose', async () => {
      stopSignals();
      hub.close();
    });
    app.addHook('onClose', async () => {
      if (!options.bus) await bus.close();
    });
    await app.register(websocket, {
      options: {
        maxPayload: MAX_FRAME_BYTES,
        // A client offering only a newer protocol version is refused rather than misread.
        handleProtocols: (offered) => (offered.has(SUBPROTOCOL) ? SUBPROTOCOL : false),
      },
    });
  },
  { name: 'realtime', dependencies: ['context', 'identity'] },
);
